import { niceTicks, scale } from "./chart-scale";
import { ChartFrame } from "./chart-frame";
import { GridLines } from "./grid-lines";
import type { DialogueRound } from "./score-model";
import { markerPath, seriesOf } from "./series-colors";

// Narrow enough that axis text stays legible when a phone scales the chart down.
const W = 520;
const H = 230;
const M = { left: 36, right: 40, top: 14, bottom: 28 };
const BARS = seriesOf(0);
const LINE = seriesOf(2);

/**
 * The dialogue's velocity (bars, left axis) and convergence (line, right axis, 0–100 %) by round. Bars and points are
 * focusable with their value as their name; ChartFrame adds the tooltip and the legend toggles.
 */
export function DialogueRoundsChart({ rounds, velocityLabel = "Velocity" }: { rounds: DialogueRound[]; velocityLabel?: string }) {
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
    .map((r) => `R${r.round}: ${velocityLabel.toLowerCase()} ${r.velocity ?? "none"}${r.convergePercent !== null ? `, ${r.convergePercent}% converged` : ""}`)
    .join("; ");
  const first = rounds.findIndex((r) => r.velocity !== null);
  const legend = [
    { key: "velocity", name: velocityLabel, style: 0, bar: true },
    ...(hasConvergence ? [{ key: "converge", name: "Converged (%)", style: 2 }] : []),
  ];
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <figcaption id="dialogue-rounds-caption" className="mb-2 text-sm font-medium">
        {velocityLabel}
        {hasConvergence ? " and convergence" : ""} by round
      </figcaption>
      <ChartFrame legend={legend}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full overflow-visible"
          role="group"
          aria-labelledby="dialogue-rounds-caption"
          aria-describedby="dialogue-rounds-summary"
        >
          <desc id="dialogue-rounds-summary">{summary}. Arrow keys move between points.</desc>
          <GridLines ticks={ticks} y={y} left={M.left} right={W - M.right} />
          {hasConvergence
            ? [0, 50, 100].map((p) => (
                <text key={p} x={W - M.right + 6} y={yPercent(p)} dy="0.32em" className="fill-emerald-700 text-[12px] dark:fill-emerald-400">
                  {p}%
                </text>
              ))
            : null}
          {rounds.map((r, i) => (
            <text key={r.round} x={cx(i)} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[12px] dark:fill-slate-400">
              R{r.round}
            </text>
          ))}
          <g data-series="velocity">
            {rounds.map((r, i) => {
              if (r.velocity === null) return null;
              const v = r.velocity;
              const label = `Round ${r.round}: ${velocityLabel.toLowerCase()} ${v}${r.score !== null ? `, round score ${r.score}` : ""}`;
              return (
                <g
                  key={r.round}
                  data-point=""
                  data-series="velocity"
                  data-index={i}
                  data-label={`R${r.round} · ${velocityLabel}: ${v}`}
                  role="img"
                  aria-label={label}
                  tabIndex={i === first ? 0 : -1}
                  className="group outline-none"
                >
                  <rect
                    x={cx(i) - band * 0.3}
                    y={y(Math.max(v, 0))}
                    width={band * 0.6}
                    height={Math.max(1, Math.abs(y(0) - y(Math.abs(v))))}
                    rx={2}
                    strokeWidth={2}
                    className={`${BARS.fill} stroke-transparent group-hover:stroke-blue-600 group-focus-visible:stroke-blue-600 dark:group-hover:stroke-blue-300 dark:group-focus-visible:stroke-blue-300`}
                  />
                </g>
              );
            })}
          </g>
          {hasConvergence ? (
            <g data-series="converge">
              <path d={line} fill="none" strokeWidth={2} className={LINE.stroke} />
              {converge.map((p, i) =>
                p === null ? null : (
                  <g
                    key={i}
                    data-point=""
                    data-series="converge"
                    data-index={i}
                    data-label={`R${rounds[i]!.round} · ${rounds[i]!.convergePercent}% converged`}
                    role="img"
                    aria-label={`Round ${rounds[i]!.round}: ${rounds[i]!.convergePercent}% converged`}
                    tabIndex={first < 0 && converge.findIndex((c) => c !== null) === i ? 0 : -1}
                    className="group outline-none"
                  >
                    <circle cx={p[0]} cy={p[1]} r={9} className="fill-transparent" />
                    <circle cx={p[0]} cy={p[1]} r={8} strokeWidth={2} className="chart-ring" />
                    <path d={markerPath(LINE.shape, p[0], p[1], 5)} className={`${LINE.fill} stroke-white dark:stroke-slate-900`} strokeWidth={1} />
                  </g>
                ),
              )}
            </g>
          ) : null}
        </svg>
      </ChartFrame>
    </figure>
  );
}
