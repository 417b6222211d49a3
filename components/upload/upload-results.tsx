import type { UploadRow } from "@/lib/ingest/upload-rows";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { linkClass } from "@/components/ui/styles";

const TONES: Record<UploadRow["status"], BadgeTone> = { imported: "success", updated: "info", unchanged: "neutral", rejected: "danger", skipped: "neutral" };

const muted = "text-xs text-slate-500 dark:text-slate-400";

/** One file's outcome: a link to the document it became, or every reason it was refused, each with its line. */
function Outcome({ row: r }: { row: UploadRow }) {
  if (r.status === "rejected" || r.status === "skipped")
    return (
      <>
        <ul className="space-y-1">
          {r.reasons.map((d, i) => (
            <li key={i}>
              <span className="font-mono text-xs">
                {d.file ? `${d.file}:` : "line "}
                {d.line}
              </span>{" "}
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{d.code}</span> <span>{d.message}</span>
              {d.hint ? <p className={muted}>{d.hint}</p> : null}
            </li>
          ))}
        </ul>
        {r.diagnostics > r.reasons.length ? <p className={muted}>and {r.diagnostics - r.reasons.length} more</p> : null}
      </>
    );
  return (
    <>
      {r.href ? (
        <a href={r.href} className={linkClass}>
          {r.title ?? r.path}
        </a>
      ) : (
        <span>{r.title ?? "—"}</span>
      )}
      {r.elsewhere ? <span className={`ml-2 ${muted}`}>already stored from elsewhere</span> : null}
      {r.diagnostics > 0 ? (
        r.lintHref ? (
          <a href={r.lintHref} className={`ml-2 ${muted} underline`}>
            {r.diagnostics} diagnostics
          </a>
        ) : (
          <span className={`ml-2 ${muted}`}>{r.diagnostics} diagnostics</span>
        )
      ) : null}
    </>
  );
}

export function UploadResults({ rows }: { rows: UploadRow[] }) {
  const counts = rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  return (
    <section aria-labelledby="upload-results-heading" className="space-y-3">
      <h2 id="upload-results-heading" className="text-lg font-semibold">
        Result
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {(["imported", "updated", "unchanged", "rejected", "skipped"] as const)
          .filter((s) => s !== "skipped" || counts[s])
          .map((s) => `${counts[s] ?? 0} ${s}`)
          .join(" · ")}
        {counts.rejected ? " — rejected files are listed first" : ""}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="w-full bg-white text-sm dark:bg-slate-900">
          <caption className="sr-only">Upload result, one row a file</caption>
          <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <ColumnHeads className="px-3 py-2" columns={[{ label: "File" }, { label: "Result" }, { label: "Document or reason" }]} />
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.status}:${r.path}`} className="border-b border-slate-100 last:border-0 align-top dark:border-slate-800">
                <td className="break-all px-3 py-2 font-mono text-xs">{r.path}</td>
                <td className="px-3 py-2">
                  <Badge tone={TONES[r.status]}>{r.status}</Badge>
                </td>
                <td className="min-w-0 break-words px-3 py-2">
                  <Outcome row={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
