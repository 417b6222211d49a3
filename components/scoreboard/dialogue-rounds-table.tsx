import { TableShell } from "@/components/data-table/table-shell";
import type { DialogueRound } from "./score-model";

type Column = { key: keyof Omit<DialogueRound, "round">; label: string; suffix?: string; signed?: boolean };

const COLUMNS: Column[] = [
  { key: "score", label: "Round score" },
  { key: "alignment", label: "ALIGNMENT after" },
  { key: "gained", label: "Gained", signed: true },
  { key: "velocity", label: "Velocity" },
  { key: "openTensions", label: "Open tensions" },
  { key: "convergePercent", label: "Converged", suffix: "%" },
];

const shown = (v: number, column: Column) => `${column.signed && v > 0 ? "+" : ""}${v}${column.suffix ?? ""}`;

/** The dialogue's figures by round, one row a round; only the columns the file records. */
export function DialogueRoundsTable({ rounds }: { rounds: DialogueRound[] }) {
  const columns = COLUMNS.filter((c) => rounds.some((r) => r[c.key] !== null));
  return (
    <TableShell caption="The dialogue by round" focusable>
      <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th scope="col" className="px-3 py-2 text-left font-medium">
            Round
          </th>
          {columns.map((c) => (
            <th key={c.key} scope="col" className="px-3 py-2 text-right font-medium">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => (
          <tr key={r.round} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              R{r.round}
            </th>
            {columns.map((c) => {
              const v = r[c.key];
              return (
                <td key={c.key} className="px-3 py-2 text-right tabular-nums">
                  {v === null ? <span className="text-slate-400 dark:text-slate-500">—</span> : shown(v, c)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}
