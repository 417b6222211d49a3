import type { DocumentInput } from "../input";
import { positionOf, stanceOf, type Stance } from "../positions";
import { referencedIds } from "../threads";
import type { Marker, ParsedDialogue } from "../types";
import { ARGUMENTS, auditContext, type AuditContext, markerPlace, type Place } from "./context";
import type { AuditEvidence } from "./types";

/** Why an agent is credited with a move, strongest first: only the strongest basis present in a move is used. */
export const MOVER_BASES = ["named", "addressed", "argued"] as const;
export type MoverBasis = (typeof MOVER_BASES)[number];

export interface PersuasionMover {
  agent: string;
  basis: MoverBasis;
  /** The mover's markers behind the credit (the nearest three before the move), or the naming line for a mover named without one. */
  evidence: AuditEvidence[];
}

/** One position change of an agent and the agents whose markers preceded it. */
export interface PersuasionMove {
  agent: string;
  kind: "stance" | "concession";
  /** A stance change: the stance before and after (`converge`, `dissent`, or a move's own word). */
  from?: Stance;
  to?: Stance;
  /** A concession: the tension conceded, as its thread names it. */
  tension?: string;
  round: number;
  message: string;
  /** The move's own line, after the agent's previous position when there is one. */
  evidence: AuditEvidence[];
  /** Empty: no other agent brought an argument since the agent's previous position (moved without one). */
  movers: PersuasionMover[];
}

/** How many of a mover's markers a move quotes: the nearest, so a long round does not bury the move. */
const EVIDENCE_PER_MOVER = 3;

/**
 * Who moved whom (docs/audit.md, *Persuasion*): every change of an agent's stance between positions, and every
 * concession on a tension, credited to the other agents whose argument markers preceded it since the agent's previous
 * position. Only markers dated to a round and written by a panel member (not the Judge) are read. Pure; each marker is
 * read once per agent (an agent's windows do not overlap), so the work grows with markers times the panel's size.
 */
export function persuasionOf(dialogue: ParsedDialogue, input: DocumentInput): PersuasionMove[] {
  if (dialogue.markers.length === 0) return [];
  return movesOf(auditContext(dialogue, input));
}

interface Window {
  /** Index of the agent's previous position or concession, or -1 before any. */
  since: number;
  stance: Stance | undefined;
}

export function movesOf(ctx: AuditContext): PersuasionMove[] {
  const d = ctx.dialogue;
  const panel = panelNames(d, ctx);
  // Which tension threads each marker belongs to: a concession's movers are first those who argued that tension.
  const threadsOf = new Map<number, Set<string>>();
  const concededIn = new Map<number, { id: string; raise: number | null }>();
  for (const t of d.threads) {
    const raise = t.events.find((e) => e.kind === "raised")?.marker ?? null;
    for (const e of t.events) {
      (threadsOf.get(e.marker) ?? threadsOf.set(e.marker, new Set()).get(e.marker)!).add(t.id);
      if (e.kind === "conceded" && !concededIn.has(e.marker)) concededIn.set(e.marker, { id: t.id, raise });
    }
  }
  const arguments_: number[] = [];
  const windows = new Map<string, Window>();
  const out: PersuasionMove[] = [];
  d.markers.forEach((m, i) => {
    if (m.round === null || !m.agent || ctx.isJudge(m.agent)) return;
    const agent = m.agent.toLowerCase();
    if (ARGUMENTS.has(m.type)) arguments_.push(i);
    const position = positionOf(m);
    const conceded = concededIn.get(i);
    if (position === null && !conceded) return;
    const w = windows.get(agent) ?? { since: -1, stance: undefined };
    const next = position === null ? w.stance : stanceOf(position);
    let move: Omit<PersuasionMove, "movers" | "evidence" | "message"> | null = null;
    let from = w.since;
    if (position !== null && w.stance !== undefined && next !== w.stance) move = { agent: m.agent, kind: "stance", from: w.stance, to: next!, round: m.round };
    else if (conceded) {
      move = { agent: m.agent, kind: "concession", tension: conceded.id, round: m.round };
      // Arguments older than the tension cannot be about it; its raising marker is one (when another agent wrote it).
      if (conceded.raise !== null && conceded.raise - 1 > from && conceded.raise < i) from = conceded.raise - 1;
    }
    if (move) {
      const movers = creditMovers(ctx, m, i, from, agent, arguments_, panel, conceded ? (j) => addresses(j, conceded.id, threadsOf, d.markers) : null);
      const previous = w.since >= 0 ? markerPlace(d.markers[w.since]!) : null;
      out.push({
        ...move,
        message: describe(move, movers),
        evidence: quoted(ctx, [move.kind === "stance" ? previous : null, markerPlace(m)]),
        movers,
      });
    }
    windows.set(agent, { since: i, stance: next });
  });
  return out.filter((m) => m.evidence.length > 0);
}

