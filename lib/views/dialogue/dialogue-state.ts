import { positionOf, type ParsedDialogue, type RoundMetrics, type Thread, type ThreadEvent, type ThreadEventKind, type ThreadStatus } from "@/lib/contract";
import { z } from "zod";
import { firstValue } from "@/lib/url-params";
import { DIALOGUE_PARAMS } from "@/lib/page-params";

/**
 * A dialogue as it stood after a round, and what changed between two rounds: pure functions over the contract's
 * parse (its threads, markers and scoreboard), so the page, the round headers and the bench share one reading.
 *
 * A thread's events carry the round of their marker; a thread or event with no round (a tracker row no marker
 * raised) is dated to the final round, where the tracker's own status also applies.
 */

/**
 * Where a tension stands: `narrowing` is refined, conceded or acknowledged but not resolved; `untracked`, at the final
 * round only, is a tension the Judge's tracker has no row for (the contract's final status), so its end is unknown.
 */
export type TensionPhase = "open" | "narrowing" | "resolved" | "untracked";

export interface TensionAt {
  id: string;
  label: string;
  agent: string | null;
  phase: TensionPhase;
  /** The round it was raised in (its first dated raise, else the thread's round); null when the file never says. */
  raisedIn: number | null;
  /** Its events up to the round, in marker order. */
  events: ThreadEvent[];
  /** The marker that raised it, when one did: the anchor a reader follows. */
  marker: number | null;
  /** False when the dialogue has a tracker and no row of it matches: its phase comes from markers alone. */
  tracked: boolean;
}

export interface PerspectiveAt {
  id: string;
  label: string;
  agent: string | null;
  raisedIn: number | null;
  marker: number | null;
}

export interface AgentScoreAt {
  agent: string;
  /** Cumulative to the round (by-round data), or the final total (totals only, final round); null when not recorded then. */
  value: number | null;
  /** This round's own column, by-round data only. */
  round: number | null;
}

/** What the file records of the per-agent scores: a column a round, only the totals, or nothing. */
export type ScoreCoverage = "by-round" | "totals-only" | "none";

export interface PositionAt {
  agent: string;
  /** `converge`, `convergence confirmed`, `dissent`, …: the agent's latest position marker up to the round. */
  position: string;
  round: number | null;
  marker: number;
}

export interface DialogueState {
  /** The round this is the state after. */
  round: number;
  /** The dialogue's rounds in order (the scrubber's stops). */
  rounds: number[];
  final: boolean;
  tensions: TensionAt[];
  counts: Record<TensionPhase, number>;
  perspectives: PerspectiveAt[];
  scores: { coverage: ScoreCoverage; agents: AgentScoreAt[] };
  /** The Judge's round row (score, cumulative, open tensions, …) when the file has a round-metrics table. */
  metrics: RoundMetrics | null;
  /** ALIGNMENT after the round: the round-metrics cumulative, else the file's score line; null when neither records it. */
  alignment: number | null;
  /** ALIGNMENT gained in the round: the round-metrics velocity, else the gain on the round before. */
  velocity: number | null;
  positions: PositionAt[];
  /** Agents by position, most held first; `agents` is how many panel members have taken any position yet. */
  tally: { position: string; count: number }[];
  panelSize: number;
}

const NARROWING: ThreadEventKind[] = ["refined", "conceded", "acknowledged"];
const RESOLVING_STATUS: ThreadStatus[] = ["resolved", "accepted", "superseded"];
const RANK: Record<TensionPhase, number> = { untracked: 0, open: 0, narrowing: 1, resolved: 2 };

/** The round numbers of a dialogue as its reading has them (rounds with content), in order, each once. */
export function roundNumbers(dialogue: ParsedDialogue): number[] {
  return [...new Set(dialogue.reading.rounds)].sort((a, b) => a - b);
}

/** A requested round snapped to the dialogue's: the latest round at or before it, the first round below that. */
export function clampRound(rounds: number[], n: number | null): number | null {
  if (rounds.length === 0) return null;
  if (n === null) return rounds.at(-1)!;
  const before = rounds.filter((r) => r <= n);
  return before.length > 0 ? before.at(-1)! : rounds[0]!;
}

/** An event's round, with undated ones at the final round. */
function dated(round: number | null, last: number): number {
  return round ?? last;
}

function raisedIn(t: Thread): number | null {
  return t.events.find((e) => e.kind === "raised" && e.round !== null)?.round ?? t.round;
}

