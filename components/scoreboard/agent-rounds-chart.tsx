import type { ScoreRow } from "@/lib/contract";
import { niceTicks, scale } from "./chart-scale";
import { GridLines } from "./grid-lines";
import { roundCells } from "./score-model";
import { seriesOf } from "./series-colors";

const W = 640;
const H = 240;
const M = { left: 36, right: 16, top: 12, bottom: 28 };

/** Each agent's score by round, one line an agent. Plain SVG: nothing to ship to the browser. */
export function AgentRoundsChart({ rows, rounds }: { rows: ScoreRow[]; rounds: number[] }) {
  const values = rows.flatMap((r) => Object.values(r.rounds ?? {}));
  const ticks = niceTicks(Math.max(...values, 0));
  const top = ticks.at(-1)!;
  const y = scale(top, H - M.bottom, M.top);
  const x = (i: number) => (rounds.length === 1 ? (M.left + W - M.right) / 2 : M.left + (i * (W - M.left - M.right)) / (rounds.length - 1));
  const summary = rows.map((r) => `${r.agent}: ${rounds.map((n) => r.rounds?.[`R${n}`] ?? "none").join(", ")}`).join("; ");
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <figcaption id="agent-rounds-caption" className="mb-2 text-sm font-medium">
        Score by round, per agent
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby="agent-rounds-caption" aria-describedby="agent-rounds-summary">
        <desc id="agent-rounds-summary">{`Rounds ${rounds.map((n) => `R${n}`).join(", ")}. ${summary}.`}</desc>
        <GridLines ticks={ticks} y={y} left={M.left} right={W - M.right} />
        {rounds.map((n, i) => (
          <text key={n} x={x(i)} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px] dark:fill-slate-400">
            R{n}
          </text>
        ))}
        {rows.map((row, ri) => {
          const color = seriesOf(ri);
          const cells = roundCells(row, rounds);
          // A missing round breaks the line rather than drawing through it.
          const path = cells
            .map((c, i) => (c.value === null ? "" : `${i > 0 && cells[i - 1]!.value !== null ? "L" : "M"}${x(i).toFixed(1)},${y(c.value).toFixed(1)}`))
            .join("");
          return (
            <g key={row.agent}>
              <path d={path} fill="none" strokeWidth={2} className={color.stroke} />
              {cells.map((c, i) =>
                c.value === null ? null : (
                  <circle key={c.round} cx={x(i)} cy={y(c.value)} r={3.5} className={color.fill}>
                    <title>{`${row.agent}, round ${c.round}: ${c.value}${c.delta !== null ? ` (${c.delta >= 0 ? "+" : ""}${c.delta})` : ""}`}</title>
                  </circle>
                ),
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Legend">
        {rows.map((row, ri) => (
          <li key={row.agent} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${seriesOf(ri).swatch}`} />
            {row.agent}
          </li>
        ))}
      </ul>
    </figure>
  );
}
