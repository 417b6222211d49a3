import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { buildArgumentGraph, mentionedIds } from "./graph";

// Two rounds: Muffin raises a tension and a perspective, Scone answers in round 1 with a perspective that names T01
// and then resolves it, Eclair concedes with nothing of his own raised that round.
const MAP_FIXTURE = `# Alignment Dialogue: Map

**Status**: Converged

## Round 0: Opening

### 🧁 Muffin

[PERSPECTIVE P01: Cache at the edge]

[TENSION T01: Freshness vs latency]

### 🧁 Eclair

[PERSPECTIVE P01: Measure before caching]

## Round 1: Answers

### 🧁 Scone

[PERSPECTIVE P01: T01 resolves with a short TTL and purge hooks]

[REFINEMENT T01: scope it to read paths]

[RESOLVED T01: short TTL with purge]

### 🧁 Eclair

[CONCESSION T01: latency wins on read paths]
`;

const graph = () => buildArgumentGraph(parseDialogue(MAP_FIXTURE).dialogue);
const name = (key: string | null) => {
  const n = graph().nodes.find((x) => x.key === key);
  return n ? `${n.id}/${n.agent}@${n.round}` : null;
};

describe("buildArgumentGraph", () => {
  it("makes every tension and perspective a node, with the marker that raised it, and moves made from none another", () => {
    const { nodes } = graph();
    const d = parseDialogue(MAP_FIXTURE).dialogue;
    expect(nodes.map((n) => `${n.kind}:${n.id}/${n.agent}@${n.round}`)).toEqual([
      "tension:T01/Muffin@0",
      "perspective:P01/Muffin@0",
      "perspective:P01/Eclair@0",
      "perspective:P01/Scone@1",
      "moves:Eclair/Eclair@1",
    ]);
    for (const n of nodes.filter((x) => x.kind !== "moves")) expect(d.markers[n.marker!]!.description).toBe(n.label);
  });

  it("draws each move from the argument its agent raised just before it, else from that agent's moves of the round", () => {
    const edges = graph().edges.map((e) => [name(e.source), e.kind, name(e.target), e.agent, e.round]);
    expect(edges).toEqual([
      ["P01/Scone@1", "referenced", "T01/Muffin@0", "Scone", 1],
      ["P01/Scone@1", "refined", "T01/Muffin@0", "Scone", 1],
      ["P01/Scone@1", "resolved", "T01/Muffin@0", "Scone", 1],
      ["Eclair/Eclair@1", "conceded", "T01/Muffin@0", "Eclair", 1],
    ]);
    const moves = graph().nodes.find((n) => n.kind === "moves")!;
    expect(moves).toMatchObject({ id: "Eclair", agent: "Eclair", round: 1, label: "conceded T01" });
    expect(parseDialogue(MAP_FIXTURE).dialogue.markers[moves.marker!]!.type).toBe("CONCESSION");
  });

  it("points each edge at the marker of the move", () => {
    const d = parseDialogue(MAP_FIXTURE).dialogue;
    expect(graph().edges.map((e) => d.markers[e.marker]!.type)).toEqual(["PERSPECTIVE", "REFINEMENT", "RESOLVED", "CONCESSION"]);
  });

  it("is empty for a dialogue without markers", () => {
    expect(buildArgumentGraph(parseDialogue("# Alignment Dialogue: Empty\n\n## Round 0\n\n### 🧁 Muffin\n\nNothing marked.\n").dialogue)).toEqual({
      nodes: [],
      edges: [],
    });
  });
});

describe("mentionedIds", () => {
  it("reads ids among words, normalised, once each, and nothing else", () => {
    expect(mentionedIds("T1 and T01 resolve; see (P3), not Type or T-NEW or 2026")).toEqual(["T01", "P03"]);
  });
});
