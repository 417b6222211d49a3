import { beforeAll, describe, expect, it } from "vitest";
import type { ArgumentGraph, MapEdge, MapNode } from "./graph";
import { edgesThroughNodes, pathPoints, slantedSegments } from "@/tests/helpers/map-geometry";
import { fitLabel, layoutArgumentMap, NODE_HEIGHT, NODE_WIDTH, roundColumns, tensionBands, type MapLayout } from "./layout";

const node = (key: string, kind: MapNode["kind"], round: number | null, agent = "Muffin"): MapNode => ({
  key,
  kind,
  id: key.toUpperCase(),
  label: `label of ${key}`,
  agent,
  round,
  status: "open",
  marker: null,
});
const edge = (source: string, target: string, marker = 0): MapEdge => ({ source, target, kind: "refined", agent: "Scone", round: 1, marker });

// Round 0 holds a, b; round 1 holds c, d. c answers b and d answers a: as listed, the two edges cross.
const crossed: ArgumentGraph = {
  nodes: [node("a", "tension", 0), node("b", "tension", 0, "Scone"), node("c", "perspective", 1), node("d", "perspective", 1, "Scone")],
  edges: [edge("c", "b"), edge("d", "a", 1)],
};

describe("roundColumns", () => {
  it("orders rounds, with nodes of no round first", () => {
    expect(roundColumns([node("a", "tension", 2), node("b", "tension", null), node("c", "tension", 0), node("d", "tension", 2)])).toEqual([null, 0, 2]);
  });
});

