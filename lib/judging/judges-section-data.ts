import type { Role } from "@/lib/auth/roles";
import type { AgreementGroup, FileAgreement } from "./agreement";
import type { JudgeBoard } from "./board";

/**
 * The dialogue page's Judges section as one viewer may see it: what `GET /d/<slug>/judges/data` answers and the page's
 * island renders. Plain data (JSON both ways); the viewer is their role alone, the one thing the section reads of them.
 */
export interface JudgesSectionData {
  slug: string;
  dialogueId: number;
  blind: boolean;
  /** Whether agreement counts scores edited after a reveal (an admin's say). */
  agreementAfterReveal: boolean;
  viewer: { role: Role } | null;
  board: JudgeBoard;
  /** Judges who scored but whose scores blind judging keeps from this viewer. */
  hiddenJudges: number;
  agreement: AgreementGroup[];
  fileAgreement: FileAgreement;
  /** Whether the viewer asked to pool every rubric on the 0–1 scale (`?pool=1`). */
  pooled: boolean;
  /** For the page's Versions table: the judges' scores given on each version of the document, by number (none: 0). */
  scoresByVersion: Record<number, number>;
}

/** Whether the viewer sees any judge's score: then the export of the judges' consensus is offered. */
export const isJudged = (data: Pick<JudgesSectionData, "board">) => data.board.rounds.length > 0;
