/** The Judge's final ruling on a tension (GOLD.md `final`). */
export type TensionFinal = "resolved" | "open" | "partial" | "deferred" | "accepted" | "superseded" | "dropped";
export interface ReadingTension {
  id: string;
  final: TensionFinal;
  raisedRound: number | null;
  raisedBy: string[] | null;
  label: string | null;
  line?: number;
  file?: string;
  /** Where the Judge's last ruling on it is written (a closing table, a blanket "all resolved"), when a ruling says. */
  ruledAt?: { line: number; file?: string };
}
export interface UntrackedTension {
  agent: string;
  round: number | null;
  id: string | null;
  label: string | null;
  line?: number;
  file?: string;
}
