import { normaliseId } from "../core/text";
import { keyWords, sharedWords } from "./keywords";
import { raisedEvent, raisedThread, raiseKey, referencedIds, TENSION_EVENTS } from "./threads";
import type { Marker, RegistryEntry, Thread } from "./types";

/**
 * Tension identity. Without a tracker, a tension is what its TENSION marker raised. With one, the Judge's tracker
 * row is the identity: each agent's marker is mapped onto the row it was consolidated into when the evidence is
 * clear, and a marker that maps onto no row is a thread of its own, `untracked`, never silently open.
 */

/** One TENSION marker's thread before mapping: every raise of one id by one agent in one round. */
interface Local {
  thread: Thread;
  id: string;
  agent: string | null;
  round: number | null;
  words: Set<string>;
  /** The heading the raising marker opens (`T05: Epic cardinality`), where the agent files it under a row. */
  heading: string | null;
  /** Index of the row thread it maps onto, or null. */
  target: number | null;
}

interface Row {
  thread: Thread;
  entry: RegistryEntry;
  words: Set<string>;
  /** The key words of each label the row was written with (a tracker repeated as FINAL has two). */
  labels: Set<string>[];
}

type AgentFit = "named" | "all" | "none" | "other";

function agentFit(row: RegistryEntry, agent: string | null): AgentFit {
  if (agent && row.agents.some((a) => a.toLowerCase() === agent.toLowerCase())) return "named";
  if (row.allAgents) return "all";
  return row.agents.length === 0 ? "none" : "other";
}

function roundFit(row: RegistryEntry, round: number | null): "same" | "any" | "differ" {
  if (row.round === null || round === null) return "any";
  return row.round === round ? "same" : "differ";
}

const AGENT_WEIGHT: Record<AgentFit, number> = { named: 2, all: 1, none: 0.5, other: 0 };

/** Raises of the same id by one agent in one round are one thread. */
function localThreads(markers: Marker[]): Local[] {
  const locals: Local[] = [];
  const byKey = new Map<string, Local>();
  markers.forEach((m, index) => {
    if (m.type !== "TENSION" || !m.id) return;
    const key = raiseKey(m);
    const existing = byKey.get(key);
    if (existing) {
      existing.thread.events.push(raisedEvent(m, index));
      return;
    }
    const thread = raisedThread(m.id, m, index);
    const local: Local = { thread, id: m.id, agent: m.agent, round: m.round, words: keyWords(m.description), heading: m.underHeading ?? null, target: null };
    locals.push(local);
    byKey.set(key, local);
  });
  return locals;
}

/** Where agents number on their own (two agents raise `T01`), an id is scoped by agent: `MUFFIN-T01`, `MUFFIN R1-T01`. */
function scopeIds(locals: Local[]): void {
  const agentsOf = new Map<string, Set<string>>();
  const roundsOf = new Map<string, Set<number | null>>();
  for (const l of locals) {
    agentsOf.set(l.id, (agentsOf.get(l.id) ?? new Set()).add(l.agent ?? ""));
    const key = `${l.agent ?? ""}|${l.id}`;
    roundsOf.set(key, (roundsOf.get(key) ?? new Set()).add(l.round));
  }
  for (const l of locals) {
    if (!l.agent || (agentsOf.get(l.id)?.size ?? 0) < 2) continue;
    const agent = l.agent.toUpperCase();
    l.thread.id = (roundsOf.get(`${l.agent}|${l.id}`)?.size ?? 0) > 1 && l.round !== null ? `${agent} R${l.round}-${l.id}` : `${agent}-${l.id}`;
  }
}

/** Rows of one id with the same agents are one tension (a tracker repeated as FINAL): the later row's status wins. */
function rowThreads(tracker: RegistryEntry[]): Row[] {
  const rows: Row[] = [];
  tracker.forEach((entry, index) => {
    const same = rows.find(
      (r) => r.entry.id === entry.id && (r.entry.agents.length === 0 || entry.agents.length === 0 || r.entry.agents.join() === entry.agents.join()),
    );
    const thread: Thread = {
      id: entry.id,
      label: entry.label,
      agent: entry.agents.join(", ") || null,
      round: entry.round,
      status: entry.status,
      trackerStatus: entry.status,
      statusRaw: entry.statusRaw,
      registry: index,
      events: [],
    };
    if (same) {
      same.thread.status = entry.status;
      same.thread.trackerStatus = entry.status;
      same.thread.statusRaw = entry.statusRaw;
      same.thread.registry = index;
      same.thread.label = entry.label || same.thread.label;
      same.entry = entry;
      const words = keyWords(entry.label);
      for (const w of words) same.words.add(w);
      same.labels.push(words);
      return;
    }
    const words = keyWords(entry.label);
    rows.push({ thread, entry, words: new Set(words), labels: [words] });
  });
  return rows;
}

/**
 * The row whose section the agent filed the tension under: the marker is the first thing under a heading that leads
 * with a row's id (`### T05: Epic cardinality`), and the heading's words, if any, share one with the row's.
 */
