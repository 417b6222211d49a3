import Link from "next/link";
import { formatInterval, formatShare, type BucketRow, type RuleColumn } from "@/lib/audit-view";
import { DEFAULT_INDEX_QUERY, indexHref } from "@/lib/dialogue-index";

const cell = "px-3 py-2 text-right align-top tabular-nums";

/**
 * Buckets (months, sources, kinds) down, rules across: each cell the share of the bucket's documents with a finding of
 * that rule, with its interval and the findings; a bucket of too few documents says so in its row.
 */
export function BucketTable({
  caption,
  bucketLabel,
  rows,
  columns,
  noun,
}: {
  caption: string;
  bucketLabel: string;
  rows: BucketRow[];
  columns: RuleColumn[];
  noun: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nothing to count yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {bucketLabel}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {noun}
            </th>
            {columns.map((c) => (
              <th key={c.code} scope="col" className="px-3 py-2 text-right font-medium">
                <Link
                  href={indexHref({ ...DEFAULT_INDEX_QUERY, audit: [c.code] })}
                  className="hover:underline"
                  title={`The documents with a finding of ${c.title.toLowerCase()}`}
                >
                  {c.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className="px-3 py-2 text-left align-top font-medium whitespace-nowrap">
                {r.label}
                {r.few ? <span className="block text-xs font-normal text-amber-700 dark:text-amber-300">too few to say</span> : null}
              </th>
              <td className={cell}>{r.dialogues.toLocaleString("en")}</td>
              {r.cells.map((c) =>
                c.notApplicable ? (
                  <td key={c.rule} className={`${cell} text-slate-400 dark:text-slate-500`}>
                    <span title="This rule belongs to another format">—</span>
                    <span className="sr-only">does not apply</span>
                  </td>
                ) : (
                  <td key={c.rule} className={`${cell} ${c.share.count === 0 ? "text-slate-400 dark:text-slate-500" : ""}`}>
                    <span className="whitespace-nowrap">{formatShare(c.share)}</span>
                    {c.share.count > 0 ? (
                      <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
                        {formatInterval(c.share)} · {c.findings} {c.findings === 1 ? "finding" : "findings"}
                      </span>
                    ) : null}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The note under every table: what a cell says, and where a rule is defined. */
export function ShareNote() {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      A cell is the share of the row&apos;s documents with at least one finding of the rule, with its 95 % Wilson interval and the number of findings. A row of
      fewer than 5 documents is marked: its shares would swing with one document more or less. Each rule is defined in the docs (audit.md); a rule&apos;s
      heading lists its documents on the index.
    </p>
  );
}