function phaseOf(t: Thread, events: ThreadEvent[], final: boolean): TensionPhase {
  let phase: TensionPhase = "open";
  if (events.some((e) => NARROWING.includes(e.kind))) phase = "narrowing";
  if (events.some((e) => e.kind === "resolved")) phase = "resolved";
  // The tracker speaks for the end of the dialogue only: it does not say when a row's status changed.
  if (final) {
    const tracked: TensionPhase = RESOLVING_STATUS.includes(t.status) ? "resolved" : t.status === "partial" ? "narrowing" : "open";
    if (RANK[tracked] > RANK[phase]) phase = tracked;
    // As the Threads section says it: with no tracker row, the end is unknown, never silently open.
    if (t.status === "untracked" && phase !== "resolved") phase = "untracked";
  }
  return phase;
}

function isJudge(dialogue: ParsedDialogue, agent: string): boolean {
  const lower = agent.toLowerCase();
  return lower === "judge" || dialogue.panel.some((p) => p.judge && p.name.toLowerCase() === lower);
}

function scoreCoverage(dialogue: ParsedDialogue): ScoreCoverage {
  const agents = dialogue.scoreboard.agents;
  if (agents.some((a) => a.rounds && Object.keys(a.rounds).length > 0)) return "by-round";
  return agents.some((a) => a.total !== null) ? "totals-only" : "none";
}

function agentScores(dialogue: ParsedDialogue, n: number, final: boolean, coverage: ScoreCoverage): AgentScoreAt[] {
  return dialogue.scoreboard.agents.map((a) => {
    if (coverage !== "by-round") return { agent: a.agent, value: final ? a.total : null, round: null };
    let sum: number | null = null;
    for (const [key, v] of Object.entries(a.rounds ?? {})) {
      const r = Number(key.slice(1));
      if (Number.isInteger(r) && r <= n) sum = (sum ?? 0) + v;
    }
    return { agent: a.agent, value: sum, round: a.rounds?.[`R${n}`] ?? null };
  });
}

/** The dialogue as it stood after round `n` (snapped to a round it has); null when it has no rounds. */
export function stateAtRound(dialogue: ParsedDialogue, n: number | null): DialogueState | null {
  const rounds = roundNumbers(dialogue);
  const round = clampRound(rounds, n);
  if (round === null) return null;
  const last = rounds.at(-1)!;
  const final = round === last;
  const upTo = (r: number | null) => dated(r, last) <= round;

  const tensions: TensionAt[] = [];
  for (const t of dialogue.threads) {
    const raised = raisedIn(t);
    if (!upTo(raised)) continue;
    const events = t.events.filter((e) => upTo(e.round));
    tensions.push({
      id: t.id,
      label: t.label,
      agent: t.agent,
      phase: phaseOf(t, events, final),
      raisedIn: raised,
      events,
      marker: t.events.find((e) => e.kind === "raised")?.marker ?? null,
      tracked: dialogue.tensions.length === 0 || t.registry !== null,
    });
  }
  const counts: Record<TensionPhase, number> = { open: 0, narrowing: 0, resolved: 0, untracked: 0 };
  for (const t of tensions) counts[t.phase]++;

  const perspectives: PerspectiveAt[] = dialogue.perspectiveThreads
    .filter((p) => upTo(raisedIn(p)))
    .map((p) => ({ id: p.id, label: p.label, agent: p.agent, raisedIn: raisedIn(p), marker: p.events.find((e) => e.kind === "raised")?.marker ?? null }));

  const coverage = scoreCoverage(dialogue);
  const metrics = dialogue.scoreboard.rounds.find((m) => m.round === round) ?? null;
  const progress = dialogue.scoreboard.progress ?? [];
  const here = progress.find((p) => p.round === round)?.alignment ?? null;
  const before = progress.filter((p) => p.round < round).at(-1)?.alignment ?? null;
  const alignment = metrics?.cumulative ?? here;
  const velocity = metrics?.velocity ?? (here !== null ? here - (before ?? 0) : null);

  const latest = new Map<string, PositionAt>();
  dialogue.markers.forEach((m, i) => {
    const position = positionOf(m);
    if (position === null || !m.agent || isJudge(dialogue, m.agent) || !upTo(m.round)) return;
    latest.set(m.agent, { agent: m.agent, position, round: m.round, marker: i });
  });
  const positions = [...latest.values()].sort((a, b) => a.agent.localeCompare(b.agent));
  const byPosition = new Map<string, number>();
  for (const p of positions) byPosition.set(p.position, (byPosition.get(p.position) ?? 0) + 1);
  const tally = [...byPosition].map(([position, count]) => ({ position, count })).sort((a, b) => b.count - a.count || a.position.localeCompare(b.position));
  const speakers = new Set(dialogue.rounds.flatMap((r) => r.contributions.filter((c) => !c.judge).map((c) => c.agent)));
  const panelSize = Math.max(dialogue.panel.filter((p) => !p.judge).length, speakers.size);

  return {
    round,
    rounds,
    final,
    tensions,
    counts,
    perspectives,
    scores: { coverage, agents: agentScores(dialogue, round, final, coverage) },
    metrics,
    alignment,
    velocity,
    positions,
    tally,
    panelSize,
  };
}

