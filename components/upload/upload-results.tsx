import type { UploadRow } from "@/lib/actions/upload-dialogues";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ColumnHeads } from "@/components/data-table/column-heads";

const TONES: Record<UploadRow["status"], BadgeTone> = { imported: "success", updated: "info", unchanged: "neutral", rejected: "danger" };

export function UploadResults({ rows }: { rows: UploadRow[] }) {
  const counts = rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  return (
    <section aria-labelledby="upload-results-heading" className="space-y-3">
      <h2 id="upload-results-heading" className="text-lg font-semibold">
        Result
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {(["imported", "updated", "unchanged", "rejected"] as const).map((s) => `${counts[s] ?? 0} ${s}`).join(" · ")}
      </p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="w-full bg-white text-sm dark:bg-slate-900">
          <caption className="sr-only">Upload result, one row a file</caption>
          <thead className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <ColumnHeads className="px-3 py-2" columns={[{ label: "File" }, { label: "Result" }, { label: "Dialogue or reason" }]} />
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.status}:${r.path}`} className="border-b border-slate-100 last:border-0 align-top dark:border-slate-800">
                <td className="break-all px-3 py-2 font-mono text-xs">{r.path}</td>
                <td className="px-3 py-2">
                  <Badge tone={TONES[r.status]}>{r.status}</Badge>
                </td>
                <td className="px-3 py-2">
                  {r.note ?? r.title ?? "—"}
                  {r.status !== "rejected" && r.diagnostics > 0 ? (
                    <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">{r.diagnostics} diagnostics</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
