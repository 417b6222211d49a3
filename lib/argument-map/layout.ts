import type { ArgumentGraph, MapEdge, MapNode } from "./graph";

export type MapGroup = "round" | "tension";

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 40;
const COLUMN_GAP = 96;
const ROW_GAP = 10;
const TOP = 36;
const LEFT = 8;
const BAND_HEAD = 26;
const BAND_GAP = 14;

export interface PlacedNode extends MapNode {
  x: number;
  y: number;
  column: number;
  /** Keys of the nodes an edge joins to this one, for highlighting. */
  neighbours: string[];
}

export interface PlacedEdge extends MapEdge {
  /** SVG path data. */
  path: string;
}

export interface MapLayout {
  width: number;
  height: number;
  columns: { round: number | null; x: number }[];
  bands: { label: string; y: number }[];
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/**
 * Columns are rounds in order; nodes with no round (a tracker row no marker raised) come first, as moves point back
 * to what they act on and these are only ever acted on.
 */
export function roundColumns(nodes: MapNode[]): (number | null)[] {
  const rounds = [...new Set(nodes.map((n) => n.round))];
  return rounds.sort((a, b) => (a === null ? -1 : b === null ? 1 : a - b));
}

function neighbourMap(nodes: MapNode[], edges: MapEdge[]): Map<string, string[]> {
  const out = new Map<string, string[]>(nodes.map((n) => [n.key, []]));
  for (const e of edges) {
    if (!out.get(e.source)?.includes(e.target)) out.get(e.source)?.push(e.target);
    if (!out.get(e.target)?.includes(e.source)) out.get(e.target)?.push(e.source);
  }
  return out;
}

/** Edge crossings between every pair of adjacent columns, for edges joining them: what the ordering minimises. */
export function countCrossings(columns: string[][], edges: MapEdge[]): number {
  const where = new Map<string, [number, number]>();
  columns.forEach((col, c) => col.forEach((k, r) => where.set(k, [c, r])));
  let crossings = 0;
  for (let c = 0; c + 1 < columns.length; c++) {
    const spans: [number, number][] = [];
    for (const e of edges) {
      const a = where.get(e.source);
      const b = where.get(e.target);
      if (!a || !b) continue;
      if (a[0] === c && b[0] === c + 1) spans.push([a[1], b[1]]);
      else if (b[0] === c && a[0] === c + 1) spans.push([b[1], a[1]]);
    }
    for (let i = 0; i < spans.length; i++)
      for (let j = i + 1; j < spans.length; j++) {
        const [a1, b1] = spans[i]!;
        const [a2, b2] = spans[j]!;
        if ((a1 - a2) * (b1 - b2) < 0) crossings++;
      }
  }
  return crossings;
}

/**
 * Orders each column's nodes by the mean position of their neighbours in the other columns (the barycentre
 * heuristic), sweeping left to right and back, and keeps the order with the fewest crossings seen.
 */
export function orderColumns(initial: string[][], edges: MapEdge[], sweeps = 4): string[][] {
  const neighbours = new Map<string, string[]>();
  for (const e of edges) {
    (neighbours.get(e.source) ?? neighbours.set(e.source, []).get(e.source)!).push(e.target);
    (neighbours.get(e.target) ?? neighbours.set(e.target, []).get(e.target)!).push(e.source);
  }
  let columns = initial.map((c) => [...c]);
  let best = columns.map((c) => [...c]);
  let bestCrossings = countCrossings(best, edges);
  const position = () => {
    const p = new Map<string, [number, number]>();
    columns.forEach((col, c) => col.forEach((k, r) => p.set(k, [c, col.length > 1 ? r / (col.length - 1) : 0.5])));
    return p;
  };
  for (let s = 0; s < sweeps && bestCrossings > 0; s++) {
    const order = s % 2 === 0 ? columns.map((_, i) => i) : columns.map((_, i) => columns.length - 1 - i);
    for (const c of order) {
      const p = position();
      const col = columns[c]!;
      const weight = new Map<string, number>();
      col.forEach((k, r) => {
        const others = (neighbours.get(k) ?? []).map((n) => p.get(n)).filter((x): x is [number, number] => x !== undefined && x[0] !== c);
        // A node with no neighbour elsewhere keeps its place relative to the others.
        weight.set(k, others.length > 0 ? others.reduce((a, x) => a + x[1], 0) / others.length : col.length > 1 ? r / (col.length - 1) : 0.5);
      });
      columns[c] = [...col].sort((a, b) => weight.get(a)! - weight.get(b)!);
    }
    const crossings = countCrossings(columns, edges);
    if (crossings < bestCrossings) {
      best = columns.map((c) => [...c]);
      bestCrossings = crossings;
    }
  }
  columns = best;
  return columns;
}

const KIND_ORDER: Record<MapNode["kind"], number> = { tension: 0, perspective: 1, moves: 2 };

/** Tensions, then perspectives, then moves; within each, by agent then id: a stable start for the ordering. */
function startOrder(a: MapNode, b: MapNode): number {
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  return (a.agent ?? "").localeCompare(b.agent ?? "") || a.id.localeCompare(b.id);
}

/**
 * Bands of the tension grouping: each tension with the perspectives and moves an edge joins to it (one joined to
 * several goes with the first), then the tensions nothing joins in one band, then what is joined to no tension.
 * Gathering the lone ones keeps a large map from spending a band on each.
 */
export function tensionBands(graph: ArgumentGraph): { label: string; keys: string[] }[] {
  const neighbours = neighbourMap(graph.nodes, graph.edges);
  const byKey = new Map(graph.nodes.map((n) => [n.key, n]));
  const taken = new Set<string>();
  const bands: { label: string; keys: string[] }[] = [];
  const lone: string[] = [];
  const tensions = graph.nodes.filter((n) => n.kind === "tension").sort((a, b) => (a.round ?? -1) - (b.round ?? -1) || a.id.localeCompare(b.id));
  for (const t of tensions) {
    taken.add(t.key);
    const keys = [t.key];
    for (const k of neighbours.get(t.key) ?? []) {
      if (byKey.get(k)?.kind !== "tension" && !taken.has(k)) {
        taken.add(k);
        keys.push(k);
      }
    }
    if (keys.length === 1) lone.push(t.key);
    else bands.push({ label: `${t.id}${t.agent ? ` (${t.agent})` : ""}: ${t.label}`, keys });
  }
  if (lone.length > 0) bands.push({ label: "Tensions nothing is joined to", keys: lone });
  const rest = graph.nodes.filter((n) => !taken.has(n.key)).map((n) => n.key);
  if (rest.length > 0) bands.push({ label: "Joined to no tension", keys: rest });
  return bands;
}

function edgePath(a: PlacedNode, b: PlacedNode): string {
  const ay = a.y + NODE_HEIGHT / 2;
  const by = b.y + NODE_HEIGHT / 2;
  if (a.column === b.column) {
    // Within a column: a loop out to the right, wider the further apart the two are.
    const x = a.x + NODE_WIDTH;
    const bulge = Math.min(COLUMN_GAP - 12, 18 + Math.abs(by - ay) / 8);
    return `M${x},${ay} C${x + bulge},${ay} ${x + bulge},${by} ${x},${by}`;
  }
  const [from, to] = a.column > b.column ? [a.x, b.x + NODE_WIDTH] : [a.x + NODE_WIDTH, b.x];
  const mid = (from + to) / 2;
  return `M${from},${ay} C${mid},${ay} ${mid},${by} ${to},${by}`;
}

/** Where every node and edge of the map goes: columns by round, rows ordered to reduce crossings, or bands by tension. */
export function layoutArgumentMap(graph: ArgumentGraph, group: MapGroup): MapLayout {
  const rounds = roundColumns(graph.nodes);
  const byKey = new Map(graph.nodes.map((n) => [n.key, n]));
  const neighbours = neighbourMap(graph.nodes, graph.edges);
  const columns = rounds.map((_, i) => LEFT + i * (NODE_WIDTH + COLUMN_GAP));
  const placed = new Map<string, PlacedNode>();
  const bands: MapLayout["bands"] = [];
  const place = (keys: string[], top: number): number => {
    const initial = rounds.map((r) =>
      keys
        .map((k) => byKey.get(k)!)
        .filter((n) => n.round === r)
        .sort(startOrder)
        .map((n) => n.key),
    );
    const ordered = orderColumns(initial, graph.edges);
    let bottom = top;
    ordered.forEach((col, c) =>
      col.forEach((k, r) => {
        const y = top + r * (NODE_HEIGHT + ROW_GAP);
        placed.set(k, { ...byKey.get(k)!, x: columns[c]!, y, column: c, neighbours: neighbours.get(k) ?? [] });
        bottom = Math.max(bottom, y + NODE_HEIGHT);
      }),
    );
    return bottom;
  };
  let height: number;
  if (group === "tension") {
    let y = TOP;
    for (const band of tensionBands(graph)) {
      bands.push({ label: band.label, y });
      y = place(band.keys, y + BAND_HEAD) + BAND_GAP;
    }
    height = y;
  } else {
    height = place(
      graph.nodes.map((n) => n.key),
      TOP,
    );
  }
  // Reading order, column by column and top to bottom: the order a keyboard or screen reader meets the links in.
  const nodes = graph.nodes.map((n) => placed.get(n.key)!).sort((a, b) => a.column - b.column || a.y - b.y);
  const edges = graph.edges.map((e): PlacedEdge => ({ ...e, path: edgePath(placed.get(e.source)!, placed.get(e.target)!) }));
  return {
    width: LEFT * 2 + Math.max(1, rounds.length) * NODE_WIDTH + Math.max(0, rounds.length - 1) * COLUMN_GAP + (rounds.length > 0 ? COLUMN_GAP / 2 : 0),
    height: height + 8,
    columns: rounds.map((round, i) => ({ round, x: columns[i]! })),
    bands,
    nodes,
    edges,
  };
}

/**
 * A label cut to fit a node's line, on a word boundary: a node's accessible name must contain its visible words whole
 * (axe's label-content-name-mismatch), so a word is cut only when the first one alone is too long.
 */
export function fitLabel(label: string, max: number): string {
  if (label.length <= max) return label;
  const cut = label.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > 0 ? cut.slice(0, space).trimEnd() : cut}…`;
}
