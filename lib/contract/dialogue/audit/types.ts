import type { AuditEvidence, AuditFinding as CoreAuditFinding, AuditRule as CoreAuditRule } from "../../core/audit";

/** The audit's rules, by code: each has a definition in docs/audit.md and a fixture that fires it and one that must not. */
export const AUDIT_RULE_CODES = ["declared-with-open-business", "unargued-concession", "flip-to-majority", "judge-drift", "silent-agent"] as const;
export type AuditRuleCode = (typeof AUDIT_RULE_CODES)[number];

/** One finding of the convergence audit (the shared shape in core/audit.ts, with the dialogue's rule codes). */
export type AuditFinding = CoreAuditFinding<AuditRuleCode>;
export type AuditRule = CoreAuditRule<AuditRuleCode>;
export type { AuditEvidence };
