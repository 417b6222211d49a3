import { positionOf, stanceOf, type Stance } from "../positions";
import type { Marker } from "../types";
import { anyBetween } from "./concession";
import type { AuditContext } from "./context";
import { ARGUMENTS, finding, markerPlace } from "./context";
import type { AuditFinding } from "./types";

interface Formed {
  stance: Stance;
  round: number;
  /** The position marker that made the stance a majority. */
  at: number;
}

/**
 * `flip-to-majority`: after round r, more than half of the seats hold one stance for the first time (a majority
 * formed); in the next round an agent whose stated stance was another one takes the majority's, and no member of
 * the majority brought an argument marker between the marker that formed the majority and the flip. Seats are the
 * panel (Judge aside), or everyone who spoke or took a position when more did. Positions with no round are left out
 * (their time is unknown); an agent who takes a first position is not changing one.
 */
export function flipsToMajority(ctx: AuditContext): AuditFinding[] {
  const d = ctx.dialogue;
  const byRound = new Map<number, number[]>();
  const agents = new Set<string>();
  d.markers.forEach((m, i) => {
    if (m.round === null || !m.agent || ctx.isJudge(m.agent) || positionOf(m) === null) return;
    (byRound.get(m.round) ?? byRound.set(m.round, []).get(m.round)!).push(i);
    agents.add(m.agent.toLowerCase());
  });
  if (byRound.size < 2) return [];
  const speakers = new Set<string>();
  for (const r of d.rounds) for (const c of r.contributions) if (!c.judge) speakers.add(c.agent.toLowerCase());
  const seats = Math.max(d.panel.filter((p) => !p.judge).length, speakers.size, agents.size);
  const majority = (n: number) => n * 2 > seats;

  // Argument markers by round, in marker order: each round is read twice (as the majority's, as the next), never more.
  const argumentsIn = new Map<number, number[]>();
  d.markers.forEach((m, i) => {
    if (m.round !== null && m.agent && ARGUMENTS.has(m.type)) (argumentsIn.get(m.round) ?? argumentsIn.set(m.round, []).get(m.round)!).push(i);
  });

  // "The round after" is the dialogue's next round, whether or not anyone took a position in it.
  const rounds = [...new Set([...d.reading.rounds, ...byRound.keys()])].sort((a, b) => a - b);
  const nextRound = new Map(rounds.map((r, i) => [r, rounds[i + 1]]));
  const stance = new Map<string, Stance>();
  const count = new Map<Stance, number>();
  const out: AuditFinding[] = [];
  let formed: Formed | null = null;
  for (const round of [...byRound.keys()].sort((a, b) => a - b)) {
    // Stances as they stood after the round before, for agents who change in this one.
    const before = new Map<string, Stance | undefined>();
    const wasMajority = new Set([...count].filter(([, n]) => majority(n)).map(([s]) => s));
    const flipped = new Set<string>();
    let crossing: Formed | null = null;
    if (formed && nextRound.get(formed.round) !== round) formed = null;
    const window = formed ? majorityArguments(formed, round, argumentsIn, d.markers, (a) => stanceAfterPrevious(a, before, stance)) : [];
    for (const i of byRound.get(round)!) {
      const m = d.markers[i]!;
      const agent = m.agent!.toLowerCase();
      const next = stanceOf(positionOf(m)!);
      const prev = stance.get(agent);
      if (!before.has(agent)) before.set(agent, prev);
      const stated = before.get(agent);
      if (formed && next === formed.stance && stated !== undefined && stated !== formed.stance && !flipped.has(agent) && !anyBetween(window, formed.at, i)) {
        flipped.add(agent);
        const f = finding(
          ctx,
          {
            rule: "flip-to-majority",
            agent: m.agent!,
            round,
            message: `${m.agent} moves from ${stated} to ${formed.stance} in round ${round}, the round after a majority took ${formed.stance}, with no new argument from that majority in between.`,
          },
          [markerPlace(d.markers[formed.at]!), markerPlace(m)],
        );
        if (f) out.push(f);
      }
      if (prev !== next) {
        if (prev !== undefined) count.set(prev, (count.get(prev) ?? 1) - 1);
        count.set(next, (count.get(next) ?? 0) + 1);
        stance.set(agent, next);
        if (!wasMajority.has(next) && majority(count.get(next)!)) crossing = { stance: next, round, at: i };
      }
    }
    // A majority formed in this round only if it still stands at the round's end.
    formed = crossing && majority(count.get(crossing.stance) ?? 0) ? crossing : null;
  }
  return out;
}

function stanceAfterPrevious(agent: string, before: Map<string, Stance | undefined>, now: Map<string, Stance>): Stance | undefined {
  return before.has(agent) ? before.get(agent) : now.get(agent);
}

/** Argument markers by the majority's members (their stance after the majority's round), from that round and the next, in order. */
function majorityArguments(
  formed: Formed,
  next: number,
  argumentsIn: Map<number, number[]>,
  markers: Marker[],
  stanceOfAgent: (a: string) => Stance | undefined,
): number[] {
  const out: number[] = [];
  for (const round of formed.round === next ? [next] : [formed.round, next])
    for (const i of argumentsIn.get(round) ?? []) if (stanceOfAgent(markers[i]!.agent!.toLowerCase()) === formed.stance) out.push(i);
  return out.sort((a, b) => a - b);
}
