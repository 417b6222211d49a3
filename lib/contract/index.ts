/**
 * The format contracts: the only code that reads or writes the documents Roundtable reviews. `core/` is what every
 * format shares; each format is a folder of its own (`dialogue/`, `a52/`, `goopspec/`, `acor/`) that imports only
 * `core/`; `formats.ts` registers them. Pure functions, no I/O. Import it only through this file.
 */
export { INPUT_RULES, inputDiagnostic, type InputCode } from "./core/input-rules";
export { formatDiagnostic, sortDiagnostics } from "./core/diagnostic";
export { baseName, titleFromSlug } from "./core/text";
export { ruleDiagnostic, type DocumentKind, type FormatContract, type FormatDocument, type FormatRule, type FormatVocabulary } from "./core/format";
export { FORMATS, allAuditRules, auditDocument, auditSubject, detectFormat, formatOf, parseDocument, registerFormat } from "./formats";
export type { DocumentProjection, ProjectedEntry, ProjectedRound } from "./core/projection";
export type { AuditEvidence as CoreAuditEvidence, AuditFinding as AnyAuditFinding, AuditRule as AnyAuditRule } from "./core/audit";
export { isDocumentJson, PROJECTION_VERSION, projectText, readText, type TextReading } from "./projections";
export * from "./dialogue";
export {
  a52Format,
  parseA52,
  renderA52,
  renderA52Block,
  detectA52,
  a52SpecificationMarkdown,
  normaliseA52Path,
  A52_RULES,
  A52_SESSION_RULES,
  detectA52Session,
  parseA52Session,
  auditA52,
  A52_AUDIT_RULES,
  type A52AuditCode,
  type A52Document,
  type A52FileBlock,
  type A52ListedFile,
  type A52PrefixMatch,
  type A52Closer,
  type A52BlockForm,
  type A52SectionForm,
  type A52Code,
  type A52SessionCode,
  type A52Cycle,
  type A52Session,
  type A52SessionResponse,
  type SessionOptions,
} from "./a52";
export * from "./acor";
export {
  goopspecFormat,
  auditGoopspec,
  GOOP_AUDIT_RULES,
  type GoopAuditCode,
  hasBlockers,
  isAgentName,
  reportFacts as goopReportFacts,
  GOOP_RULES,
  PHASES as GOOP_PHASES,
  STATUSES as GOOP_STATUSES,
  type GoopCode,
  type GoopReport,
  type GoopspecDocument,
  type GoopFile,
  type GoopCheck,
  type GoopCommit,
  type GoopMemory,
  type GoopHandoff,
  type GoopNextAction,
  type GoopExtra,
  type GoopPlaceholder,
  type GoopProgress,
  type GoopFlag,
} from "./goopspec";
