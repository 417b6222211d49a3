import type { DocumentInput } from "../input";
import type { ParsedDialogue } from "../types";
import { unarguedConcessions } from "./concession";
import { auditContext, type AuditContext } from "./context";
import { declaredWithOpenBusiness } from "./declared";
import { flipsToMajority } from "./flip";
import { judgeDrift } from "./judge-drift";
import { silentAgents } from "./silent";
import type { AuditFinding, AuditRule, AuditRuleCode } from "./types";

export { AUDIT_RULE_CODES, type AuditEvidence, type AuditFinding, type AuditRule, type AuditRuleCode } from "./types";

/** The audit's rules in the order the page lists them: the closed table docs/audit.md defines. */
export const AUDIT_RULES: readonly AuditRule[] = [
  {
    code: "declared-with-open-business",
    title: "Declared with open business",
    summary: "Convergence is declared while a tension is open, partial or untracked, or an agent's last position is dissent.",
  },
  {
    code: "unargued-concession",
    title: "Unargued concession",
    summary: "An agent concedes a tension that no marker addressed between its raising and the concession.",
  },
  {
    code: "flip-to-majority",
    title: "Flip to the majority",
    summary: "An agent takes the majority's position in the round after it formed, with no new argument from the majority in between.",
  },
  {
    code: "judge-drift",
    title: "Judge drift",
    summary: "ALIGNMENT rises in a round where no tension moved, or the Judge rules a tension resolved that no resolving marker names.",
  },
  { code: "silent-agent", title: "Silent agent", summary: "A panel member speaks in a round without a single marker." },
];

const CHECKS: Record<AuditRuleCode, (ctx: AuditContext) => AuditFinding[]> = {
  "declared-with-open-business": declaredWithOpenBusiness,
  "unargued-concession": unarguedConcessions,
  "flip-to-majority": flipsToMajority,
  "judge-drift": judgeDrift,
  "silent-agent": silentAgents,
};

/**
 * The convergence audit of a dialogue: was agreement argued, or given? Every finding names its rule and quotes the
 * lines of `input` (the source the dialogue was parsed from) that support it. Pure, and linear in the markers.
 */
export function auditDialogue(dialogue: ParsedDialogue, input: DocumentInput): AuditFinding[] {
  // The audit reads agreement through markers: a dialogue written without any says nothing either way.
  if (dialogue.markers.length === 0) return [];
  const ctx = auditContext(dialogue, input);
  return AUDIT_RULES.flatMap((rule) => CHECKS[rule.code](ctx));
}
