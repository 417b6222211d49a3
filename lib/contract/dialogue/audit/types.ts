/** The audit's rules, by code: each has a definition in docs/audit.md and a fixture that fires it and one that must not. */
export const AUDIT_RULE_CODES = ["declared-with-open-business", "unargued-concession", "flip-to-majority", "judge-drift", "silent-agent"] as const;
export type AuditRuleCode = (typeof AUDIT_RULE_CODES)[number];

/** A line of the source that supports a finding, quoted exactly as the file has it (without its line break). */
export interface AuditEvidence {
  line: number;
  /** A round-scoped directory's file, relative to the directory; absent for a single file. */
  file?: string;
  text: string;
}

/** One finding of the convergence audit: a rule, what it says here, and the lines a reader checks it against. Never a bare score. */
export interface AuditFinding {
  rule: AuditRuleCode;
  message: string;
  agent?: string;
  /** The tension's id as the dialogue writes it (`T03`, `MUFFIN-T01`). */
  tension?: string;
  round?: number;
  /** At least one line, in the order a reader follows them. */
  evidence: AuditEvidence[];
}

/** What a rule checks, for the page's groups and the empty state. */
export interface AuditRule {
  code: AuditRuleCode;
  title: string;
  /** One sentence: what fires it. The full definition, with what it leaves out, is in docs/audit.md. */
  summary: string;
}
