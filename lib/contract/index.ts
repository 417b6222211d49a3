/**
 * The dialogue format contract (RFC 0028): the only code that reads or writes dialogue markdown.
 * Pure functions, no I/O. Import it only through this file.
 */
export { classifyLine, INITIAL_STATE, type LineState } from "./lines";
export { parseMarkers } from "./markers";
export { parseDialogue, type ParseOptions } from "./parse";
export { parseDirectory, classifyDirectoryFile, roundSegmentNumber, type DirectoryOptions } from "./directory";
export {
  canonicalFileName,
  dialogueDirectoryOf,
  inputFromStored,
  isDialogue,
  parseInput,
  slugFromPath,
  storedForm,
  type DocumentInput,
  type StoredForm,
} from "./input";
export { INPUT_RULES, inputDiagnostic, type InputCode } from "./input-rules";
export { renderDialogue, type RenderOptions } from "./render";
export { CONSENSUS_HEADING, type ConsensusRow } from "./consensus";
export { specificationMarkdown } from "./spec";
export { DIAGNOSTIC_RULES, formatDiagnostic, sortDiagnostics, type DiagnosticCode } from "./diagnostics";
export { agentCount, dialogueCounts, metadataValue, toParsedJson } from "./json";
export { perspectiveThreads, scoreValues } from "./threads";
export { tensionThreads } from "./tension-threads";
export { MARKER_LIMITS, markersByContribution } from "./marker-density";
export { baseName, titleFromSlug } from "./text";
export {
  AGENT_EMOJI,
  DIALOGUE_FILE_SUFFIXES,
  JSON_SUFFIX,
  MARKDOWN_SUFFIX,
  XML_SUFFIX,
  JUDGE_EMOJI,
  CORE_MARKER_TYPES,
  MARKER_TYPES,
  OPEN_STATUSES,
  REGISTRY_STATUSES,
  type CoreMarkerType,
} from "./symbols";
export type * from "./types";
export { ruleDiagnostic, type DocumentKind, type FormatContract, type FormatDocument, type FormatRule } from "./format";
export { FORMATS, detectFormat, formatOf, parseDocument } from "./formats";
export type { DocumentProjection, ProjectedEntry, ProjectedRound } from "./projection";
export { isDocumentJson, projectText } from "./projections";
export { dialogueFormat, type DialogueDocument } from "./dialogue-format";
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
