/** A chart's value axis: one faint line across the plot at each tick, its value at the left edge. */
export function GridLines({ ticks, y, left, right }: { ticks: number[]; y: (v: number) => number; left: number; right: number }) {
  return ticks.map((t) => (
    <g key={t}>
      <line x1={left} x2={right} y1={y(t)} y2={y(t)} className="stroke-slate-200 dark:stroke-slate-800" />
      <text x={left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[12px] dark:fill-slate-400">
        {t}
      </text>
    </g>
  ));
}
