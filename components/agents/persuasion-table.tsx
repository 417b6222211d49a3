import { TableShell } from "@/components/data-table/table-shell";
import { FEW_DIALOGUES, type PersuasionBoard } from "@/lib/agents/persuasion-board";
import type { Proportion } from "@/lib/agents/wilson";

const percent = (v: number) => `${Math.round(v * 100)} %`;

function ShareCell({ p, count, unit }: { p: Proportion; count: number; unit: string }) {
  const interval = p.interval ? `${percent(p.interval[0])}–${percent(p.interval[1])}` : null;
  return (
    <td className="px-2 py-2 text-right tabular-nums">
      <span className="font-medium">{p.share === null ? "—" : percent(p.share)}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300" data-interval={interval ?? ""}>
        {interval ? (
          <>
            <span className="sr-only">95 % interval </span>
            {interval}
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        {p.k}/{p.n} · {count} {unit}
      </span>
    </td>
  );
}

/**
 * Who moves whom per agent: the share of their dialogues in which they moved, and in which another agent moved after
 * their argument, each with its 95 % Wilson interval and the dialogues behind it; thin rows are marked.
 */
export function PersuasionTable({ board }: { board: PersuasionBoard }) {
  if (board.rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No panel members under this filter.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {board.moves.toLocaleString("en")} {board.moves === 1 ? "move" : "moves"} under this filter. A move is a change of stance or a concession on a tension;
        its movers are the other agents who argued since the mover&apos;s previous position (docs/audit.md, Persuasion). Shares are of the dialogues each agent
        sat in.
      </p>
      <TableShell caption="Who moves whom, per agent, with 95 % Wilson intervals" focusable>
        <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              Agent
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Dialogues
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Moved in
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Moved others in
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {board.rows.map((r) => (
            <tr key={r.key} className="align-top">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {r.name}
                {r.dialogues < FEW_DIALOGUES ? (
                  <span className="block text-xs font-normal text-amber-800 dark:text-amber-300">too few dialogues to read much into</span>
                ) : null}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{r.dialogues}</td>
              <ShareCell p={r.moved} count={r.moves} unit={r.moves === 1 ? "move" : "moves"} />
              <ShareCell p={r.movedOthers} count={r.credits} unit={r.credits === 1 ? "credit" : "credits"} />
            </tr>
          ))}
        </tbody>
      </TableShell>
      {board.more > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">and {board.more.toLocaleString("en")} more agents with fewer dialogues.</p>
      ) : null}
    </div>
  );
}
