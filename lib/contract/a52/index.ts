/**
 * The A52 response format (the Parallel Co-Pilot Panel's interaction schema) on the shape every format shares,
 * and the PCPP history export read as a session of A52 responses. Pure; imported through `lib/contract/index.ts`.
 */
import type { FormatContract } from "../core/format";
import { A52_AUDIT_RULES, auditA52 } from "./audit";
import { detectA52 } from "./detect";
import { parseA52 } from "./parse";
import { projectA52 } from "./project";
import { renderA52 } from "./render";
import { A52_RULES, A52_SESSION_RULES } from "./rules";
import { a52SpecificationMarkdown } from "./spec";
import type { A52Document } from "./types";

export const a52Format: FormatContract<A52Document> = {
  kind: "a52",
  label: "A52 response",
  vocabulary: {
    storedKinds: { a52: "A52 response", "a52-session": "A52 session" },
    // A response's files list against its blocks; a session: whether the curator picked a response.
    statuses: ["consistent", "mismatch", "no-list", "picked", "open"],
    attention: ["mismatch"],
    entryTypes: ["summary", "plan", "file"],
    entryStatuses: ["listed-and-supplied", "listed-not-supplied", "supplied-not-listed", "supplied"],
  },
  detect: detectA52,
  parse: parseA52,
  render: renderA52,
  spec: a52SpecificationMarkdown,
  project: projectA52,
  audit: auditA52,
  // A52 responses name no model.
  auditSubject: () => null,
  auditRules: A52_AUDIT_RULES,
  rules: { ...A52_RULES, ...A52_SESSION_RULES },
};

export { detectA52, parseA52, renderA52, a52SpecificationMarkdown, A52_RULES, A52_SESSION_RULES };
export { auditA52, A52_AUDIT_RULES, type A52AuditCode } from "./audit";
export { renderBlock as renderA52Block } from "./render";
export { normalisePath as normaliseA52Path } from "./scan";
export { detectA52Session, parseA52Session, type A52Cycle, type A52Session, type A52SessionResponse, type SessionOptions } from "./session";
export type { A52Code, A52SessionCode } from "./rules";
export type * from "./types";
