import type { Marker, RegistryEntry, RegistryStatus, Scoreboard } from "./types";

export type TensionEventKind = "raised" | "refined" | "conceded" | "acknowledged" | "resolved";

export interface TensionEvent {
  kind: TensionEventKind;
  /** Index into the dialogue's markers. */
  marker: number;
  round: number | null;
  agent: string | null;
}

/** One tension followed across rounds: who raised it, who built on it or conceded, who resolved it. */
export interface TensionThread {
  id: string;
  label: string;
  agent: string | null;
  round: number | null;
  status: RegistryStatus;
  statusRaw: string | null;
  /** Index into the dialogue's tensions (the Judge's tracker), when a row matches. */
  registry: number | null;
  events: TensionEvent[];
}

const EVENT_OF: Partial<Record<Marker["type"], TensionEventKind>> = {
  REFINEMENT: "refined",
  CONCESSION: "conceded",
  ACKNOWLEDGED: "acknowledged",
  RESOLVED: "resolved",
  RESOLUTION: "resolved",
  "REFINED RESOLUTION": "resolved",
};

/**
 * Tension threads. Ids collide by design (every agent numbers from T01, in directories every round too), so a thread
 * is keyed by round, agent and id; a reference goes to the thread of the named agent (`MUFFIN R1-T01`), else to the
 * latest thread with that id raised up to the referring round. Tracker rows no marker raised are threads of their own.
 */
export function tensionThreads(markers: Marker[], tracker: RegistryEntry[]): TensionThread[] {
  const threads: TensionThread[] = [];
  const byKey = new Map<string, TensionThread>();
  const byId = new Map<string, TensionThread[]>();
  const usedRows = new Set<number>();
  markers.forEach((m, index) => {
    if (m.type !== "TENSION" || !m.id) return;
    const key = `${m.round}|${m.agent ?? ""}|${m.id}`;
    const existing = byKey.get(key);
    if (existing) {
      existing.events.push({ kind: "raised", marker: index, round: m.round, agent: m.agent });
      return;
    }
    const thread: TensionThread = { id: m.id, label: m.description, agent: m.agent, round: m.round, status: "open", statusRaw: null, registry: null, events: [{ kind: "raised", marker: index, round: m.round, agent: m.agent }] };
    threads.push(thread);
    byKey.set(key, thread);
    byId.set(m.id, [...(byId.get(m.id) ?? []), thread]);
  });
  markers.forEach((m, index) => {
    const kind = EVENT_OF[m.type];
    if (!kind) return;
    for (const ref of m.refs) {
      const candidates = (byId.get(ref) ?? []).filter((t) => t.round === null || m.round === null || t.round <= m.round);
      const named = m.refAgent ? candidates.filter((t) => t.agent?.toLowerCase() === m.refAgent!.toLowerCase()) : [];
      const target = (named.length > 0 ? named : candidates).at(-1);
      if (target) target.events.push({ kind, marker: index, round: m.round, agent: m.agent });
    }
  });
  tracker.forEach((row, i) => {
    const matches = byId.get(row.id) ?? [];
    const mine = row.agent ? matches.filter((t) => t.agent?.toLowerCase() === row.agent!.toLowerCase()) : [];
    const target = (mine.length > 0 ? mine : matches).find((t) => t.registry === null);
    if (target) {
      target.registry = i;
      target.statusRaw = row.statusRaw;
      if (row.status !== "unknown") target.status = row.status;
      usedRows.add(i);
    }
  });
  tracker.forEach((row, i) => {
    if (usedRows.has(i)) return;
    threads.push({ id: row.id, label: row.label, agent: row.agent, round: row.round, status: row.status === "unknown" ? "open" : row.status, statusRaw: row.statusRaw, registry: i, events: [] });
  });
  // A resolving move settles a thread whatever the tracker last said.
  for (const t of threads) if (t.events.some((e) => e.kind === "resolved")) t.status = "resolved";
  return threads;
}

export interface ScoreValue {
  agent: string;
  /** null: the dialogue's overall scoreboard; a number: that round's column. */
  round: number | null;
  dimension: "wisdom" | "consistency" | "truth" | "relationships" | "total";
  value: number;
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