function filedUnderRow(l: Local, rows: Row[]): number | null {
  const lead = l.heading ? HEADING_ID.exec(l.heading) : null;
  if (!lead) return null;
  const id = normaliseId(lead[1]!.toUpperCase());
  if (!id) return null;
  const rest = keyWords(l.heading!.slice(lead[0].length));
  const found = rows.flatMap((r, i) => (r.entry.id === id && (rest.size === 0 || sharedWords(rest, r.words) > 0) ? [i] : []));
  return found.length === 1 ? found[0]! : null;
}

/** A heading that leads with a tension id: `T05: …`, `T5 — …`, `T05`. */
const HEADING_ID = /^\**\s*(T\d+)\b\s*\**\s*[:\u2014\u2013-]?/i;

/** The row a local thread was consolidated into, when one reading of the evidence is clear; else null. */
function mapLocal(l: Local, rows: Row[], locals: Local[]): number | null {
  // 0. The agent filed it under a row's own heading: that row, whatever id the agent wrote.
  const filed = filedUnderRow(l, rows);
  if (filed !== null) return filed;

  // 1. The row's id names the agent and the agent's own id: `MACARON-T01 (R0)` for Macaron's T01 in round 0.
  const exact = rows.flatMap((r, i) =>
    r.entry.localId === l.id && agentFit(r.entry, l.agent) === "named" && roundFit(r.entry, l.round) !== "differ" ? [i] : [],
  );
  if (exact.length === 1) return exact[0]!;

  // 2. The labels share their key words (two or more, or all of the row's), from the named agent or, with three or more, from anyone.
  let best: { index: number; score: number } | null = null;
  let tied = false;
  rows.forEach((r, i) => {
    const shared = sharedWords(l.words, r.words);
    // Strong: two shared key words, or the whole of one of the row's labels (`Bootstrapping`, `Token storage`).
    const strong = shared >= 2 || (shared >= 1 && r.labels.some((ws) => ws.size > 0 && [...ws].every((w) => l.words.has(w))));
    const agent = agentFit(r.entry, l.agent);
    const round = roundFit(r.entry, l.round);
    if (!strong || ((agent === "other" || round === "differ") && shared < 3)) return;
    const score = shared + AGENT_WEIGHT[agent] + (round === "same" ? 0.5 : round === "differ" ? -1 : 0) + (r.entry.id === l.id ? 0.5 : 0);
    if (best && score === best.score) tied = true;
    else if (!best || score > best.score) {
      best = { index: i, score };
      tied = false;
    }
  });
  if (best && !tied) return (best as { index: number }).index;

  // 3. Same id, and the row names this agent (or the whole panel) as raising it in that round: id and raiser agree.
  const raisedHere = rows.flatMap((r, i) => {
    const agent = agentFit(r.entry, l.agent);
    return r.entry.id === l.id && (agent === "named" || agent === "all") && roundFit(r.entry, l.round) !== "differ" ? [i] : [];
  });
  if (raisedHere.length === 1) return raisedHere[0]!;

  // 4. Same id, numbered across the panel (no other agent raised it in that round), with nothing saying otherwise;
  // a later round's marker of a row's id speaks of that row.
  const shared = locals.some((o) => o !== l && o.id === l.id && o.round === l.round && o.agent !== l.agent);
  if (!shared) {
    const same = rows.flatMap((r, i) =>
      r.entry.id === l.id && agentFit(r.entry, l.agent) !== "other" && (roundFit(r.entry, l.round) !== "differ" || l.round! > r.entry.round!) ? [i] : [],
    );
    if (same.length === 1) return same[0]!;
  }
  return null;
}

/**
 * Rows that name an agent each took one of that agent's tensions. Among the rows naming an agent and that agent's
 * tensions still unmapped, pair those whose labels share a key word when each is the other's only best; then, when
 * one row and one tension are left, they are each other's.
 */
function pairByAgent(locals: Local[], rows: Row[]): void {
  const agents = [...new Set(locals.flatMap((l) => (l.agent ? [l.agent] : [])))];
  for (const agent of agents) {
    const mine = locals.filter((l) => l.agent === agent);
    const held = new Set(mine.flatMap((l) => (l.target !== null ? [l.target] : [])));
    const open = () => rows.flatMap((r, i) => (agentFit(r.entry, agent) === "named" && !held.has(i) ? [i] : []));
    const free = () => mine.filter((l) => l.target === null);
    const fits = (l: Local, i: number) => roundFit(rows[i]!.entry, l.round) !== "differ";
    for (let changed = true; changed;) {
      changed = false;
      for (const l of free()) {
        const scored = open()
          .filter((i) => fits(l, i))
          .map((i) => ({ i, shared: sharedWords(l.words, rows[i]!.words) }))
          .filter((x) => x.shared > 0);
        const top = Math.max(0, ...scored.map((x) => x.shared));
        const best = scored.filter((x) => x.shared === top);
        if (best.length !== 1) continue;
        const row = best[0]!.i;
        const rivals = free().filter((o) => o !== l && fits(o, row) && sharedWords(o.words, rows[row]!.words) >= top);
        if (rivals.length > 0) continue;
        l.target = row;
        held.add(row);
        changed = true;
      }
    }
    const rowsLeft = open();
    const left = free();
    if (rowsLeft.length === 1 && left.length === 1 && fits(left[0]!, rowsLeft[0]!)) left[0]!.target = rowsLeft[0]!;
  }
}

