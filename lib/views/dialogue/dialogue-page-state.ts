import type { ParsedDialogue } from "@/lib/contract";
import { roundDiffs, stateAtRound, type DialogueState, type RoundDiff } from "@/lib/views/dialogue/dialogue-state";

// A parse is cached and immutable (lib/ingest/pipeline.ts): the page works out its diffs and states once per parse,
// not once per view (for 20,000 markers that was a fifth of a second a view). The functions stay pure for the bench.
const diffsByParse = new WeakMap<ParsedDialogue, Map<number, RoundDiff>>();
const statesByParse = new WeakMap<ParsedDialogue, Map<number | null, DialogueState | null>>();

/** `roundDiffs` of a parse, computed once. */
export function pageRoundDiffs(dialogue: ParsedDialogue): Map<number, RoundDiff> {
  let diffs = diffsByParse.get(dialogue);
  if (!diffs) diffsByParse.set(dialogue, (diffs = roundDiffs(dialogue)));
  return diffs;
}

/** `stateAtRound` of a parse, computed once for each of its rounds (and the final state); other numbers are not kept. */
export function pageStateAtRound(dialogue: ParsedDialogue, at: number | null): DialogueState | null {
  let states = statesByParse.get(dialogue);
  if (!states) statesByParse.set(dialogue, (states = new Map()));
  if (states.has(at)) return states.get(at)!;
  const state = stateAtRound(dialogue, at);
  if (at === null || dialogue.rounds.some((r) => r.number === at)) states.set(at, state);
  return state;
}
