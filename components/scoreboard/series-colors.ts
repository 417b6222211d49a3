/**
 * Series styles that stay apart for 16 agents: 16 hues (readable on white and on slate-900), each with its own
 * marker shape among 8, and the second eight drawn dashed, so no two series share colour, shape and line together
 * and a reader who cannot tell two hues apart still has the shape. Classes are written out whole so Tailwind sees them.
 */
export const SERIES = [
  { stroke: "stroke-sky-600 dark:stroke-sky-400", fill: "fill-sky-600 dark:fill-sky-400" },
  { stroke: "stroke-amber-600 dark:stroke-amber-400", fill: "fill-amber-600 dark:fill-amber-400" },
  { stroke: "stroke-emerald-600 dark:stroke-emerald-400", fill: "fill-emerald-600 dark:fill-emerald-400" },
  { stroke: "stroke-violet-600 dark:stroke-violet-400", fill: "fill-violet-600 dark:fill-violet-400" },
  { stroke: "stroke-rose-600 dark:stroke-rose-400", fill: "fill-rose-600 dark:fill-rose-400" },
  { stroke: "stroke-teal-700 dark:stroke-teal-300", fill: "fill-teal-700 dark:fill-teal-300" },
  { stroke: "stroke-orange-700 dark:stroke-orange-300", fill: "fill-orange-700 dark:fill-orange-300" },
  { stroke: "stroke-fuchsia-600 dark:stroke-fuchsia-400", fill: "fill-fuchsia-600 dark:fill-fuchsia-400" },
  { stroke: "stroke-lime-700 dark:stroke-lime-400", fill: "fill-lime-700 dark:fill-lime-400" },
  { stroke: "stroke-indigo-600 dark:stroke-indigo-300", fill: "fill-indigo-600 dark:fill-indigo-300" },
  { stroke: "stroke-pink-700 dark:stroke-pink-300", fill: "fill-pink-700 dark:fill-pink-300" },
  { stroke: "stroke-cyan-700 dark:stroke-cyan-300", fill: "fill-cyan-700 dark:fill-cyan-300" },
  { stroke: "stroke-yellow-700 dark:stroke-yellow-300", fill: "fill-yellow-700 dark:fill-yellow-300" },
  { stroke: "stroke-blue-800 dark:stroke-blue-300", fill: "fill-blue-800 dark:fill-blue-300" },
  { stroke: "stroke-red-800 dark:stroke-red-300", fill: "fill-red-800 dark:fill-red-300" },
  { stroke: "stroke-green-800 dark:stroke-green-300", fill: "fill-green-800 dark:fill-green-300" },
] as const;

export const SHAPES = ["circle", "square", "triangle", "diamond", "triangle-down", "pentagon", "star", "hexagon"] as const;
export type Shape = (typeof SHAPES)[number];

export interface SeriesStyle {
  stroke: string;
  fill: string;
  shape: Shape;
  /** An SVG stroke-dasharray, or undefined for a solid line. */
  dash: string | undefined;
}

export function seriesOf(i: number): SeriesStyle {
  const n = ((i % SERIES.length) + SERIES.length) % SERIES.length;
  return { ...SERIES[n]!, shape: SHAPES[n % SHAPES.length]!, dash: n >= SHAPES.length ? "6 3" : undefined };
}

/** A regular polygon's path around (cx, cy), its first corner straight up (or down when `flip`). */
function polygon(cx: number, cy: number, r: number, corners: number, flip = false, inner = 0): string {
  const points: string[] = [];
  const steps = inner > 0 ? corners * 2 : corners;
  for (let k = 0; k < steps; k++) {
    const radius = inner > 0 && k % 2 === 1 ? inner : r;
    const angle = (Math.PI * 2 * k) / steps - Math.PI / 2 + (flip ? Math.PI : 0);
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return `M${points.join("L")}Z`;
}

/** The marker's outline as one path, about 2r across, so every shape reads as the same size. */
export function markerPath(shape: Shape, cx: number, cy: number, r: number): string {
  switch (shape) {
    case "circle":
      return `M${cx - r},${cy}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case "square":
      return `M${cx - r * 0.85},${cy - r * 0.85}h${r * 1.7}v${r * 1.7}h${-r * 1.7}Z`;
    case "triangle":
      return polygon(cx, cy + r * 0.15, r * 1.15, 3);
    case "triangle-down":
      return polygon(cx, cy - r * 0.15, r * 1.15, 3, true);
    case "diamond":
      return polygon(cx, cy, r * 1.15, 4);
    case "pentagon":
      return polygon(cx, cy, r * 1.05, 5);
    case "star":
      return polygon(cx, cy, r * 1.3, 5, false, r * 0.55);
    case "hexagon":
      return polygon(cx, cy, r * 1.05, 6);
  }
}
