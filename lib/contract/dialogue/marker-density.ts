import type { Contribution, ParsedDialogue } from "./types";

/**
 * How many markers a dialogue may hold before the `marker-density` warning: 20 times the most seen in the Blue corpus
 * (9 in one contribution, 114 in one dialogue). The viewer draws no more than these as chips (lib/page-budget.ts):
 * beyond them it shows counts and a paged list, so the numbers are one budget, stated once.
 */
export const MARKER_LIMITS = {
  /** Markers in one contribution. */
  perContribution: 200,
  /** Markers in the whole dialogue. */
  perDialogue: 2_000,
} as const;

/**
 * Each contribution's markers, as ordinals into `dialogue.markers`: a marker belongs to the contribution of its round,
 * agent and file whose lines hold its line. Linear in markers (a binary search among a round's contributions each).
 */
export function markersByContribution(dialogue: ParsedDialogue): Map<Contribution, number[]> {
  const spans = new Map<string, { c: Contribution; first: number; last: number }[]>();
  for (const r of dialogue.rounds)
    for (const c of r.contributions) {
      const key = `${r.number}\u0000${c.file ?? ""}`;
      const list = spans.get(key) ?? [];
      list.push({ c, first: c.line, last: c.lines.at(-1)?.line ?? c.line });
      spans.set(key, list);
    }
  for (const list of spans.values()) list.sort((a, b) => a.first - b.first);
  const out = new Map<Contribution, number[]>();
  dialogue.markers.forEach((m, ordinal) => {
    const list = spans.get(`${m.round}\u0000${m.file ?? ""}`);
    if (!list) return;
    // The last span starting at or before the marker's line; spans of one round and file do not overlap.
    let lo = 0;
    let hi = list.length - 1;
    let at = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.first <= m.line) {
        at = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const span = at >= 0 ? list[at]! : null;
    if (!span || m.line > span.last || span.c.agent !== m.agent) return;
    const own = out.get(span.c);
    if (own) own.push(ordinal);
    else out.set(span.c, [ordinal]);
  });
  return out;
}