export interface TensionMove {
  id: string;
  label: string;
  kind: ThreadEventKind;
  agent: string | null;
  round: number | null;
  marker: number;
}

export interface RoundDiff {
  /** The round before (null: the diff of the first round, from nothing). */
  from: number | null;
  to: number;
  perspectivesAdded: PerspectiveAt[];
  tensionsRaised: TensionAt[];
  /** Refinements, concessions, acknowledgements and resolutions made in the rounds after `from` up to `to`. */
  moves: TensionMove[];
  /** Tensions whose phase changed (raised ones are new, not changed). */
  statusChanges: { id: string; label: string; from: TensionPhase; to: TensionPhase }[];
  /** Per agent, the change in cumulative score; null where either side is not recorded. */
  scoreDeltas: { agent: string; from: number | null; to: number | null; delta: number | null }[];
  alignmentDelta: number | null;
  positionChanges: { agent: string; from: string | null; to: string }[];
}

const EMPTY: Pick<DialogueState, "tensions" | "perspectives" | "positions" | "alignment"> & { agents: AgentScoreAt[] } = {
  tensions: [],
  perspectives: [],
  positions: [],
  alignment: null,
  agents: [],
};

/**
 * What changed from round `a` to round `b` (both snapped to the dialogue's rounds); `a` null is the first round
 * against nothing. Null when the dialogue has no rounds.
 */
export function diffRounds(dialogue: ParsedDialogue, a: number | null, b: number): RoundDiff | null {
  const after = stateAtRound(dialogue, b);
  if (!after) return null;
  const beforeState = a === null ? null : stateAtRound(dialogue, a);
  const before = beforeState && beforeState.round < after.round ? beforeState : null;
  const was = before ?? { ...EMPTY, agents: [] };
  const wasAgents = before ? before.scores.agents : EMPTY.agents;

  const key = (x: { id: string; agent: string | null; raisedIn: number | null; label: string }) => `${x.id}|${x.agent ?? ""}|${x.raisedIn ?? ""}|${x.label}`;
  const oldTensions = new Map(was.tensions.map((t) => [key(t), t]));
  const oldPerspectives = new Set(was.perspectives.map(key));
  const last = after.rounds.at(-1)!;
  const inWindow = (r: number | null) => {
    const d = dated(r, last);
    return d <= after.round && (before === null || d > before.round);
  };

  const moves: TensionMove[] = [];
  for (const t of after.tensions)
    for (const e of t.events)
      if (e.kind !== "raised" && inWindow(e.round)) moves.push({ id: t.id, label: t.label, kind: e.kind, agent: e.agent, round: e.round, marker: e.marker });
  moves.sort((x, y) => x.marker - y.marker);

  const oldPositions = new Map(was.positions.map((p) => [p.agent, p.position]));
  const oldScores = new Map(wasAgents.map((s) => [s.agent, s.value]));
  return {
    from: before?.round ?? null,
    to: after.round,
    perspectivesAdded: after.perspectives.filter((p) => !oldPerspectives.has(key(p))),
    tensionsRaised: after.tensions.filter((t) => !oldTensions.has(key(t))),
    moves,
    statusChanges: after.tensions.flatMap((t) => {
      const old = oldTensions.get(key(t));
      // Becoming untracked at the end is the tracker's silence, not something the round did.
      return old && old.phase !== t.phase && t.phase !== "untracked" ? [{ id: t.id, label: t.label, from: old.phase, to: t.phase }] : [];
    }),
    scoreDeltas: after.scores.agents.map((s) => {
      const from = oldScores.get(s.agent) ?? (before ? null : 0);
      return { agent: s.agent, from, to: s.value, delta: from !== null && s.value !== null ? s.value - from : null };
    }),
    alignmentDelta: after.alignment === null ? null : before === null ? after.alignment : before.alignment === null ? null : after.alignment - before.alignment,
    positionChanges: after.positions.flatMap((p) => {
      const old = oldPositions.get(p.agent) ?? null;
      return old !== p.position ? [{ agent: p.agent, from: old, to: p.position }] : [];
    }),
  };
}

