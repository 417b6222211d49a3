import type { Marker, ParsedDialogue, Thread, ThreadEventKind, ThreadStatus } from "@/lib/contract";

/**
 * A perspective or tension of the dialogue, as one node of its argument map; or an agent's moves in a round where they
 * raised nothing of their own to make them from (`kind: "moves"`, `id` the agent).
 */
export interface MapNode {
  /** Stable within one dialogue: `t3` is the fourth tension thread, `p0` the first perspective thread, `m0` moves. */
  key: string;
  kind: "tension" | "perspective" | "moves";
  id: string;
  label: string;
  agent: string | null;
  round: number | null;
  status: ThreadStatus;
  /** Index into the dialogue's markers of the marker that raised it (for moves, the first move); null for a tracker row no marker raised. */
  marker: number | null;
}

export type EdgeKind = Exclude<ThreadEventKind, "raised">;

/**
 * One move of the dialogue: `agent` in `round` refined, conceded, resolved… the target, from the node that agent raised
 * nearest to the move in the same contribution, or from the agent's moves node when they raised nothing that round.
 */
export interface MapEdge {
  source: string;
  target: string;
  kind: EdgeKind;
  agent: string | null;
  round: number | null;
  marker: number;
}

export interface ArgumentGraph {
  nodes: MapNode[];
  edges: MapEdge[];
}

type GraphInput = Pick<ParsedDialogue, "threads" | "perspectiveThreads" | "markers">;

function toNode(thread: Thread, kind: MapNode["kind"], key: string): MapNode {
  const raised = thread.events.find((e) => e.kind === "raised");
  return {
    key,
    kind,
    id: thread.id,
    label: thread.label,
    agent: thread.agent,
    round: thread.round,
    status: thread.status,
    marker: raised?.marker ?? null,
  };
}

/** `T1`, `t01`, `P3.` → `T01`, `P03`; null for any other word. */
function idOf(word: string): string | null {
  let w = word;
  while (w.length > 0 && !/[0-9A-Za-z]/.test(w.at(-1)!)) w = w.slice(0, -1);
  const head = w[0]?.toUpperCase();
  const digits = w.slice(1);
  if ((head !== "T" && head !== "P") || digits.length === 0 || digits.length > 3 || !/^[0-9]+$/.test(digits)) return null;
  return head + digits.padStart(2, "0");
}

/** Ids a raising marker's own words name (`T01 resolves with …`): references between nodes the markers do not carry. */
export function mentionedIds(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/[\s,;:()/–—-]+/)) {
    const id = idOf(word);
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

/**
 * The argument map of a dialogue, from the contract's threads: every tension and perspective a node, every later move
 * on it an edge from where that move was made. Ids repeat across agents, so a mention resolves as the contract's
 * references do: the latest node with that id raised up to the mentioning round.
 */
export function buildArgumentGraph(dialogue: GraphInput): ArgumentGraph {
  const nodes = [
    ...dialogue.threads.map((t, i) => toNode(t, "tension", `t${i}`)),
    ...dialogue.perspectiveThreads.map((t, i) => toNode(t, "perspective", `p${i}`)),
  ];
  const threads = [...dialogue.threads, ...dialogue.perspectiveThreads];
  // Nodes by the marker that raised them, and each contribution's raises in marker order, to find a move's source.
  const raisedBy = new Map<number, string>();
  const byContribution = new Map<string, number[]>();
  const contribution = (m: Marker) => `${m.round ?? ""}|${m.agent ?? ""}|${m.file ?? ""}`;
  threads.forEach((t, i) => {
    for (const e of t.events) {
      if (e.kind !== "raised") continue;
      raisedBy.set(e.marker, nodes[i]!.key);
      const m = dialogue.markers[e.marker];
      if (!m) continue;
      const k = contribution(m);
      (byContribution.get(k) ?? byContribution.set(k, []).get(k)!).push(e.marker);
    }
  });
  for (const list of byContribution.values()) list.sort((a, b) => a - b);
  const sourceOf = (index: number): string | null => {
    const m = dialogue.markers[index];
    if (!m) return null;
    const raises = byContribution.get(contribution(m)) ?? [];
    // The argument a move belongs to is the one raised just before it; a move that opens a contribution, the next one.
    const before = raises.filter((r) => r < index).at(-1);
    const at = before ?? raises.find((r) => r > index);
    return at === undefined ? null : (raisedBy.get(at) ?? null);
  };
  // An agent who raised nothing in a round still moved: their moves of that round become one node of their own.
  const movesNodes = new Map<string, MapNode>();
  const movesOf = (index: number): string => {
    const m = dialogue.markers[index];
    const k = m ? contribution(m) : `${index}`;
    let node = movesNodes.get(k);
    if (!node) {
      node = {
        key: `m${movesNodes.size}`,
        kind: "moves",
        id: m?.agent ?? "Preamble",
        label: "",
        agent: m?.agent ?? null,
        round: m?.round ?? null,
        status: "open",
        marker: index,
      };
      movesNodes.set(k, node);
      nodes.push(node);
    }
    return node.key;
  };
  const edges: MapEdge[] = [];
  const seen = new Set<string>();
  const push = (edge: MapEdge) => {
    if (edge.source === edge.target) return;
    const k = `${edge.source}|${edge.target}|${edge.kind}|${edge.marker}`;
    if (seen.has(k)) return;
    seen.add(k);
    edges.push(edge);
  };
  threads.forEach((t, i) => {
    for (const e of t.events) {
      if (e.kind === "raised") continue;
      push({ source: sourceOf(e.marker) ?? movesOf(e.marker), target: nodes[i]!.key, kind: e.kind, agent: e.agent, round: e.round, marker: e.marker });
    }
  });
  // A raise whose words name another node refers to it (`[PERSPECTIVE P01: T01 resolves with a three-tier policy]`).
  const byId = new Map<string, MapNode[]>();
  for (const n of nodes) (byId.get(n.id) ?? byId.set(n.id, []).get(n.id)!).push(n);
  for (const n of nodes) {
    if (n.marker === null || n.kind === "moves") continue;
    const m = dialogue.markers[n.marker];
    if (!m) continue;
    for (const id of mentionedIds(m.description)) {
      if (id === n.id) continue;
      const target = (byId.get(id) ?? [])
        .filter((c) => c.marker !== null && c.marker < n.marker! && (c.round === null || m.round === null || c.round <= m.round))
        .at(-1);
      if (target) push({ source: n.key, target: target.key, kind: "referenced", agent: m.agent, round: m.round, marker: n.marker });
    }
  }
  edges.sort((a, b) => a.marker - b.marker);
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  // A moves node says what it did: `conceded T01, refined T03`.
  for (const node of movesNodes.values())
    node.label = edges
      .filter((e) => e.source === node.key)
      .map((e) => `${e.kind} ${byKey.get(e.target)!.id}`)
      .join(", ");
  return { nodes, edges };
}
