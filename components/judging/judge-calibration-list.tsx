import Link from "next/link";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { linkClass } from "@/components/ui/styles";
import type { JudgeCalibrationRow } from "@/lib/db/calibration";
import { alphaVerdict } from "@/lib/judging/agreement";
import { fmtAlpha } from "./agreement-table";

/** Model judges and the file's Judge, one row each: what it is, how much it scored, and its overall α against people. */
export function JudgeCalibrationList({ rows }: { rows: JudgeCalibrationRow[] }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Judges calibrated against people">
      <table className="w-full min-w-[36rem] text-sm" aria-label="Model judges and the file's Judge">
        <thead>
          <ColumnHeads
            rowClassName="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400"
            className="py-1 font-medium"
            columns={[
              { label: "Judge" },
              { label: "Model", className: "pl-3" },
              { label: "Version", className: "pl-3" },
              { label: "Scores", className: "text-right" },
              { label: "Shared units", className: "pl-3 text-right" },
              { label: "α overall", className: "pl-3 text-right" },
              { label: "Reads as", className: "pl-3" },
            ]}
          />
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className="py-1 text-left font-medium">
                <Link href={`/judging/models/${r.id}`} className={linkClass}>
                  {r.name}
                </Link>
              </th>
              <td className="py-1 pl-3">{r.model ?? (r.id === "file" ? "the dialogue's own" : "—")}</td>
              <td className="py-1 pl-3 text-slate-600 dark:text-slate-400">{r.judgeVersion ?? "—"}</td>
              <td className="py-1 text-right font-mono tabular-nums">{r.scores}</td>
              <td className="py-1 pl-3 text-right font-mono tabular-nums">{r.units}</td>
              <td className="py-1 pl-3 text-right font-mono tabular-nums">{r.units > 0 ? fmtAlpha(r.alpha) : "—"}</td>
              <td className="py-1 pl-3 text-slate-600 dark:text-slate-400">{r.units > 1 ? alphaVerdict(r.alpha) : "not enough data"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
