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

// Slate, amber, blue and green of the Tailwind palette: the map's look written once, not as utilities on each of its
// hundreds of elements, which kept a large map's markup (and its server time) twice the size.
const LIGHT_DARK: [string, string, string][] = [
  [".amap .nb", "fill:#fff", "fill:#0f172a"],
  [".amap a:hover .nb", "fill:#f8fafc", "fill:#1e293b"],
  [".amap .nt .nb", "stroke:#d97706", "stroke:#fbbf24"],
  [".amap .np .nb", "stroke:#2563eb", "stroke:#60a5fa"],
  [".amap .nt .bar", "fill:#d97706", "fill:#fbbf24"],
  [".amap .np .bar", "fill:#2563eb", "fill:#60a5fa"],
  [".amap .nm .nb", "stroke:#64748b", "stroke:#94a3b8"],
  [".amap .nm .bar", "fill:#64748b", "fill:#94a3b8"],
  [".amap .id", "fill:#0f172a", "fill:#f1f5f9"],
  [".amap .who,.amap .st", "fill:#475569", "fill:#94a3b8"],
  [".amap .lb", "fill:#334155", "fill:#cbd5e1"],
  [".amap .ok", "fill:#15803d", "fill:#4ade80"],
  [".amap .col", "fill:#475569", "fill:#94a3b8"],
  [".amap .band", "fill:#1e293b", "fill:#e2e8f0"],
  [".amap .rule", "stroke:#e2e8f0", "stroke:#1e293b"],
];

/** The map's stylesheet, the same for every map. */
export const MAP_CSS = [
  ...LIGHT_DARK.flatMap(([sel, light, dark]) => [
    `${sel}{${light}}`,
    `.dark ${sel
      .split(",")
      .map((s) => s.trim())
      .join(",.dark ")}{${dark}}`,
  ]),
  ".amap text{font-size:11px}",
  ".amap .nb{stroke-width:1.5}",
  ".amap .nd .nb{stroke-dasharray:4 3}",
  ".amap a{outline:none}",
  ".amap a:focus-visible .nb{stroke-width:3.5}",
  ".amap .id,.amap .col,.amap .band{font-weight:600}",
  ".amap .col,.amap .band{font-size:12px}",
  ".amap .st{font-size:10px}",
  ".amap .E{fill:none;stroke-width:1.5;stroke-opacity:.75}",
  ".amap .E.referenced{stroke-dasharray:5 4}",
  ...Object.entries(EDGE_COLORS).map(([k, c]) => `.amap .E.${k}{stroke:${c}}`),
].join("\n");

/**
 * The stylesheet that, while a node is hovered or focused, fades every edge and node not joined to it: pure CSS
 * (`:has`), so the map needs no client script. One rule a node; keys are the graph's own (`t3`, `p12`).
 */
export function highlightCss(keys: string[]): string {
  return keys.map((k) => `.amap:has([data-node="${k}"]:is(:hover,:focus-visible)) :is(.E:not(.e-${k}),.N:not(.n-${k})){opacity:.15}`).join("\n");
}
