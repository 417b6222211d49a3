/**
 * The dialogue format contract (RFC 0028): the only code that reads or writes dialogue markdown.
 * Pure functions, no I/O. Import it only through this file.
 */
export { classifyLine, INITIAL_STATE, type LineState } from "./lines";
export { parseMarkers } from "./markers";
export { parseDialogue, type ParseOptions } from "./parse";
export { parseDirectory, classifyDirectoryFile, type DirectoryOptions } from "./directory";
export { renderDialogue, type RenderOptions } from "./render";
export { CONSENSUS_HEADING, type ConsensusRow } from "./consensus";
export { specificationMarkdown } from "./spec";
export { DIAGNOSTIC_RULES, formatDiagnostic, sortDiagnostics, type DiagnosticCode } from "./diagnostics";
export { dialogueCounts, toParsedJson } from "./json";
export { perspectiveThreads, scoreValues, tensionThreads } from "./threads";
export { titleFromSlug } from "./text";
export { AGENT_EMOJI, JUDGE_EMOJI, CORE_MARKER_TYPES, MARKER_TYPES, type CoreMarkerType } from "./symbols";
export type * from "./types";
export { ruleDiagnostic, type DocumentKind, type FormatContract, type FormatDocument, type FormatRule } from "./format";
export { FORMATS, detectFormat, formatOf, parseDocument } from "./formats";
export { dialogueFormat, type DialogueDocument } from "./dialogue-format";
export * from "./acor";