/**
 * A row also speaks through the tensions already mapped onto it: a tension left over goes to the row naming its agent
 * whose row and mapped labels share two or more key words with it, when no other such row shares as many.
 */
function pairByConsolidatedWords(locals: Local[], rows: Row[]): void {
  const mapped = locals.filter((l) => l.target !== null);
  for (const l of locals) {
    if (l.target !== null || !l.agent) continue;
    // Only other agents' tensions speak for a row: one agent's two tensions are seldom one.
    const held = new Set(mapped.filter((o) => o.agent === l.agent).map((o) => o.target));
    const wordsOf = (i: number) => new Set([...rows[i]!.words, ...mapped.filter((o) => o.target === i && o.agent !== l.agent).flatMap((o) => [...o.words])]);
    const scored = rows.flatMap((r, i) =>
      agentFit(r.entry, l.agent) === "named" && !held.has(i) && roundFit(r.entry, l.round) !== "differ"
        ? [{ i, shared: sharedWords(l.words, wordsOf(i)) }]
        : [],
    );
    const top = Math.max(0, ...scored.map((x) => x.shared));
    const best = scored.filter((x) => x.shared === top);
    if (top >= 2 && best.length === 1) l.target = best[0]!.i;
  }
}

/** Every tension followed across rounds, from markers and the Judge's Tensions Tracker. */
export function tensionThreads(markers: Marker[], tracker: RegistryEntry[], judgeLabels: { id: string; label: string }[] = []): Thread[] {
  const locals = localThreads(markers);
  const rows = rowThreads(tracker);
  // The Judge's other labels for a row (a round summary's numbered list) are evidence too.
  for (const { id, label } of judgeLabels) {
    const row = rows.find((r) => r.entry.id === id);
    if (!row) continue;
    const words = keyWords(label);
    row.labels.push(words);
    for (const w of words) row.words.add(w);
  }
  scopeIds(locals);
  if (rows.length > 0) {
    // A word many rows share (`jira` in a dialogue about Jira) tells rows apart from none: it is no evidence.
    if (rows.length >= 6) {
      const seen = new Map<string, number>();
      for (const r of rows) for (const w of r.words) seen.set(w, (seen.get(w) ?? 0) + 1);
      const common = new Set([...seen].filter(([, n]) => n >= 3).map(([w]) => w));
      for (const l of locals) for (const w of common) l.words.delete(w);
    }
    for (const l of locals) l.target = mapLocal(l, rows, locals);
    pairByAgent(locals, rows);
    pairByConsolidatedWords(locals, rows);
  }
  const home = (l: Local): Thread => (l.target !== null ? rows[l.target]!.thread : l.thread);
  for (const l of locals) if (l.target !== null) home(l).events.push(...l.thread.events);

  // Moves that name an id: the named agent's tension, else the tracker row of that id, else the latest raise of it.
  markers.forEach((m, index) => {
    const kind = TENSION_EVENTS[m.type];
    if (!kind) return;
    for (const ref of referencedIds(m)) {
      if (ref[0] !== "T") continue;
      const earlier = locals.filter((l) => l.id === ref && (l.round === null || m.round === null || l.round <= m.round));
      const named = m.refAgent ? earlier.filter((l) => l.agent?.toLowerCase() === m.refAgent!.toLowerCase()) : [];
      const row = named.length === 0 ? rows.find((r) => r.entry.id === ref) : undefined;
      const target = named.length > 0 ? home(named.at(-1)!) : row ? row.thread : earlier.length > 0 ? home(earlier.at(-1)!) : null;
      if (target && !target.events.some((e) => e.marker === index)) target.events.push({ kind, marker: index, round: m.round, agent: m.agent });
    }
  });

  const resolvedByMarker = (t: Thread) => t.events.some((e) => e.kind === "resolved");
  for (const r of rows) {
    r.thread.events.sort((a, b) => a.marker - b.marker);
    const raised = r.thread.events.find((e) => e.kind === "raised");
    if (r.thread.round === null && raised) r.thread.round = raised.round;
    r.thread.agent ??= raised?.agent ?? null;
    // A later resolving move settles a tension the tracker left open; lint reports the disagreement.
    if (resolvedByMarker(r.thread) && (r.thread.status === "open" || r.thread.status === "partial" || r.thread.status === "unknown"))
      r.thread.status = "resolved";
  }
  const unmapped = locals.filter((l) => l.target === null).map((l) => l.thread);
  for (const t of unmapped) t.status = resolvedByMarker(t) ? "resolved" : rows.length > 0 ? "untracked" : "open";
  // Row threads first (the tracker's order), then what the tracker does not list, in document order.
  return [...rows.map((r) => r.thread), ...unmapped];
}
