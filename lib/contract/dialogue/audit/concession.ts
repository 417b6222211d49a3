import { referencedIds } from "../threads";
import type { Marker, Thread } from "../types";
import type { AuditContext } from "./context";
import { finding, markerPlace } from "./context";
import type { AuditFinding } from "./types";

/** Markers that speak to a tension without being one of its thread's events: a challenge, a reply, a dissent naming its id. */
const ADDRESSING = new Set<Marker["type"]>(["CHALLENGE", "DISSENT", "RE", "PERSPECTIVE", "REFINED", "CONFIRM", "DEFER", "MOVE", "ACCEPT"]);

/**
 * `unargued-concession`: an agent concedes a tension (a CONCESSION the Threads section attributes to it) with no
 * marker of anyone's addressing that tension between the marker that raised it and the concession: no refinement,
 * acknowledgement or resolution on its thread, no challenge, reply or perspective naming its id. Other concessions
 * are not arguments. A concession that cites its reason (names another panel member, `[CONCESSION to Macaron on
 * T04]`, "Croissant is right", or another tension, "subsumed by T07") was argued, if not by a marker: it is left out.
 * A concession the contract cannot attribute to a tension, or a tension with no raising marker
 * (a tracker row alone), is left out: there is no "since it was raised" to read.
 */
export function unarguedConcessions(ctx: AuditContext): AuditFinding[] {
  const d = ctx.dialogue;
  // Every id a non-thread marker names, with the marker's index: read once, looked up per concession.
  const namedBy = new Map<string, number[]>();
  d.markers.forEach((m, index) => {
    if (!ADDRESSING.has(m.type)) return;
    for (const id of referencedIds(m)) if (id.startsWith("T")) (namedBy.get(id) ?? namedBy.set(id, []).get(id)!).push(index);
  });
  const panel = new Set<string>();
  for (const p of d.panel) if (!p.judge) panel.add(p.name.toLowerCase());
  for (const r of d.rounds) for (const c of r.contributions) if (!c.judge) panel.add(c.agent.toLowerCase());
  const out: AuditFinding[] = [];
  for (const thread of d.threads) {
    const raise = thread.events.find((e) => e.kind === "raised");
    if (!raise) continue;
    const arguing = thread.events
      .filter((e) => e.kind !== "raised" && e.kind !== "conceded")
      .map((e) => e.marker)
      .sort((a, b) => a - b);
    for (const e of thread.events) {
      if (e.kind !== "conceded" || e.marker <= raise.marker) continue;
      const m = d.markers[e.marker]!;
      if (!m.agent || ctx.isJudge(m.agent) || citesArgument(m, thread, panel) || addressed(thread, arguing, raise.marker, e.marker, namedBy, d.markers))
        continue;
      const raised = d.markers[raise.marker]!;
      const by = raised.agent ? ` by ${raised.agent}` : "";
      const f = finding(
        ctx,
        {
          rule: "unargued-concession",
          agent: m.agent,
          tension: thread.id,
          ...(m.round !== null ? { round: m.round } : {}),
          message: `${m.agent} concedes ${thread.id} (raised${by}${raised.round !== null ? ` in round ${raised.round}` : ""}) with no refinement, resolution, challenge or reply on it in between.`,
        },
        [markerPlace(raised), markerPlace(m)],
      );
      if (f) out.push(f);
    }
  }
  return out;
}

/** Whether the concession names whose argument moved it (another panel member) or the tension it yields to (another id). */
function citesArgument(m: Marker, thread: Thread, panel: Set<string>): boolean {
  const own = m.agent!.toLowerCase();
  if (m.refAgent && m.refAgent.toLowerCase() !== own) return true;
  const text = `${m.description} ${m.body}`;
  let word = "";
  const check = (w: string): boolean => {
    const lower = w.toLowerCase();
    if (lower !== own && panel.has(lower)) return true;
    // A tension id other than the one conceded: `T07`, never the conceded `T03`.
    return w.length >= 2 && (w[0] === "T" || w[0] === "t") && [...w.slice(1)].every((c) => c >= "0" && c <= "9") && !sameId(w, thread, m);
  };
  for (const ch of text) {
    const letter = (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z") || (ch >= "0" && ch <= "9");
    if (letter) word += ch;
    else if (word) {
      if (check(word)) return true;
      word = "";
    }
  }
  return word.length > 0 && check(word);
}

function sameId(word: string, thread: Thread, m: Marker): boolean {
  const n = Number(word.slice(1));
  return [thread.id, ...referencedIds(m)].some((id) => id.toUpperCase().endsWith(`T${String(n).padStart(2, "0")}`) || id.toUpperCase().endsWith(`T${n}`));
}

/** Whether anything argued the tension strictly between its raise and the concession (in the dialogue's marker order). */
function addressed(thread: Thread, arguing: number[], from: number, to: number, namedBy: Map<string, number[]>, markers: Marker[]): boolean {
  if (anyBetween(arguing, from, to)) return true;
  // An id scoped by agent (`MUFFIN-T01`) is written by agents as the agent's own `T01`.
  const raisedId = markers[from]!.id;
  if (anyBetween(namedBy.get(thread.id) ?? [], from, to)) return true;
  return raisedId !== null && raisedId !== thread.id && anyBetween(namedBy.get(raisedId) ?? [], from, to);
}

/** Whether an ascending list holds a value strictly between `from` and `to`: a binary search, so a long thread stays linear overall. */
export function anyBetween(sorted: number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo]! < to;
}
