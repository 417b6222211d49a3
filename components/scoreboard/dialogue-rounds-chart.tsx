import { niceTicks, scale } from "./chart-scale";
import { GridLines } from "./grid-lines";
import type { DialogueRound } from "./score-model";

const W = 640;
const H = 240;
const M = { left: 36, right: 40, top: 12, bottom: 28 };

/** The dialogue's velocity (bars, left axis) and convergence (line, right axis, 0–100 %) by round. */
export function DialogueRoundsChart({ rounds }: { rounds: DialogueRound[] }) {
  const velocities = rounds.map((r) => r.velocity ?? 0);
  const ticks = niceTicks(Math.max(...velocities.map(Math.abs), 0));
  const top = ticks.at(-1)!;
  const y = scale(top, H - M.bottom, M.top);
  const yPercent = scale(100, H - M.bottom, M.top);
  const band = (W - M.left - M.right) / rounds.length;
  const cx = (i: number) => M.left + band * i + band / 2;
  const converge = rounds.map((r, i) => (r.convergePercent === null ? null : ([cx(i), yPercent(r.convergePercent)] as const)));
  const hasConvergence = converge.some((p) => p !== null);
  const line = converge.map((p, i) => (p === null ? "" : `${i > 0 && converge[i - 1] !== null ? "L" : "M"}${p[0].toFixed(1)},${p[1].toFixed(1)}`)).join("");
  const summary = rounds
    .map((r) => `R${r.round}: velocity ${r.velocity ?? "none"}${r.convergePercent !== null ? `, ${r.convergePercent}% converged` : ""}`)
    .join("; ");
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <figcaption id="dialogue-rounds-caption" className="mb-2 text-sm font-medium">
        Velocity{hasConvergence ? " and convergence" : ""} by round
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby="dialogue-rounds-caption" aria-describedby="dialogue-rounds-summary">
        <desc id="dialogue-rounds-summary">{summary}.</desc>
        <GridLines ticks={ticks} y={y} left={M.left} right={W - M.right} />
        {hasConvergence
          ? [0, 50, 100].map((p) => (
              <text key={p} x={W - M.right + 6} y={yPercent(p)} dy="0.32em" className="fill-emerald-700 text-[11px] dark:fill-emerald-400">
                {p}%
              </text>
            ))
          : null}
        {rounds.map((r, i) => {
          const v = r.velocity ?? 0;
          const barTop = y(Math.max(v, 0));
          return (
            <g key={r.round}>
              <rect
                x={cx(i) - band * 0.3}
                y={barTop}
                width={band * 0.6}
                height={Math.max(1, Math.abs(y(0) - y(Math.abs(v))))}
                rx={2}
                className="fill-blue-600/80 dark:fill-blue-400/80"
              >
                <title>{`Round ${r.round}: velocity ${r.velocity ?? "not recorded"}${r.score !== null ? `, score ${r.score}` : ""}`}</title>
              </rect>
              <text x={cx(i)} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[11px] dark:fill-slate-400">
                R{r.round}
              </text>
            </g>
          );
        })}
        {hasConvergence ? (
          <g>
            <path d={line} fill="none" strokeWidth={2} className="stroke-emerald-600 dark:stroke-emerald-400" />
            {converge.map((p, i) =>
              p === null ? null : (
                <circle key={i} cx={p[0]} cy={p[1]} r={3.5} className="fill-emerald-600 dark:fill-emerald-400">
                  <title>{`Round ${rounds[i]!.round}: ${rounds[i]!.convergePercent}% converged`}</title>
                </circle>
              ),
            )}
          </g>
        ) : null}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Legend">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm bg-blue-600/80 dark:bg-blue-400/80" />
          Velocity (ALIGNMENT gained)
        </li>
        {hasConvergence ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full bg-emerald-600 dark:bg-emerald-400" />
            Converged (%)
          </li>
        ) : null}
      </ul>
    </figure>
  );
}
