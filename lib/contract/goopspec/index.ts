/**
 * The GoopSpec format contract: `<goop_report>` envelopes at the end of agent responses. Pure, no I/O; reached
 * through `@/lib/contract`.
 */
import { projectGoopspec } from "./project";
import type { FormatContract } from "../core/format";
import { detectGoopspec } from "./detect";
import { parseGoopspec } from "./parse";
import { renderGoopspec } from "./render";
import { goopspecSpecification } from "./spec";
import { GOOP_RULES } from "./rules";
import type { GoopspecDocument } from "./types";

export const goopspecFormat: FormatContract<GoopspecDocument> = {
  kind: "goopspec",
  label: "GoopSpec report",
  detect: detectGoopspec,
  parse: parseGoopspec,
  render: renderGoopspec,
  project: projectGoopspec,
  spec: goopspecSpecification,
  rules: GOOP_RULES,
};

export { detectGoopspec, parseGoopspec, renderGoopspec, goopspecSpecification };
export { hasBlockers, isAgentName } from "./lint";
export { reportFacts } from "./facts";
export { GOOP_RULES, PHASES, STATUSES, SPEC_VERSION, type GoopCode } from "./rules";
export type * from "./types";
