import type { ReadingTension, UntrackedTension } from "./tension-types";

export type { ReadingTension, TensionFinal, UntrackedTension } from "./tension-types";

import type { DialogueStatus } from "../symbols";

/** A dialogue's final status as GOLD.md names it: the final word of the whole document, `unknown` when nothing says. */
export type ReadingStatus = DialogueStatus;

/** What a careful reader says a dialogue says (GOLD.md's fields, named as there), from all of its sources. */
export interface DialogueReading {
  status: ReadingStatus;
  /** Round numbers the document records content for (contributions or the Judge's summary of that round). */
  rounds: number[];
  /** Panel members (not the Judge) recorded as taking part, as the document names them. */
  agents: string[];
  totalAlignment: number | null;
  /** ALIGNMENT gained in each round, by round number; null when the document states no per-round figure. */
  roundScores: Record<string, number> | null;
  tensions: ReadingTension[];
  untracked: UntrackedTension[];
  /** Other files read as part of this dialogue (a directory's recorded summary). */
  alsoFrom: string[];
  /** Where each non-obvious value was read: `L120`, `round-1/scone.md:10`. */
  evidence: Record<string, string>;
}