/** Each round's diff from the round before it, for the timeline's round headers. */
export function roundDiffs(dialogue: ParsedDialogue): Map<number, RoundDiff> {
  const rounds = roundNumbers(dialogue);
  const out = new Map<number, RoundDiff>();
  rounds.forEach((r, i) => {
    const d = diffRounds(dialogue, i === 0 ? null : rounds[i - 1]!, r);
    if (d) out.set(r, d);
  });
  return out;
}

/** `?at=N` of the dialogue page: a round number, or null (the final round) when absent or malformed. */
export const atParamSchema = firstValue(z.coerce.number().int().min(0).max(100_000).nullable().catch(null)).optional();

export function parseAtParam(params: Record<string, string | string[] | undefined>): number | null {
  return atParamSchema.parse(params.at) ?? null;
}

/** The page's address showing the state after round `n`, keeping its other parameters (the scoreboard's sort, …). */
export function stateHref(slug: string, params: Record<string, string | string[] | undefined>, n: number): string {
  const q = new URLSearchParams();
  // Only the parameters the page reads: a link never carries an unknown one on (nor does the cache key, see policy.ts).
  for (const k of DIALOGUE_PARAMS) {
    const v = params[k];
    if (k === "at" || v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  }
  q.set("at", String(n));
  return `/d/${slug}?${q.toString()}#state`;
}

const MOVE_WORDS: Partial<Record<ThreadEventKind, string>> = { refined: "refined", conceded: "conceded", acknowledged: "acknowledged", resolved: "resolved" };

/** A round's diff in a few words, for its header: `+3 perspectives`, `2 tensions raised`, `1 resolved`, `2 → converge`, `ALIGNMENT +47`. */
export function summarizeDiff(diff: RoundDiff): string[] {
  const out: string[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (diff.perspectivesAdded.length > 0) out.push(`+${plural(diff.perspectivesAdded.length, "perspective", "perspectives")}`);
  if (diff.tensionsRaised.length > 0) out.push(`${plural(diff.tensionsRaised.length, "tension", "tensions")} raised`);
  const byKind = new Map<string, Set<string>>();
  for (const m of diff.moves) {
    const word = MOVE_WORDS[m.kind];
    if (!word) continue;
    byKind.set(word, (byKind.get(word) ?? new Set()).add(`${m.id}|${m.label}`));
  }
  for (const word of ["refined", "conceded", "acknowledged", "resolved"]) if (byKind.has(word)) out.push(`${byKind.get(word)!.size} ${word}`);
  const toward = new Map<string, number>();
  for (const p of diff.positionChanges) toward.set(p.to, (toward.get(p.to) ?? 0) + 1);
  for (const [position, n] of toward) out.push(`${n} → ${position}`);
  if (diff.alignmentDelta !== null && diff.alignmentDelta !== 0) out.push(`ALIGNMENT ${diff.alignmentDelta > 0 ? "+" : ""}${diff.alignmentDelta}`);
  return out;
}

export interface TensionMoves {
  id: string;
  label: string;
  /** The tension's change of phase over the diff, when it had one. */
  change: { from: TensionPhase; to: TensionPhase } | null;
  /** By kind of move, in the order refined, conceded, acknowledged, resolved: who made it, and where. */
  kinds: { kind: ThreadEventKind; by: { agent: string | null; marker: number }[] }[];
}

const KIND_ORDER: ThreadEventKind[] = ["refined", "conceded", "acknowledged", "resolved"];

/**
 * A diff's moves and status changes by tension, so a round where twelve agents refine the same tension reads as one
 * line (`T01 refined by 8, resolved by 3`) rather than sixty.
 */
export function movesByTension(diff: RoundDiff): TensionMoves[] {
  const out = new Map<string, TensionMoves>();
  const entry = (id: string, label: string) => {
    const key = `${id}|${label}`;
    let e = out.get(key);
    if (!e) out.set(key, (e = { id, label, change: null, kinds: [] }));
    return e;
  };
  for (const m of diff.moves) {
    const e = entry(m.id, m.label);
    let k = e.kinds.find((x) => x.kind === m.kind);
    if (!k) e.kinds.push((k = { kind: m.kind, by: [] }));
    // An agent who resolved a tension twice (its marker and its summary) is named once, at its first marker.
    if (m.agent !== null && k.by.some((b) => b.agent === m.agent)) continue;
    k.by.push({ agent: m.agent, marker: m.marker });
  }
  for (const c of diff.statusChanges) entry(c.id, c.label).change = { from: c.from, to: c.to };
  for (const e of out.values()) e.kinds.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return [...out.values()];
}
