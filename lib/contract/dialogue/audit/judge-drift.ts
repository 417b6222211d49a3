import { tensionKey } from "../reading/judge-words";
import { referencedIds } from "../threads";
import type { Marker } from "../types";
import type { AuditContext, Place } from "./context";
import { finding, placeOf } from "./context";
import type { AuditFinding } from "./types";

/** Markers that move a tension: raising, refining, conceding, acknowledging, resolving or contesting one; a position moves them all. */
const MOVING = new Set<Marker["type"]>([
  "TENSION",
  "REFINEMENT",
  "CONCESSION",
  "CONCEDE-WITH-SCOPE",
  "RESOLVED",
  "RESOLUTION",
  "REFINED RESOLUTION",
  "ACKNOWLEDGED",
  "CHALLENGE",
  "DISSENT",
  "MOVE",
  "CONVERGENCE PROPOSAL",
  "CONVERGENCE CONFIRMED",
  "DESIGN CONVERGENCE CONFIRMED",
  "MINORITY VERDICT",
]);
const RESOLVING = new Set<Marker["type"]>(["RESOLVED", "RESOLUTION", "REFINED RESOLUTION"]);

/**
 * `judge-drift`: the Judge's ALIGNMENT rises in a round in which agents wrote markers but none moved a tension (none
 * raised, refined, conceded, acknowledged, resolved or contested one, and no one took a position), or the Judge rules
 * a tension resolved that no agent's resolving marker names, in a dialogue whose agents do resolve tensions with
 * markers. The absence of a marker is evidence only where the dialogue uses that marker: a round of prose, or a
 * dialogue whose agents never write `[RESOLVED …]`, is not read. A resolving marker that names no id cannot be
 * attributed; one whose agent is unknown counts, since it may be an agent's; an agent's own id counts for the row
 * their raise of it was filed under as well as for the row of that id. A tension the Judge's ruling says its
 * raiser conceded is left out when the raiser wrote a concession naming no tension, and so is one its raiser conceded
 * by its id: that marker settled it.
 */
export function judgeDrift(ctx: AuditContext): AuditFinding[] {
  return [...risesWithoutMovement(ctx), ...resolvedWithoutMarker(ctx)];
}

function risesWithoutMovement(ctx: AuditContext): AuditFinding[] {
  const d = ctx.dialogue;
  const gains = d.reading.roundScores;
  if (!gains) return [];
  const moved = new Set<number>();
  const marked = new Set<number>();
  for (const m of d.markers) {
    if (m.round === null || !m.agent || ctx.isJudge(m.agent)) continue;
    marked.add(m.round);
    if (MOVING.has(m.type)) moved.add(m.round);
  }
  const out: AuditFinding[] = [];
  for (const round of d.reading.rounds) {
    const gain = gains[String(round)];
    if (gain === undefined || gain <= 0 || !marked.has(round) || moved.has(round)) continue;
    const heading = d.rounds.find((r) => r.number === round && r.headingForm !== null);
    const f = finding(
      ctx,
      {
        rule: "judge-drift",
        round,
        message: `ALIGNMENT rises by ${gain} in round ${round}, a round in which no marker raised, refined, conceded or resolved a tension.`,
      },
      [scorePlace(ctx, round), heading ? { line: heading.line, file: heading.file ?? null } : null],
    );
    if (f) out.push(f);
  }
  return out;
}

/** Where the file states round `round`'s ALIGNMENT: its round-metrics row, its score line, else where the reading read the gains. */
function scorePlace(ctx: AuditContext, round: number): Place | null {
  const sb = ctx.dialogue.scoreboard;
  const metrics = sb.rounds.find((r) => r.round === round);
  // A round-metrics row carries no file: in a directory it cannot be placed.
  if (metrics && ctx.dialogue.layout === "single-file") return { line: metrics.line };
  const progress = sb.progress?.find((p) => p.round === round);
  if (progress) return { line: progress.line, file: progress.file ?? null };
  return placeOf(ctx.dialogue.reading.evidence.roundScores);
}

