import ELK, { type ElkExtendedEdge, type ElkNode } from "elkjs/lib/elk.bundled.js";
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
/** Room for each edge ELK does not route (within a column, or between bands), beside the ones it does. */
const LANE = 8;

export interface PlacedNode extends MapNode {
  x: number;
  y: number;
  column: number;
  /** Keys of the nodes an edge joins to this one, for highlighting. */
  neighbours: string[];
}

export interface PlacedEdge extends MapEdge {
  /** SVG path data: orthogonal segments from the source's side to the target's. */
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

type Point = { x: number; y: number };

// The bundled build runs ELK in this process (no worker); one instance queues the layouts asked of it.
const elk = new ELK();

/**
 * ELK's layered algorithm, left to right, edges routed orthogonally between the layers. Layers are taken from the
 * preset x (INTERACTIVE) so every node of a round shares one column, which ELK's own layering does not promise.
 */
const ELK_OPTIONS: Record<string, string> = {
  "elk.algorithm": "layered",
  "elk.direction": "RIGHT",
  "elk.edgeRouting": "ORTHOGONAL",
  "elk.separateConnectedComponents": "false",
  "elk.layered.layering.strategy": "INTERACTIVE",
  "elk.layered.cycleBreaking.strategy": "INTERACTIVE",
  "elk.spacing.nodeNode": String(ROW_GAP),
  "elk.layered.spacing.nodeNodeBetweenLayers": String(COLUMN_GAP),
  "elk.spacing.edgeNode": "12",
  "elk.layered.spacing.edgeNodeBetweenLayers": "12",
  "elk.padding": "[top=0,left=0,bottom=0,right=0]",
  "elk.randomSeed": "1",
  // Half the time of the default (7) on the corpus's largest map, for 3 % more crossings.
  "elk.layered.thoroughness": "1",
};

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

const KIND_ORDER: Record<MapNode["kind"], number> = { tension: 0, perspective: 1, moves: 2 };

/** Tensions, then perspectives, then moves; within each, by agent then id: the order ELK is given, so ties fall alike. */
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

/** One block of rows laid out by ELK: node places and edge routes in its own frame, from (0, 0). */
interface Block {
  at: Map<string, Point>;
  routes: Map<number, Point[]>;
  height: number;
  /** Left x of each column the block has nodes in. */
  columnX: Map<number, number>;
}

/**
 * ELK's layout of each block's nodes and the edges between them that join two columns (each edge by its index in the
 * graph's edges). All blocks go in one call, each a child of the root laid out on its own: a call costs milliseconds
 * before any layout is done, and a tension grouping has a block a band. The root is "fixed": where ELK would put the
 * blocks is not used, as the bands are stacked here.
 */
async function layoutBlocks(blocks: { nodes: MapNode[]; edges: { edge: MapEdge; index: number }[] }[], columnOf: Map<string, number>): Promise<Block[]> {
  const children: ElkNode[] = blocks.map((b, i) => ({
    id: `b${i}`,
    layoutOptions: ELK_OPTIONS,
    children: [...b.nodes]
      .sort(startOrder)
      .map((n) => ({ id: n.key, width: NODE_WIDTH, height: NODE_HEIGHT, x: columnOf.get(n.key)! * (NODE_WIDTH + COLUMN_GAP), y: 0 })),
    // ELK draws left to right, so an edge goes in from its earlier column; its route is turned back for the SVG.
    edges: b.edges.map(({ edge, index }): ElkExtendedEdge => {
      const forward = columnOf.get(edge.source)! < columnOf.get(edge.target)!;
      return { id: `e${index}`, sources: [forward ? edge.source : edge.target], targets: [forward ? edge.target : edge.source] };
    }),
  }));
  const out: ElkNode = await elk.layout({ id: "map", layoutOptions: { "elk.algorithm": "fixed" }, children });
  return blocks.map((b, i) => {
    const laid = out.children?.find((c) => c.id === `b${i}`);
    const at = new Map((laid?.children ?? []).map((c) => [c.id, { x: c.x ?? 0, y: c.y ?? 0 }]));
    const columnX = new Map<number, number>();
    for (const [key, p] of at) columnX.set(columnOf.get(key)!, p.x);
    const routes = new Map<number, Point[]>();
    const byId = new Map(b.edges.map((x) => [`e${x.index}`, x]));
    for (const e of laid?.edges ?? []) {
      const s = e.sections?.[0];
      const { edge, index } = byId.get(e.id)!;
      const points = s ? [s.startPoint, ...(s.bendPoints ?? []), s.endPoint] : [];
      if (s) routes.set(index, e.sources[0] === edge.source ? points : points.reverse());
    }
    return { at, routes, height: laid?.height ?? 0, columnX };
  });
}

/**
 * Where each column goes when blocks (the bands) share columns: every gap as wide as the widest any block asked for,
 * then `reserve` more for the lanes of the edges routed through it by hand.
 */
function placeColumns(count: number, blocks: Block[], reserve: number[]): number[] {
  const x: number[] = [];
  for (let c = 0; c < count; c++) {
    let at = c === 0 ? LEFT : x[c - 1]! + NODE_WIDTH + COLUMN_GAP + reserve[c - 1]!;
    for (const b of blocks) {
      const mine = b.columnX.get(c);
      if (mine === undefined) continue;
      // The gap this block left before this column, from its nearest column to the left.
      for (let p = c - 1; p >= 0; p--) {
        const before = b.columnX.get(p);
        if (before === undefined) continue;
        at = Math.max(at, x[p]! + mine - before + (p === c - 1 ? reserve[p]! : 0));
        break;
      }
    }
    x.push(at);
  }
  return x;
}

/** Moves a block's x from its own columns to the shared ones: within a column or the gap after it, by that column's shift. */
function shiftX(block: Block, columns: number[]): (x: number) => number {
  const own = [...block.columnX].sort((a, b) => a[1] - b[1]);
  return (x) => {
    let shift = columns[own[0]![0]]! - own[0]![1];
    for (const [c, cx] of own) if (x >= cx) shift = columns[c]! - cx;
    return x + shift;
  };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** SVG path data through the points, leaving out a point on the line between its neighbours (or on one of them). */
function pathOf(points: Point[]): string {
  const r = points.map((p) => ({ x: round1(p.x), y: round1(p.y) }));
  const kept = r.filter((p, i) => {
    const [a, b] = [r[i - 1], r[i + 1]];
    return !a || !b || !((a.x === p.x && p.x === b.x) || (a.y === p.y && p.y === b.y));
  });
  return kept.map((p, i) => `${i === 0 ? "M" : "L"}${p.x},${p.y}`).join(" ");
}

/**
 * Where every node and edge of the map goes: columns by round with rows and edge routes from ELK, or a band of rows a
 * tension, each band laid out by ELK and the bands' columns lined up.
 */
export async function layoutArgumentMap(graph: ArgumentGraph, group: MapGroup): Promise<MapLayout> {
  const rounds = roundColumns(graph.nodes);
  const byKey = new Map(graph.nodes.map((n) => [n.key, n]));
  const neighbours = neighbourMap(graph.nodes, graph.edges);
  const columnOf = new Map(graph.nodes.map((n) => [n.key, rounds.indexOf(n.round)]));
  const groups = group === "tension" ? tensionBands(graph) : [{ label: "", keys: graph.nodes.map((n) => n.key) }];
  const bandOf = new Map<string, number>();
  groups.forEach((g, i) => g.keys.forEach((k) => bandOf.set(k, i)));
  // ELK routes an edge between two columns of one band; one within a column or across bands goes by the lanes.
  const byElk = (e: MapEdge) => bandOf.get(e.source) === bandOf.get(e.target) && columnOf.get(e.source) !== columnOf.get(e.target);
  const indexed = graph.edges.map((edge, index) => ({ edge, index }));
  const blocks = await layoutBlocks(
    groups.map((g, i) => ({
      nodes: g.keys.map((k) => byKey.get(k)!),
      edges: indexed.filter(({ edge }) => byElk(edge) && bandOf.get(edge.source) === i),
    })),
    columnOf,
  );
  const manual = indexed.filter(({ edge }) => !byElk(edge));
  // Each end of a hand-routed edge leaves its node toward the other end, into the gap on that side (right, in one column).
  const gapOf = (e: MapEdge, end: "source" | "target") => {
    const [c, other] = [columnOf.get(e[end])!, columnOf.get(e[end === "source" ? "target" : "source"])!];
    return other > c ? c : c - (other < c ? 1 : 0);
  };
  // One that must change gaps crosses over in the row above the lower of its two bands, where no node is.
  const rowLanes = groups.map(() => 0);
  const rowLaneOf = new Map<number, number>();
  for (const { edge, index } of manual)
    if (gapOf(edge, "source") !== gapOf(edge, "target")) rowLaneOf.set(index, rowLanes[Math.max(bandOf.get(edge.source)!, bandOf.get(edge.target)!)]!++);
  // The bands stacked, each below its heading and the row of lanes above it.
  const bands: MapLayout["bands"] = [];
  const blockTop: number[] = [];
  const rowTop: number[] = [];
  let y = TOP;
  blocks.forEach((block, i) => {
    if (group === "tension") {
      if (i > 0) y += Math.max(BAND_GAP, (rowLanes[i]! + 1) * LANE);
      rowTop.push(y);
      bands.push({ label: groups[i]!.label, y });
      y += BAND_HEAD;
    }
    blockTop.push(y);
    y += block.height;
  });
  const middleY = (key: string) => blockTop[bandOf.get(key)!]! + blocks[bandOf.get(key)!]!.at.get(key)!.y + NODE_HEIGHT / 2;
  const rowY = (index: number, edge: MapEdge) => rowTop[Math.max(bandOf.get(edge.source)!, bandOf.get(edge.target)!)]! - (rowLaneOf.get(index)! + 1) * LANE;
  // Lanes of a gap are shared by edges whose runs down it do not overlap (first fit, top to bottom).
  const runs = rounds.map(() => [] as { key: string; from: number; to: number }[]);
  for (const { edge, index } of manual) {
    const [a, b] = [middleY(edge.source), middleY(edge.target)];
    const [gs, gt] = [gapOf(edge, "source"), gapOf(edge, "target")];
    if (gs === gt) runs[gs]!.push({ key: `${index}|${gs}`, from: Math.min(a, b), to: Math.max(a, b) });
    else {
      const row = rowY(index, edge);
      runs[gs]!.push({ key: `${index}|${gs}`, from: Math.min(a, row), to: Math.max(a, row) });
      runs[gt]!.push({ key: `${index}|${gt}`, from: Math.min(b, row), to: Math.max(b, row) });
    }
  }
  const laneAt = new Map<string, number>();
  const lanes = runs.map((list) => {
    const ends: number[] = [];
    for (const r of [...list].sort((p, q) => p.from - q.from || p.to - q.to || p.key.localeCompare(q.key))) {
      const free = ends.findIndex((end) => end + NODE_HEIGHT / 2 < r.from);
      const lane = free >= 0 ? free : ends.length;
      ends[lane] = r.to;
      laneAt.set(r.key, lane);
    }
    return ends.length;
  });
  // The lanes of a gap sit after what ELK drew in it, with a lane's width of room before the next column.
  const reserve = lanes.map((n) => (n > 0 ? (n + 1) * LANE : 0));
  const columns = placeColumns(rounds.length, blocks, reserve);
  const laneStart = (g: number) => (g + 1 < columns.length ? columns[g + 1]! - reserve[g]! : columns[g]! + NODE_WIDTH + 12);
  const placed = new Map<string, PlacedNode>();
  const routes = new Map<number, Point[]>();
  blocks.forEach((block, i) => {
    const sx = shiftX(block, columns);
    const top = blockTop[i]!;
    for (const [key, p] of block.at)
      placed.set(key, { ...byKey.get(key)!, x: round1(sx(p.x)), y: round1(top + p.y), column: columnOf.get(key)!, neighbours: neighbours.get(key) ?? [] });
    for (const [index, points] of block.routes)
      routes.set(
        index,
        points.map((p) => ({ x: sx(p.x), y: top + p.y })),
      );
  });
  const laneX = (index: number, g: number) => laneStart(g) + (laneAt.get(`${index}|${g}`)! + 0.5) * LANE;
  for (const { edge, index } of manual) {
    const side = (key: string, g: number) => {
      const n = placed.get(key)!;
      return { x: g >= n.column ? n.x + NODE_WIDTH : n.x, y: n.y + NODE_HEIGHT / 2 };
    };
    const [gs, gt] = [gapOf(edge, "source"), gapOf(edge, "target")];
    const [from, to] = [side(edge.source, gs), side(edge.target, gt)];
    const [xs, xt] = [laneX(index, gs), laneX(index, gt)];
    // Out into a gap, down it (along the row and down the other gap if it changes gaps), and in: no node is in the way.
    const row = gs === gt ? null : rowY(index, edge);
    routes.set(
      index,
      row === null
        ? [from, { x: xs, y: from.y }, { x: xs, y: to.y }, to]
        : [from, { x: xs, y: from.y }, { x: xs, y: row }, { x: xt, y: row }, { x: xt, y: to.y }, to],
    );
  }
  // Reading order, column by column and top to bottom: the order a keyboard or screen reader meets the links in.
  const nodes = graph.nodes.map((n) => placed.get(n.key)!).sort((a, b) => a.column - b.column || a.y - b.y);
  const edges = graph.edges.map((e, i): PlacedEdge => ({ ...e, path: pathOf(routes.get(i)!) }));
  const last = columns.length - 1;
  return {
    width: Math.ceil((last >= 0 ? Math.max(columns[last]! + NODE_WIDTH + COLUMN_GAP / 2, laneStart(last) + reserve[last]!) : LEFT + NODE_WIDTH) + LEFT),
    height: Math.ceil(y + 8),
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