describe("layoutArgumentMap by round", () => {
  let layout: MapLayout;
  beforeAll(async () => {
    layout = await layoutArgumentMap(crossed, "round");
  });

  it("puts each round in its own column, left to right, and no two nodes on one another", () => {
    const at = Object.fromEntries(layout.nodes.map((n) => [n.key, n]));
    expect(at.a!.x).toBe(at.b!.x);
    expect(at.c!.x).toBeGreaterThan(at.a!.x + NODE_WIDTH);
    for (const p of layout.nodes) for (const q of layout.nodes) if (p !== q && p.x === q.x) expect(Math.abs(p.y - q.y)).toBeGreaterThanOrEqual(NODE_HEIGHT);
    expect(layout.columns.map((c) => c.round)).toEqual([0, 1]);
  });

  it("fits every node inside the drawing", () => {
    for (const n of layout.nodes) {
      expect(n.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(n.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
  });

  it("draws the uncrossed order: each answer level with what it answers", () => {
    const y = Object.fromEntries(layout.nodes.map((n) => [n.key, n.y]));
    expect(Math.sign(y.a! - y.b!)).toBe(Math.sign(y.d! - y.c!));
  });

  it("draws an edge in right angles from the later node's left side to the earlier node's right side, and within a column out to the right", async () => {
    const c = layout.nodes.find((n) => n.key === "c")!;
    const b = layout.nodes.find((n) => n.key === "b")!;
    const p = pathPoints(layout.edges[0]!.path);
    expect(p[0]!.x).toBe(c.x);
    expect(p[0]!.y).toBeGreaterThan(c.y);
    expect(p[0]!.y).toBeLessThan(c.y + NODE_HEIGHT);
    expect(p.at(-1)!.x).toBe(b.x + NODE_WIDTH);
    expect(p.at(-1)!.y).toBeGreaterThan(b.y);
    expect(p.at(-1)!.y).toBeLessThan(b.y + NODE_HEIGHT);
    expect(slantedSegments(layout)).toEqual([]);
    const within = await layoutArgumentMap({ ...crossed, edges: [edge("b", "a")] }, "round");
    const at = (k: string) => within.nodes.find((n) => n.key === k)!;
    const right = at("a").x + NODE_WIDTH;
    const loop = pathPoints(within.edges[0]!.path);
    expect(loop[0]).toEqual({ x: right, y: at("b").y + NODE_HEIGHT / 2 });
    expect(loop.at(-1)).toEqual({ x: right, y: at("a").y + NODE_HEIGHT / 2 });
    expect(Math.min(...loop.slice(1, -1).map((q) => q.x))).toBeGreaterThan(right);
    expect(slantedSegments(within)).toEqual([]);
  });

  it("records each node's neighbours for highlighting", () => {
    expect(layout.nodes.find((n) => n.key === "a")!.neighbours).toEqual(["d"]);
  });
});

describe("layoutArgumentMap by tension", () => {
  const graph: ArgumentGraph = {
    nodes: [...crossed.nodes, node("e", "perspective", 1, "Eclair")],
    edges: [...crossed.edges, edge("e", "a", 2)],
  };

  it("gives each tension a band with the perspectives joined to it, gathers lone tensions, then the perspectives joined to none", () => {
    expect(tensionBands(graph).map((b) => b.keys)).toEqual([
      ["a", "d", "e"],
      ["b", "c"],
    ]);
    const lonely = { ...graph, nodes: [...graph.nodes, node("f", "perspective", 0), node("g", "tension", 1), node("h", "tension", null)] };
    expect(tensionBands(lonely).slice(2)).toEqual([
      { label: "Tensions nothing is joined to", keys: ["h", "g"] },
      { label: "Joined to no tension", keys: ["f"] },
    ]);
  });

  it("stacks the bands: every node of a band below its label and above the next band", async () => {
    const layout = await layoutArgumentMap(graph, "tension");
    expect(layout.bands.map((b) => b.label)).toEqual(["A (Muffin): label of a", "B (Scone): label of b"]);
    const y = Object.fromEntries(layout.nodes.map((n) => [n.key, n.y]));
    for (const k of ["a", "d", "e"]) {
      expect(y[k]).toBeGreaterThan(layout.bands[0]!.y);
      expect(y[k]! + NODE_HEIGHT).toBeLessThan(layout.bands[1]!.y);
    }
    expect(y.b).toBeGreaterThan(layout.bands[1]!.y);
  });
});

describe("fitLabel", () => {
  it("keeps a short label and cuts a long one on a word, with an ellipsis", () => {
    expect(fitLabel("Short", 10)).toBe("Short");
    expect(fitLabel("Freshness versus latency at the edge", 20)).toBe("Freshness versus…");
    expect(fitLabel('T01 resolves through "git-wins-with-drift-detection"', 37)).toBe("T01 resolves through…");
    expect(fitLabel("Supercalifragilistic", 10)).toBe("Supercali…");
  });
});

describe("reading order", () => {
  it("lists nodes column by column, top to bottom, as a keyboard meets them", async () => {
    const layout = await layoutArgumentMap(crossed, "round");
    const order = layout.nodes.map((n) => [n.column, n.y]);
    expect(order).toEqual([...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    expect(layout.nodes.map((n) => n.key).sort()).toEqual(["a", "b", "c", "d"]);
  });
});

// Crossing-prone: three rounds of four, round 2 answering round 0 over round 1's nodes, answers within a round, and
// perspectives joined to two tensions (in the tension grouping, an edge between bands, some two columns apart).
const tangled: ArgumentGraph = {
  nodes: [
    ...["t0", "t1", "t2", "t3"].map((k, i) => node(k, "tension", 0, ["Muffin", "Scone", "Eclair", "Donut"][i])),
    ...["p0", "p1", "p2", "p3"].map((k, i) => node(k, "perspective", 1, ["Muffin", "Scone", "Eclair", "Donut"][i])),
    ...["q0", "q1", "q2", "q3"].map((k, i) => node(k, "perspective", 2, ["Muffin", "Scone", "Eclair", "Donut"][i])),
  ],
  edges: [
    edge("p0", "t3", 0),
    edge("p3", "t0", 1),
    edge("p1", "t2", 2),
    edge("p2", "t1", 3),
    edge("q0", "t1", 4),
    edge("q3", "t2", 5),
    edge("q1", "t0", 6),
    edge("q2", "p2", 7),
    edge("q1", "p3", 8),
    edge("p1", "p0", 9),
    edge("q3", "q0", 10),
    edge("t2", "t0", 11),
    edge("p0", "t1", 12),
    edge("q2", "t3", 13),
    edge("q3", "t1", 14),
    edge("t3", "q1", 15),
  ],
};

describe("edges routed around the nodes", () => {
  for (const group of ["round", "tension"] as const)
    it(`grouped by ${group}: every segment horizontal or vertical, none through a node it does not join, one x a round`, async () => {
      const layout = await layoutArgumentMap(tangled, group);
      expect(layout.edges).toHaveLength(tangled.edges.length);
      expect(slantedSegments(layout)).toEqual([]);
      expect(edgesThroughNodes(layout)).toEqual([]);
      for (const round of [0, 1, 2]) expect(new Set(layout.nodes.filter((n) => n.round === round).map((n) => n.x)).size).toBe(1);
      expect(layout.columns.map((c) => c.x)).toEqual([...new Set(layout.nodes.map((n) => n.x))].sort((a, b) => a - b));
      // Each edge starts on its source's box and ends on its target's.
      for (const e of layout.edges) {
        const p = pathPoints(e.path);
        for (const [q, key] of [
          [p[0]!, e.source],
          [p.at(-1)!, e.target],
        ] as const) {
          const n = layout.nodes.find((m) => m.key === key)!;
          expect([n.x, n.x + NODE_WIDTH]).toContain(q.x);
          expect(q.y).toBeGreaterThanOrEqual(n.y);
          expect(q.y).toBeLessThanOrEqual(n.y + NODE_HEIGHT);
        }
      }
    });

  it("has edges between bands two columns apart, which must cross over between the bands", () => {
    const band = new Map(tensionBands(tangled).flatMap((b, i) => b.keys.map((k) => [k, i] as const)));
    const round = new Map(tangled.nodes.map((n) => [n.key, n.round!]));
    const far = tangled.edges.filter((e) => band.get(e.source) !== band.get(e.target) && Math.abs(round.get(e.source)! - round.get(e.target)!) === 2);
    expect(far.map((e) => `${e.source}→${e.target}`)).toEqual(["q3→t2", "t3→q1"]);
  });

  it("gives the same coordinates for the same graph", async () => {
    const [a, b] = await Promise.all([layoutArgumentMap(tangled, "round"), layoutArgumentMap(tangled, "round")]);
    expect(b).toEqual(a);
    expect(await layoutArgumentMap(tangled, "tension")).toEqual(await layoutArgumentMap(tangled, "tension"));
  });
});
