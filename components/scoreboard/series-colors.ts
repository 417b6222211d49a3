/** One colour a series, readable on white and on slate-900; written out whole so Tailwind generates each class. */
export const SERIES = [
  { stroke: "stroke-sky-600 dark:stroke-sky-400", fill: "fill-sky-600 dark:fill-sky-400", swatch: "bg-sky-600 dark:bg-sky-400" },
  { stroke: "stroke-amber-600 dark:stroke-amber-400", fill: "fill-amber-600 dark:fill-amber-400", swatch: "bg-amber-600 dark:bg-amber-400" },
  { stroke: "stroke-emerald-600 dark:stroke-emerald-400", fill: "fill-emerald-600 dark:fill-emerald-400", swatch: "bg-emerald-600 dark:bg-emerald-400" },
  { stroke: "stroke-violet-600 dark:stroke-violet-400", fill: "fill-violet-600 dark:fill-violet-400", swatch: "bg-violet-600 dark:bg-violet-400" },
  { stroke: "stroke-rose-600 dark:stroke-rose-400", fill: "fill-rose-600 dark:fill-rose-400", swatch: "bg-rose-600 dark:bg-rose-400" },
  { stroke: "stroke-teal-600 dark:stroke-teal-400", fill: "fill-teal-600 dark:fill-teal-400", swatch: "bg-teal-600 dark:bg-teal-400" },
  { stroke: "stroke-orange-600 dark:stroke-orange-400", fill: "fill-orange-600 dark:fill-orange-400", swatch: "bg-orange-600 dark:bg-orange-400" },
  { stroke: "stroke-fuchsia-600 dark:stroke-fuchsia-400", fill: "fill-fuchsia-600 dark:fill-fuchsia-400", swatch: "bg-fuchsia-600 dark:bg-fuchsia-400" },
] as const;

export const seriesOf = (i: number) => SERIES[i % SERIES.length]!;