/** Panel members by lower-case name, with the name as written: a move that names one cites its mover. */
function panelNames(d: ParsedDialogue, ctx: AuditContext): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of d.panel) if (!p.judge) names.set(p.name.toLowerCase(), p.name);
  for (const r of d.rounds) for (const c of r.contributions) if (!ctx.isJudge(c.agent)) names.set(c.agent.toLowerCase(), c.agent);
  return names;
}

/**
 * Whether a marker is on the tension's thread, or, being on no thread, names its id (`T1` = `T01`; `MUFFIN-T01` by
 * its own `T01`). A marker on another thread that shares the id (another agent's own `T01`) is about that one.
 */
function addresses(index: number, id: string, threadsOf: Map<number, Set<string>>, markers: Marker[]): boolean {
  const threads = threadsOf.get(index);
  if (threads) return threads.has(id);
  const local = id.includes("-") ? id.slice(id.lastIndexOf("-") + 1) : id;
  return referencedIds(markers[index]!).some((r) => r === id || r === local);
}

/**
 * The move's movers at the strongest basis present: agents the move's own bracket names; else, for a concession,
 * the other agents whose markers argued that tension in the window; else every other agent who brought an argument
 * in the window. Ties are not broken: every agent at that basis is credited, most markers first.
 */
function creditMovers(
  ctx: AuditContext,
  move: Marker,
  at: number,
  since: number,
  self: string,
  arguments_: number[],
  panel: Map<string, string>,
  onTension: ((index: number) => boolean) | null,
): PersuasionMover[] {
  const d = ctx.dialogue;
  // The window: argument markers of other panel members strictly after `since` and before the move, newest last.
  const window: number[] = [];
  for (let k = arguments_.length - 1; k >= 0 && arguments_[k]! > since; k--) {
    const j = arguments_[k]!;
    if (j >= at) continue;
    const by = d.markers[j]!.agent!.toLowerCase();
    if (by !== self) window.push(j);
  }
  window.reverse();
  const named = namedIn(move, self, panel);
  const tiers: [MoverBasis, number[]][] = [
    ["named", window.filter((j) => named.has(d.markers[j]!.agent!.toLowerCase()))],
    ["addressed", onTension ? window.filter(onTension) : []],
    ["argued", window],
  ];
  if (named.size > 0)
    return group(
      ctx,
      "named",
      tiers[0]![1],
      [...named].map((n) => panel.get(n)!),
      move,
    );
  for (const [basis, markers] of tiers.slice(1)) if (markers.length > 0) return group(ctx, basis, markers, [], move);
  return [];
}

/** Panel members (not the mover) the move's bracket names: `[CONCESSION to Macaron on T04]`, `[MOVE:CONVERGE per Scone]`. */
function namedIn(m: Marker, self: string, panel: Map<string, string>): Set<string> {
  const out = new Set<string>();
  if (m.refAgent && m.refAgent.toLowerCase() !== self && panel.has(m.refAgent.toLowerCase())) out.add(m.refAgent.toLowerCase());
  let word = "";
  for (const ch of `${m.description} `) {
    if ((ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || ch > "\u007f") word += ch;
    else {
      const lower = word.toLowerCase();
      if (word && lower !== self && panel.has(lower)) out.add(lower);
      word = "";
    }
  }
  return out;
}

/** One mover per agent among `markers`, plus any named agent without one (credited on the move's own line). */
function group(ctx: AuditContext, basis: MoverBasis, markers: number[], named: string[], move: Marker): PersuasionMover[] {
  const byAgent = new Map<string, { agent: string; markers: number[] }>();
  for (const j of markers) {
    const agent = ctx.dialogue.markers[j]!.agent!;
    const key = agent.toLowerCase();
    (byAgent.get(key) ?? byAgent.set(key, { agent, markers: [] }).get(key)!).markers.push(j);
  }
  for (const n of named) if (!byAgent.has(n.toLowerCase())) byAgent.set(n.toLowerCase(), { agent: n, markers: [] });
  return [...byAgent.values()]
    .sort((a, b) => b.markers.length - a.markers.length || a.agent.localeCompare(b.agent))
    .map(({ agent, markers: own }) => ({
      agent,
      basis,
      evidence: quoted(ctx, own.length > 0 ? own.slice(-EVIDENCE_PER_MOVER).map((j) => markerPlace(ctx.dialogue.markers[j]!)) : [markerPlace(move)]),
    }));
}

function quoted(ctx: AuditContext, places: (Place | null)[]): AuditEvidence[] {
  const out: AuditEvidence[] = [];
  for (const p of places) {
    const q = p ? ctx.quote(p) : null;
    if (q && !out.some((e) => e.line === q.line && e.file === q.file)) out.push(q);
  }
  return out;
}

function describe(move: Omit<PersuasionMove, "movers" | "evidence" | "message">, movers: PersuasionMover[]): string {
  const what = move.kind === "stance" ? `moves from ${move.from} to ${move.to}` : `concedes ${move.tension}`;
  const who = movers.length === 0 ? "with no argument from another agent since their previous position" : `after ${movers.map((m) => m.agent).join(", ")}`;
  return `${move.agent} ${what} in round ${move.round}, ${who}.`;
}
