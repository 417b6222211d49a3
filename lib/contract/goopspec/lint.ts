/** The spec's validation rules (R1–R8) and the checks beside them, over a report already read. Findings, never rejections. */
import { ruleDiagnostic } from "../core/format";
import type { Diagnostic } from "../core/diagnostic";
import { AGENT_PREFIX, GOOP_RULES, ORCHESTRATOR, PHASES, REQUIRED, STATUSES, type GoopCode } from "./rules";
import type { GoopReport } from "./types";

/** `<blockers>` texts that say there is no blocker. */
const NO_BLOCKER: readonly string[] = ["", "none", "none.", "n/a", "-", "nothing"];

/** `goop-<type>` with a lower-case type of letters, digits and hyphens, or `orchestrator` (R8). */
export function isAgentName(agent: string): boolean {
  if (agent === ORCHESTRATOR) return true;
  if (!agent.startsWith(AGENT_PREFIX) || agent.length === AGENT_PREFIX.length) return false;
  for (let i = AGENT_PREFIX.length; i < agent.length; i++) {
    const c = agent.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45)) return false;
  }
  return true;
}

export const hasBlockers = (blockers: string | null) => blockers !== null && !NO_BLOCKER.includes(blockers.trim().toLowerCase());
const filled = (s: string | null) => s !== null && s.trim() !== "";

export function checkRules(report: GoopReport, out: Diagnostic[], trailingLine: number | null) {
  const add = (code: GoopCode, line: number, message: string) => out.push(ruleDiagnostic(GOOP_RULES, code, line, message));
  const l = report.lines;
  if (report.version === null) add("goop-version", report.line, "The envelope names no schema version.");
  const present: Record<(typeof REQUIRED)[number], boolean> = {
    status: filled(report.status),
    agent: filled(report.agent),
    state: report.hasState,
    summary: filled(report.summary),
    handoff: report.handoff !== null,
  };
  for (const name of REQUIRED)
    if (!present[name]) add("goop-required", report.line, `<${name}> is required and missing${name === "state" || name === "handoff" ? "" : " or empty"}.`);
  const status = report.status;
  // Like R7 in the reference reader, a value rule fails when the value is absent: absent is not one of the allowed.
  if (!(STATUSES as readonly string[]).includes(status ?? ""))
    add(
      "goop-status",
      l.status ?? report.line,
      filled(status) ? `Status \`${status}\` is not one of ${STATUSES.join(", ")}.` : "No status says whether the task is done.",
    );
  if (status === "COMPLETE" && report.checks.length === 0)
    add("goop-complete-unverified", l.status ?? report.line, "COMPLETE, but <verification> holds no <check>.");
  if (status === "BLOCKED" && !hasBlockers(report.handoff?.blockers ?? null))
    add(
      "goop-blocked-without-blockers",
      l.blockers ?? l.handoff ?? l.status ?? report.line,
      report.handoff?.blockers == null ? "BLOCKED, but there is no <blockers>." : `BLOCKED, but <blockers> says \`${report.handoff.blockers}\`.`,
    );
  const next = report.handoff?.nextAction ?? null;
  if (!filled(next?.agent ?? null))
    add(
      "goop-next-action-agent",
      next?.line ?? l.handoff ?? report.line,
      next ? "<next_action> names no agent." : "The handoff has no <next_action>: nobody is told to continue.",
    );
  if (trailingLine !== null) add("goop-not-final", trailingLine, "Text follows the envelope.");
  if (!(PHASES as readonly string[]).includes(report.phase ?? ""))
    add(
      "goop-phase",
      l.phase ?? l.state ?? report.line,
      report.phase === null ? "No <phase> says where in the workflow the agent ran." : `Phase \`${report.phase}\` is not one of ${PHASES.join(", ")}.`,
    );
  if (!isAgentName(report.agent ?? ""))
    add(
      "goop-agent-name",
      l.agent ?? report.line,
      filled(report.agent) ? `Agent \`${report.agent}\` is neither goop-<type> nor ${ORCHESTRATOR}.` : "No agent names who wrote the report.",
    );
  for (const [field, p] of [
    ["wave", report.wave],
    ["task", report.task],
  ] as const) {
    if (p && typeof p.current === "number" && typeof p.total === "number" && p.current > p.total)
      add("goop-progress", p.line, `<${field}> current ${p.current} is greater than total ${p.total}.`);
  }
  if (report.placeholders.length > 0 && (report.status === null || report.placeholders.some((p) => p.field === "status")))
    add(
      "goop-template",
      l.status ?? report.line,
      `A template: ${report.placeholders.length} placeholder${report.placeholders.length === 1 ? "" : "s"}, status \`${status ?? "absent"}\`.`,
    );
  else for (const p of report.placeholders) add("goop-placeholder", p.line || report.line, `${p.field} still holds the placeholder \`${p.value}\`.`);
}