function resolvedWithoutMarker(ctx: AuditContext): AuditFinding[] {
  const d = ctx.dialogue;
  const named = new Set<string>();
  const add = (id: string) => named.add(tensionKey(id));
  // Agents number their own tensions: an agent's `[RESOLVED T3]` may be their own T3, which the Judge filed as another row.
  const ownRows = new Map<string, string[]>();
  for (const t of d.threads) {
    const rowId = t.registry !== null ? d.tensions[t.registry]!.id : t.id;
    for (const e of t.events) {
      const m = d.markers[e.marker]!;
      if (e.kind !== "raised" || !m.agent || !m.id) continue;
      const key = `${m.agent.toLowerCase()}|${m.id}`;
      ownRows.set(key, [...(ownRows.get(key) ?? []), rowId]);
    }
  }
  let resolves = false;
  for (const m of d.markers) {
    if (!RESOLVING.has(m.type) || ctx.isJudge(m.agent)) continue;
    resolves = true;
    // Each id of the head as written, agent prefix and all (`[RESOLVED MUFFIN R1-T01, ECLAIR R1-T01]`).
    for (const written of headIds(m)) add(written);
    for (const id of referencedIds(m)) {
      add(id);
      for (const row of m.agent ? (ownRows.get(`${m.agent.toLowerCase()}|${id}`) ?? []) : []) add(row);
      if (m.refAgent) add(`${m.refAgent}${id}`);
      if (m.agent) add(`${m.agent}${id}`);
    }
  }
  // The Threads section's attribution too: a resolving event on a tracker row's thread names that row.
  for (const t of d.threads) {
    const byAgent = t.events.some((e) => e.kind === "resolved" && !ctx.isJudge(e.agent));
    if (byAgent) add(t.id);
    if (byAgent && t.registry !== null) add(d.tensions[t.registry]!.id);
  }
  if (!resolves) return [];
  // A raiser's concession that names no tension may be the one that settled theirs: never read as "no marker".
  const concededBy = new Map<string, number[]>();
  // A raiser who concedes their own tension by its id (`[CONCESSION T03]: subsumed by T07`) settles it.
  const ownConcessions = new Set<string>();
  for (const m of d.markers) {
    if ((m.type !== "CONCESSION" && m.type !== "CONCEDE-WITH-SCOPE") || !m.agent) continue;
    const ids = referencedIds(m).filter((id) => id.startsWith("T"));
    for (const id of ids) ownConcessions.add(`${m.agent.toLowerCase()}|${tensionKey(id)}`);
    if (ids.length > 0) continue;
    const agent = m.agent.toLowerCase();
    concededBy.set(agent, [...(concededBy.get(agent) ?? []), m.round ?? Number.MAX_SAFE_INTEGER]);
  }
  // Only where the Judge's own words say the raiser conceded (`Muffin R2: Conceded, accepts …`): agents concede
  // something every round, so a concession alone says nothing about which tension it settled.
  const saysConceded = (t: (typeof d.reading.tensions)[number]) =>
    [t.ruledAt, { line: t.line!, file: t.file }].some(
      (p) =>
        p &&
        (ctx
          .quote({ line: p.line, file: p.file ?? null })
          ?.text.toLowerCase()
          .includes("conced") ??
          false),
    );
  const raiserConceded = (t: (typeof d.reading.tensions)[number]) =>
    saysConceded(t) && (t.raisedBy ?? []).some((a) => (concededBy.get(a.toLowerCase()) ?? []).some((r) => t.raisedRound === null || r >= t.raisedRound));
  const out: AuditFinding[] = [];
  for (const t of d.reading.tensions) {
    if (t.final !== "resolved" || t.line === undefined || named.has(tensionKey(t.id)) || raiserConceded(t)) continue;
    if ((t.raisedBy ?? []).some((a) => ownConcessions.has(`${a.toLowerCase()}|${tensionKey(t.id)}`))) continue;
    const label = t.label ? ` (${t.label})` : "";
    // The ruling first (where the Judge's last word on it is written), then its row, when they differ.
    const f = finding(
      ctx,
      { rule: "judge-drift", tension: t.id, message: `The Judge rules ${t.id}${label} resolved, but no agent's resolving marker names it.` },
      [t.ruledAt ? { line: t.ruledAt.line, file: t.ruledAt.file ?? null } : null, { line: t.line, file: t.file ?? null }],
    );
    if (f) out.push(f);
  }
  return out;
}

/** The ids a marker's head lists as written (`MUFFIN R1-T01, ECLAIR R1-T01` → both), up to its description. */
function headIds(m: Marker): string[] {
  let head = m.raw.slice(1 + m.type.length);
  for (const end of [":", "]"]) {
    const at = head.indexOf(end);
    if (at >= 0) head = head.slice(0, at);
  }
  const out: string[] = [];
  for (const part of head.split(",")) for (const piece of part.split("/")) if (piece.trim()) out.push(piece.trim());
  return out;
}
