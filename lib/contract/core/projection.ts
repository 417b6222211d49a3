import type { Diagnostic } from "./diagnostic";

/**
 * What storage keeps of a document that is not a dialogue, in the vocabulary every page already speaks: a title and
 * status for the index, rounds of contributions for side-by-side reading and judging (an A52 session's cycles and
 * their parallel responses), and entries for search (a file path, a plan, a blocker, an error, a command…).
 * Each format's `project` says how its document maps onto it; nothing here is guessed from the text.
 */
export interface DocumentProjection {
  /** The stored kind: a format's kind, or a sub-kind such as `a52-session`. */
  kind: string;
  title: string;
  /** The index's status word for this document (a report's status, a run's final status, …). */
  status: string;
  date: string | null;
  /**
   * What makes two arrivals the same document (a later export of it is a new version, not a copy), namespaced by kind;
   * null when the document names no identity of its own.
   */
  logicalKey: string | null;
  rounds: ProjectedRound[];
  entries: ProjectedEntry[];
  diagnostics: Diagnostic[];
}

export interface ProjectedRound {
  number: number;
  label: string;
  line: number;
  contributions: { agent: string; role: string | null; line: number; body: string }[];
}

/** One searchable item; `type` is its search type (e.g. `file`, `plan`, `blocker`, `error`, `command`). */
export interface ProjectedEntry {
  type: string;
  id: string | null;
  description: string;
  body: string;
  line: number;
  round: number | null;
  agent: string | null;
  status: string | null;
}
