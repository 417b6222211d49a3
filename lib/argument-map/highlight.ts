import type { EdgeKind } from "./graph";

/** A stroke each kind of move is drawn in: mid tones that read on the light and the dark page alike. */
export const EDGE_COLORS: Record<EdgeKind, string> = {
  refined: "#2563eb",
  conceded: "#d97706",
  acknowledged: "#7c3aed",
  resolved: "#16a34a",
  confirmed: "#0d9488",
  challenged: "#dc2626",
  referenced: "#64748b",
};

/**
 * The stylesheet that, while a node is hovered or focused, fades every edge and node not joined to it: pure CSS
 * (`:has`), so the map needs no client script. One rule a node; keys are the graph's own (`t3`, `p12`).
 */
export function highlightCss(keys: string[]): string {
  return keys
    .map((k) => `.amap:has([data-node="${k}"]:is(:hover,:focus-visible)) :is(.amap-edge:not(.amap-e-${k}),.amap-node:not(.amap-n-${k})){opacity:.15}`)
    .join("\n");
}
