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
}
export interface UntrackedTension {
  agent: string;
  round: number | null;
  id: string | null;
  label: string | null;
  line?: number;
  file?: string;
}
