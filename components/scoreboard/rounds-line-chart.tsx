import { niceTicks, scale } from "./chart-scale";
import { ChartFrame } from "./chart-frame";
import { GridLines } from "./grid-lines";
import { markerPath, seriesOf } from "./series-colors";

// Narrow enough that axis text stays legible when a phone scales the chart down.
const W = 520;
const H = 230;
const M = { left: 40, right: 16, top: 14, bottom: 28 };

export interface LineSeries {
  key: string;
  name: string;
  /** One value a round (aligned with `rounds`); null where the file records none. */
  values: (number | null)[];
}

/** "+3", "−2", "±0" against the series' previous recorded value, or "" for its first. */
function change(values: (number | null)[], i: number): string {
  const previous = values.slice(0, i).findLast((v) => v !== null);
  const v = values[i];
  if (previous === undefined || previous === null || v === null || v === undefined) return "";
  const d = v - previous;
  return ` (${d > 0 ? `+${d}` : d < 0 ? `−${-d}` : "±0"})`;
}

/**
 * Values by round, one line a series: plain SVG drawn on the server. Each point is focusable (one tab stop for the
 * chart, arrows between points) with its value as its accessible name; ChartFrame adds the tooltip and legend toggles.
 */
export function RoundsLineChart({ id, title, rounds, series, note }: { id: string; title: string; rounds: number[]; series: LineSeries[]; note?: string }) {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const ticks = niceTicks(Math.max(...values, 0));
  const y = scale(ticks.at(-1)!, H - M.bottom, M.top);
  const x = (i: number) => (rounds.length === 1 ? (M.left + W - M.right) / 2 : M.left + (i * (W - M.left - M.right)) / (rounds.length - 1));
  const summary = series.map((s) => `${s.name}: ${s.values.map((v) => v ?? "none").join(", ")}`).join("; ");
  // The chart's one tab stop: its first recorded point.
  const startSeries = series.findIndex((s) => s.values.some((v) => v !== null));
  const startIndex = startSeries >= 0 ? series[startSeries]!.values.findIndex((v) => v !== null) : -1;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <figcaption id={`${id}-caption`} className="mb-2 text-sm font-medium">
        {title}
        {note ? <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{note}</span> : null}
      </figcaption>
      <ChartFrame legend={series.map((s, i) => ({ key: s.key, name: s.name, style: i }))}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full overflow-visible"
          role="group"
          aria-labelledby={`${id}-caption`}
          aria-describedby={`${id}-summary`}
        >
          <desc id={`${id}-summary`}>{`Rounds ${rounds.map((n) => `R${n}`).join(", ")}. ${summary}. Arrow keys move between points.`}</desc>
          <GridLines ticks={ticks} y={y} left={M.left} right={W - M.right} />
          {rounds.map((n, i) => (
            <text key={n} x={x(i)} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[12px] dark:fill-slate-400">
              R{n}
            </text>
          ))}
          {series.map((s, si) => {
            const style = seriesOf(si);
            // A missing round breaks the line rather than drawing through it.
            const path = s.values
              .map((v, i) => (v === null ? "" : `${i > 0 && s.values[i - 1] !== null ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`))
              .join("");
            return (
              <g key={s.key} data-series={s.key}>
                <path d={path} fill="none" strokeWidth={2} strokeDasharray={style.dash} className={style.stroke} />
                {s.values.map((v, i) => {
                  if (v === null) return null;
                  const label = `${s.name}, round ${rounds[i]}: ${v}${change(s.values, i)}`;
                  const tabIndex = si === startSeries && i === startIndex ? 0 : -1;
                  return (
                    <g
                      key={rounds[i]}
                      data-point=""
                      data-series={s.key}
                      data-index={i}
                      data-label={`${s.name} · R${rounds[i]}: ${v}${change(s.values, i)}`}
                      role="img"
                      aria-label={label}
                      tabIndex={tabIndex}
                      className="group cursor-default outline-none"
                    >
                      {/* A larger invisible target, so a point is easy to hover. */}
                      <circle cx={x(i)} cy={y(v)} r={11} className="fill-transparent" />
                      <circle cx={x(i)} cy={y(v)} r={9} strokeWidth={2} className="chart-ring" />
                      <path
                        data-shape={style.shape}
                        d={markerPath(style.shape, x(i), y(v), 5)}
                        className={`${style.fill} stroke-white dark:stroke-slate-900`}
                        strokeWidth={1}
                      />
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </ChartFrame>
    </figure>
  );
}
