import { AUDIT_RULES, FORMATS, type AnyAuditRule } from "@/lib/contract";

/**
 * Every audit rule any format declares, by code: the dialogue's convergence audit first, then each registered format's
 * own (`FormatContract.auditRules`), so a rule a format adds is named on the index, in search and on /audit with no
 * edit here. Read at call time, like lib/document-kinds.ts.
 */
export function auditRules(): AnyAuditRule[] {
  const seen = new Set<string>();
  return [...AUDIT_RULES, ...FORMATS.flatMap((f) => (f.kind === "dialogue" ? [] : (f.auditRules ?? [])))].filter((r) => !seen.has(r.code) && seen.add(r.code));
}

/** A rule's title as pages show it; a code no registered format declares (stored by an older reading) shows as itself. */
export function auditRuleTitle(code: string): string {
  return auditRules().find((r) => r.code === code)?.title ?? code;
}

/** Which kinds' audit a rule belongs to: the dialogue's five, or those of the agent formats (claim against delivery). */
export function isDialogueRule(code: string): boolean {
  return AUDIT_RULES.some((r) => r.code === code);
}

/** The filter value that means "with any finding at all". */
export const ANY_FINDING = "any";

/** A rule code as a URL may carry it (the value is checked against this shape, not against the rules registered). */
export const AUDIT_CODE = /^[a-z][a-z0-9-]{0,59}$/;
