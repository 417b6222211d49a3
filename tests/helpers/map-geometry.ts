import type { MapEdge } from "@/lib/argument-map/graph";
import { NODE_HEIGHT, NODE_WIDTH, type MapLayout } from "@/lib/argument-map/layout";

type Point = { x: number; y: number };

/** The corners of an edge's SVG path (`M x,y L x,y …`). */
export function pathPoints(path: string): Point[] {
  return path.split(" ").map((step) => {
    const [x, y] = step.slice(1).split(",").map(Number);
    return { x: x!, y: y! };
  });
}

/** Segments of the map's edges that are neither horizontal nor vertical, as `edge i`. */
export function slantedSegments(layout: MapLayout): string[] {
  const out: string[] = [];
  layout.edges.forEach((e, i) => {
    const p = pathPoints(e.path);
    for (let k = 1; k < p.length; k++) if (p[k]!.x !== p[k - 1]!.x && p[k]!.y !== p[k - 1]!.y) out.push(`edge ${i}`);
  });
  return out;
}

/**
 * Every edge segment that passes through the inside of a node box other than the edge's own two ends, as
 * `edge i (source→target) through key`. Touching a box's side is not passing through it.
 */
export function edgesThroughNodes(layout: MapLayout): string[] {
  const out: string[] = [];
  layout.edges.forEach((e, i) => {
    const p = pathPoints(e.path);
    for (let k = 1; k < p.length; k++) {
      const [a, b] = [p[k - 1]!, p[k]!];
      for (const n of layout.nodes) {
        if (n.key === e.source || n.key === e.target) continue;
        const inX = Math.max(a.x, b.x) > n.x + 0.5 && Math.min(a.x, b.x) < n.x + NODE_WIDTH - 0.5;
        const inY = Math.max(a.y, b.y) > n.y + 0.5 && Math.min(a.y, b.y) < n.y + NODE_HEIGHT - 0.5;
        if (inX && inY) out.push(`edge ${i} (${e.source}→${e.target}) through ${n.key}`);
      }
    }
  });
  return out;
}

/** Edge crossings between every pair of adjacent columns (nodes listed top to bottom), for edges joining them. */
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
