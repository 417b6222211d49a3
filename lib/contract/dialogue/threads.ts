import { normaliseId, stripEmphasis } from "../core/text";
import type { Marker, MarkerType, RegistryEntry, ScoreValue, Scoreboard, Thread, ThreadEvent, ThreadEventKind } from "./types";

export const TENSION_EVENTS: Partial<Record<MarkerType, ThreadEventKind>> = {
  REFINEMENT: "refined",
  CONCESSION: "conceded",
  ACKNOWLEDGED: "acknowledged",
  RESOLVED: "resolved",
  RESOLUTION: "resolved",
  "REFINED RESOLUTION": "resolved",
};

const PERSPECTIVE_EVENTS: Partial<Record<MarkerType, ThreadEventKind>> = {
  REFINEMENT: "refined",
  REFINED: "refined",
  CONCESSION: "conceded",
  "CONCEDE-WITH-SCOPE": "conceded",
  CONFIRM: "confirmed",
  ACCEPT: "confirmed",
  CHALLENGE: "challenged",
  DISSENT: "challenged",
  RE: "referenced",
  MOVE: "referenced",
};

/**
 * The ids a marker refers to: those in its head, else one that opens its description (`[REFINEMENT: T01 -- …]`,
 * which Blue's agents write as often as `[REFINEMENT T01: …]`).
 */
export function referencedIds(m: Marker): string[] {
  if (m.refs.length > 0) return m.refs;
  let first = "";
  for (const ch of m.description) {
    if (ch === " " || ch === "," || ch === ":" || ch === ";") break;
    first += ch;
  }
  const id = normaliseId(first);
  return id ? [id] : [];
}

/** A label as two writings of it compare: case, emphasis and punctuation aside; empty for no label. */
export function labelKey(label: string): string {
  let out = "";
  let space = false;
  for (const ch of stripEmphasis(label).toLowerCase()) {
    const word = (ch >= "a" && ch <= "z") || (ch >= "0" && ch <= "9") || ch.charCodeAt(0) > 0x7f;
    if (word) {
      if (space && out.length > 0) out += " ";
      out += ch;
      space = false;
    } else space = true;
  }
  return out;
}

/** Raises of one id by one agent in one round are one thread: the key they share. */
export function raiseKey(m: Marker): string {
  return `${m.round}|${m.agent ?? ""}|${m.id}`;
}

/** The event of marker `index` raising its thread. */
export function raisedEvent(m: Marker, index: number): ThreadEvent {
  return { kind: "raised", marker: index, round: m.round, agent: m.agent };
}

/** A new open thread of `id`, raised by marker `index` and not yet on any registry row. */
export function raisedThread(id: string, m: Marker, index: number): Thread {
  return {
    id,
    label: m.description,
    agent: m.agent,
    round: m.round,
    status: "open",
    trackerStatus: null,
    statusRaw: null,
    registry: null,
    events: [raisedEvent(m, index)],
  };
}

/**
 * Threads of one kind. Ids collide by design (every agent numbers from T01/P01, in directories every round too), so a
 * thread is keyed by round, agent and id; a reference goes to the thread of the named agent (`MUFFIN R1-T01`), else
 * to the latest thread with that id raised up to the referring round. Registry rows no marker raised are threads of
 * their own.
 */
function followThreads(markers: Marker[], registry: RegistryEntry[], raisedBy: MarkerType, events: Partial<Record<MarkerType, ThreadEventKind>>): Thread[] {
  const letter = raisedBy === "TENSION" ? "T" : "P";
  const threads: Thread[] = [];
  const byKey = new Map<string, Thread>();
  const byId = new Map<string, Thread[]>();
  const usedRows = new Set<number>();
  markers.forEach((m, index) => {
    if (m.type !== raisedBy || !m.id) return;
    const key = raiseKey(m);
    const existing = byKey.get(key);
    if (existing) {
      existing.events.push(raisedEvent(m, index));
      return;
    }
    const thread = raisedThread(m.id, m, index);
    threads.push(thread);
    byKey.set(key, thread);
    (byId.get(m.id) ?? byId.set(m.id, []).get(m.id)!).push(thread);
  });
  markers.forEach((m, index) => {
    const kind = events[m.type];
    if (!kind) return;
    for (const ref of referencedIds(m)) {
      if (ref[0] !== letter) continue;
      const candidates = (byId.get(ref) ?? []).filter((t) => t.round === null || m.round === null || t.round <= m.round);
      const named = m.refAgent ? candidates.filter((t) => t.agent?.toLowerCase() === m.refAgent!.toLowerCase()) : [];
      const target = (named.length > 0 ? named : candidates).at(-1);
      if (target) target.events.push({ kind, marker: index, round: m.round, agent: m.agent });
    }
  });
  const link = (target: Thread, row: RegistryEntry, i: number) => {
    target.registry = i;
    target.statusRaw = row.statusRaw;
    target.trackerStatus = row.status;
    if (row.status !== "unknown") target.status = row.status;
    usedRows.add(i);
  };
  // A row whose label is a raise's label, word for word, is that raise: agents who each number from P01 share ids, not labels.
  const byLabel = new Map<string, Thread[]>();
  for (const t of threads) {
    const key = labelKey(t.label);
    if (key) byLabel.set(key, [...(byLabel.get(key) ?? []), t]);
  }
  registry.forEach((row, i) => {
    const same = (byLabel.get(labelKey(row.label)) ?? []).filter((t) => t.registry === null);
    const mine = row.agent ? same.filter((t) => t.agent?.toLowerCase() === row.agent!.toLowerCase()) : same;
    if (mine.length === 1) link(mine[0]!, row, i);
  });
  registry.forEach((row, i) => {
    if (usedRows.has(i)) return;
    const matches = byId.get(row.id) ?? [];
    const mine = row.agent ? matches.filter((t) => t.agent?.toLowerCase() === row.agent!.toLowerCase()) : [];
    const target = (mine.length > 0 ? mine : matches).find((t) => t.registry === null);
    if (target) link(target, row, i);
  });
  registry.forEach((row, i) => {
    if (usedRows.has(i)) return;
    threads.push({
      id: row.id,
      label: row.label,
      agent: row.agent,
      round: row.round,
      status: row.status === "unknown" ? "open" : row.status,
      trackerStatus: row.status,
      statusRaw: row.statusRaw,
      registry: i,
      events: [],
    });
  });
  return threads;
}

/** Every perspective with who raised it and who built on, confirmed, challenged or conceded it. */
export function perspectiveThreads(markers: Marker[], inventory: RegistryEntry[]): Thread[] {
  return followThreads(markers, inventory, "PERSPECTIVE", PERSPECTIVE_EVENTS);
}

/** Every number of the dialogue's per-agent scoreboard, one value each. */
export function scoreValues(board: Scoreboard): ScoreValue[] {
  const out: ScoreValue[] = [];
  for (const row of board.agents) {
    for (const dimension of ["wisdom", "consistency", "truth", "relationships"] as const) {
      const v = row[dimension];
      if (v !== undefined) out.push({ agent: row.agent, round: null, dimension, value: v });
    }
    if (row.total !== null) out.push({ agent: row.agent, round: null, dimension: "total", value: row.total });
    for (const [name, value] of Object.entries(row.rounds ?? {})) out.push({ agent: row.agent, round: Number(name.slice(1)), dimension: "total", value });
  }
  return out;
}
