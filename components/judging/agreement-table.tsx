import { type AgreementGroup, alphaVerdict, type FileAgreement } from "@/lib/judging/agreement";
import { FILE_SCALE_NOTE } from "@/lib/judging/file-scale";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { LeniencyTable } from "./leniency-table";

export const fmtAlpha = (a: number | null) => (a === null ? "—" : a.toFixed(3));

/**
 * Krippendorff's α per measure, one table a rubric version (or one for all, pooled on the 0–1 scale), then the file's
 * Judge against the judges on the 0–1 scale. With no unit two raters share there is no α: "not enough data", no number.
 */
export function AgreementTables({
  groups,
  label,
  leniencyLabel,
  file,
  names,
  poolHref,
  pooled,
}: {
  groups: AgreementGroup[];
  label: string;
  leniencyLabel: string;
  /** The file's Judge beside the judges (documents with one); undefined elsewhere. */
  file?: FileAgreement;
  names: Map<string, string>;
  /** Where the pooling toggle goes; none where pooling is not offered. */
  poolHref?: string;
  pooled: boolean;
}) {
  return (
    <div className="space-y-4">
      {poolHref ? (
        <p className="text-sm">
          <a href={poolHref} className="text-blue-700 underline dark:text-blue-300">
            {pooled ? "Compare each rubric version on its own" : "Pool every rubric on the 0–1 scale"}
          </a>
        </p>
      ) : null}
      {groups.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">No scores to compare yet: not enough data.</p> : null}
      {groups.map((g) => (
        <div key={g.key} className="space-y-3">
          <AgreementTable group={g} label={groups.length > 1 ? `${label}: ${g.title}` : label} />
          <LeniencyTable
            rows={g.leniency}
            names={names}
            label={groups.length > 1 ? `${leniencyLabel}: ${g.title}` : leniencyLabel}
            measures={g.rows.map((r) => ({ key: r.measure, label: r.label }))}
            scale={g.scale}
          />
        </div>
      ))}
      {file ? (
        <section aria-label="Judges and the file's Judge" className="space-y-1 text-sm">
          <p>
            <span className="font-medium">Judges + file&apos;s Judge, on the 0–1 scale: </span>
            {file.units === 0 ? (
              <span>not enough data (no round the file&apos;s Judge and a judge both scored)</span>
            ) : (
              <span>
                α <span className="font-mono tabular-nums">{fmtAlpha(file.alpha)}</span> over {file.units} shared unit{file.units === 1 ? "" : "s"} (
                {alphaVerdict(file.alpha)})
              </span>
            )}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{FILE_SCALE_NOTE}</p>
        </section>
      ) : null}
    </div>
  );
}

/** One group's α per measure; a measure with no shared unit reads "not enough data" and shows no α. */
export function AgreementTable({ group, label }: { group: AgreementGroup; label: string }) {
  return (
    // Focusable so a keyboard can scroll it on a phone.
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[36rem] text-sm" aria-label={label}>
        <caption className="mb-2 text-left font-medium">
          {group.title} ({group.scale === "points" ? "in its own points" : "0–1 scale"}): Krippendorff&apos;s α, interval
        </caption>
        <thead>
          <ColumnHeads
            rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
            className="py-1 font-medium"
            columns={[
              { label: "Dimension" },
              { label: "Shared units", className: "text-right" },
              { label: "Judges' α", className: "text-right" },
              { label: "95 % interval", className: "text-right" },
              { label: "Reads as", className: "pl-3" },
            ]}
          />
        </thead>
        <tbody>
          {group.rows.map((a) => (
            <tr key={a.measure} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-medium">
                {a.label}
              </th>
              <td className="py-1 text-right font-mono tabular-nums">{a.units}</td>
              {a.units === 0 ? (
                <td colSpan={3} className="py-1 pl-3 text-right text-slate-600 dark:text-slate-400">
                  not enough data
                </td>
              ) : (
                <>
                  <td className="py-1 text-right font-mono tabular-nums">{fmtAlpha(a.judges)}</td>
                  <td className="py-1 pl-3 text-right font-mono whitespace-nowrap tabular-nums">
                    {a.interval ? `${fmtAlpha(a.interval[0])} – ${fmtAlpha(a.interval[1])}` : "—"}
                  </td>
                  <td className="py-1 pl-3 text-slate-600 dark:text-slate-400">{alphaVerdict(a.judges)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Units are agents in rounds scored by two or more judges under the same rubric version; α is computed on those alone. The interval is a 95 % bootstrap
        over units (1,000 resamples).
      </p>
    </div>
  );
}
