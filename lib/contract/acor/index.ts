/** The ACOR transcript contract (spec 003). Reached from outside only through `@/lib/contract`. */
import type { FormatContract } from "../core/format";
import { ACOR_AUDIT_RULES, auditAcor, runTool } from "./audit";
import { detectAcor } from "./detect";
import { parseAcor } from "./parse";
import { projectAcor } from "./project";
import { renderAcor } from "./render";
import { ACOR_RULES } from "./rules";
import { acorSpecification } from "./spec";
import { STATUS_VALUES } from "./symbols";
import type { AcorDocument } from "./types";

/** ACOR tool transcripts (spec 003) through the shape every format shares. */
export const acorFormat: FormatContract<AcorDocument> = {
  kind: "acor",
  label: "ACOR tool transcript",
  vocabulary: {
    storedKinds: { acor: "ACOR run" },
    // How a run ended: its last Status message's value, else what its messages say (see acorStatus).
    statuses: [...STATUS_VALUES.map((s) => s.toLowerCase()), "error", "input-needed", "unfinished"],
    attention: ["failed", "error", "input-needed"],
    entryTypes: ["error", "recovery", "command"],
    entryStatuses: [],
    board: { title: "Tool runs" },
  },
  detect: detectAcor,
  parse: parseAcor,
  render: renderAcor,
  project: projectAcor,
  audit: auditAcor,
  auditSubject: runTool,
  auditRules: ACOR_AUDIT_RULES,
  spec: acorSpecification,
  rules: ACOR_RULES,
};

export { auditAcor, runTool as acorRunTool, ACOR_AUDIT_RULES, type AcorAuditCode } from "./audit";
export { parseAcor } from "./parse";
export { renderAcor } from "./render";
export { detectAcor } from "./detect";
export { acorSpecification } from "./spec";
export { ACOR_RULES, type AcorCode } from "./rules";
export { MESSAGE_TYPES as ACOR_MESSAGE_TYPES, STATUS_VALUES as ACOR_STATUS_VALUES, TERMINAL_STATUSES as ACOR_TERMINAL_STATUSES } from "./symbols";
export { checkYaml } from "./yaml";
export type * from "./types";
