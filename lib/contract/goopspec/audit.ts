import { auditLines, quoteLines, type AuditFinding, type AuditRule } from "../core/audit";
import { isAgentName } from "./lint";
import type { GoopCheck, GoopspecDocument } from "./types";

/**
 * Claim against delivery for a GoopSpec report: the spec's COMPLETE means "task fully finished, verified", and its
 * validation rules ask a COMPLETE report for at least one `<check>`; a check says verified by `passed="true"`.
 */
export const GOOP_AUDIT_RULES = [
  {
    code: "goop-claims-complete-unverified",
    title: "Complete, unverified",
    summary: 'The report\'s status is COMPLETE and no verification check of it says passed="true".',
  },
  {
    code: "goop-claims-complete-failed-check",
    title: "Complete despite a failed check",
    summary: 'The report\'s status is COMPLETE while one of its verification checks says passed="false".',
  },
] as const satisfies readonly AuditRule[];

export type GoopAuditCode = (typeof GOOP_AUDIT_RULES)[number]["code"];

const passed = (c: GoopCheck) => c.passed === true;
const failed = (c: GoopCheck) => c.passed === false;

/** The report's `<agent>` when it has the spec's form: `goop-[type]` is a placeholder, not an agent. */
export function goopSubject(doc: GoopspecDocument): string | null {
  const agent = doc.report?.agent?.trim();
  return agent && isAgentName(agent) ? agent : null;
}

/**
 * The last envelope's status against its `<verification>`. Left out: a response with no report, a template (its
 * status is a placeholder, not a claim), and any status but COMPLETE (PARTIAL, BLOCKED and CHECKPOINT claim no
 * finished task). A check whose `passed` is neither true nor false verifies nothing, and is quoted as such.
 */
export function auditGoopspec(doc: GoopspecDocument, source: string): AuditFinding<GoopAuditCode>[] {
  const report = doc.report;
  if (!report || report.template || (report.status ?? "").trim().toUpperCase() !== "COMPLETE") return [];
  const lines = auditLines(source);
  const statusLine = report.lines.status ?? report.line;
  const subject = goopSubject(doc);
  const agent = subject ? { agent: subject } : {};
  const task = report.taskId ?? report.taskName;
  const what = task ? `The report on ${task}` : "The report";
  if (!report.checks.some(passed)) {
    const cited = report.checks.length > 0 ? report.checks.map((c) => c.line) : report.lines.verification !== undefined ? [report.lines.verification] : [];
    const evidence = quoteLines(lines, [statusLine, ...cited]);
    if (evidence.length === 0) return [];
    const why =
      report.checks.length === 0
        ? report.lines.verification !== undefined
          ? "its <verification> holds no check"
          : "it carries no <verification>"
        : report.checks.some(failed)
          ? `its ${report.checks.length === 1 ? "only check failed" : "checks failed or say nothing"}`
          : report.checks.length === 1
            ? 'its only check does not say passed="true"'
            : 'none of its checks says passed="true"';
    return [{ rule: "goop-claims-complete-unverified", message: `${what} says COMPLETE, but ${why}.`, ...agent, evidence }];
  }
  const failures = report.checks.filter(failed);
  if (failures.length === 0) return [];
  const evidence = quoteLines(lines, [statusLine, ...failures.map((c) => c.line)]);
  if (evidence.length === 0) return [];
  const names = failures.map((c) => c.name ?? "unnamed").join(", ");
  return [
    {
      rule: "goop-claims-complete-failed-check",
      message: `${what} says COMPLETE, but ${failures.length === 1 ? "a check failed" : `${failures.length} checks failed`} (${names}).`,
      ...agent,
      evidence,
    },
  ];
}
