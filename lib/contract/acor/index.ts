/** The ACOR transcript contract (spec 003). Reached from outside only through `@/lib/contract`. */
export { acorFormat } from "./format";
export { parseAcor } from "./parse";
export { renderAcor } from "./render";
export { detectAcor } from "./detect";
export { acorSpecification } from "./spec";
export { ACOR_RULES, type AcorCode } from "./rules";
export { MESSAGE_TYPES as ACOR_MESSAGE_TYPES, STATUS_VALUES as ACOR_STATUS_VALUES, TERMINAL_STATUSES as ACOR_TERMINAL_STATUSES } from "./symbols";
export { checkYaml } from "./yaml";
export type * from "./types";
