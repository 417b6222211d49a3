import { agreementGroups, disagreements, type AgreementGroup, type RoundDisagreement } from "./agreement";
import type { RubricVersionView } from "./rubric";
import type { CurrentScore } from "./scores";

/** The scores an agreement view is of, as the one read of judges' scores gives them (lib/db/visible-scores.ts). */
export interface SummaryScores {
  /** Each judge's scores before their reveal (blind judging), unless an admin says otherwise; people only. */
  forAgreement: CurrentScore[];
  /** The rubric versions the scores were given under, by id. */
  rubrics: ReadonlyMap<number, RubricVersionView>;
  versions: { judgeId: string; judgeName: string }[];
}

/** What every agreement view shows: the dialogue's judges section, a queue's page and the judging page. */
export interface JudgingSummary {
  /** One group a rubric version (agreement and leniency in its points), or one pooled on the 0–1 scale. */
  agreement: AgreementGroup[];
  /** The rounds judges disagree on most, widest first: as many as asked for (none unless asked). */
  worst: RoundDisagreement[];
  /** Each judge's name by id, from the versions this reader may see. */
  names: Map<string, string>;
}

/**
 * The agreement figures of a set of scores, assembled once for every view. `rounds` keeps only the scores of those
 * rounds (`dialogueId:round`, a queue's items); `worst` asks for that many of the widest disagreements; `pool` puts
 * every rubric on the 0–1 scale as one group.
 */
export function judgingSummary(scores: SummaryScores, options: { rounds?: Set<string>; worst?: number; pool?: boolean } = {}): JudgingSummary {
  const { rounds, worst = 0, pool = false } = options;
  const counted = rounds ? scores.forAgreement.filter((s) => rounds.has(`${s.dialogueId}:${s.round}`)) : scores.forAgreement;
  return {
    agreement: agreementGroups(counted, scores.rubrics, pool),
    worst: worst > 0 ? disagreements(counted).slice(0, worst) : [],
    names: new Map(scores.versions.map((v) => [v.judgeId, v.judgeName])),
  };
}
