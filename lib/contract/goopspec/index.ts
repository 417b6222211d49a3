/**
 * The GoopSpec format contract: `<goop_report>` envelopes at the end of agent responses. Pure, no I/O; reached
 * through `@/lib/contract`.
 */
import { projectGoopspec } from "./project";
import type { FormatContract } from "../core/format";
import { auditGoopspec, GOOP_AUDIT_RULES, goopSubject } from "./audit";
import { detectGoopspec } from "./detect";
import { parseGoopspec } from "./parse";
import { renderGoopspec } from "./render";
import { goopspecSpecification } from "./spec";
import { GOOP_RULES, STATUSES } from "./rules";
import type { GoopspecDocument } from "./types";

export const goopspecFormat: FormatContract<GoopspecDocument> = {
  kind: "goopspec",
  label: "GoopSpec report",
  vocabulary: {
    storedKinds: { goopspec: "GoopSpec report" },
    statuses: [...STATUSES.map((s) => s.toLowerCase()), "template", "no-report", "unknown"],
    attention: ["blocked", "partial"],
    entryTypes: ["summary", "blocker", "next-action", "command", "file"],
    entryStatuses: STATUSES.map((s) => s.toLowerCase()),
    board: { title: "Session board" },
  },
  detect: detectGoopspec,
  parse: parseGoopspec,
  render: renderGoopspec,
  project: projectGoopspec,
  audit: auditGoopspec,
  auditSubject: goopSubject,
  auditRules: GOOP_AUDIT_RULES,
  spec: goopspecSpecification,
  rules: GOOP_RULES,
};

export { detectGoopspec, parseGoopspec, renderGoopspec, goopspecSpecification };
export { auditGoopspec, goopSubject, GOOP_AUDIT_RULES, type GoopAuditCode } from "./audit";
export { hasBlockers, isAgentName } from "./lint";
export { reportFacts } from "./facts";
export { GOOP_RULES, PHASES, STATUSES, SPEC_VERSION, type GoopCode } from "./rules";
export type * from "./types";
