/**
 * The alignment dialogue (RFC 0028): Blue's multi-agent transcripts, as a single file or a round-scoped directory.
 * The only code that reads or writes dialogue markdown. Pure; imported through `lib/contract/index.ts`.
 */
import { DIAGNOSTIC_RULES } from "./rules";
import { DIALOGUE_STATUSES, SEARCH_ENTRY_STATUSES, SEARCH_ENTRY_TYPES } from "./symbols";
import type { FormatContract, FormatDocument } from "../core/format";
import { toParsedJson } from "./json";
import { parseDialogue } from "./parse";
import { renderDialogue } from "./render";
import { specificationMarkdown } from "./spec";
import type { ParsedDialogue } from "./types";

/** A dialogue as a format document: the parsed dialogue kept whole for render, its plain JSON beside it. */
export interface DialogueDocument extends FormatDocument<"dialogue"> {
  dialogue: ParsedDialogue;
  json: ReturnType<typeof toParsedJson>;
}

/** The dialogue contract (RFC 0028) seen through the shape every format shares. Directories go through parseDirectory. */
export const dialogueFormat: FormatContract<DialogueDocument> = {
  kind: "dialogue",
  label: "Alignment dialogue",
  vocabulary: {
    storedKinds: { dialogue: "Dialogue" },
    statuses: DIALOGUE_STATUSES,
    attention: ["stalled"],
    entryTypes: SEARCH_ENTRY_TYPES,
    entryStatuses: SEARCH_ENTRY_STATUSES,
  },
  // The fallback: any markdown reads as a dialogue, with diagnostics for what it lacks.
  detect: () => 0.1,
  parse(text) {
    const result = parseDialogue(text);
    return { kind: "dialogue", dialogue: result.dialogue, json: toParsedJson(result), diagnostics: result.diagnostics };
  },
  render: (doc) => renderDialogue(doc.dialogue),
  spec: specificationMarkdown,
  rules: DIAGNOSTIC_RULES,
};

export { classifyLine, INITIAL_STATE, type LineState } from "./lines";
export { parseMarkers } from "./markers";
export { parseDialogue, type ParseOptions } from "./parse";
export { parseDirectory, classifyDirectoryFile, readExpertPool, roundSegmentNumber, type DirectoryOptions } from "./directory";
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
export { combineParts, dialogueKey, dialogueNameOf, isRevision, isTimestampSlug, type DocumentPartInput, type LogicalKey } from "./identity";
export { renderDialogue, type RenderOptions } from "./render";
export { CONSENSUS_HEADING, type ConsensusRow } from "./consensus";
export { specificationMarkdown } from "./spec";
export { DIAGNOSTIC_RULES, type DiagnosticCode } from "./rules";
export { agentCount, dialogueCounts, metadataValue, toParsedJson } from "./json";
export { perspectiveThreads, scoreValues } from "./threads";
export { positionOf, stanceOf, type Stance } from "./positions";
export { auditDialogue, AUDIT_RULES, AUDIT_RULE_CODES, type AuditEvidence, type AuditFinding, type AuditRule, type AuditRuleCode } from "./audit";
export { MOVER_BASES, persuasionOf, type MoverBasis, type PersuasionMove, type PersuasionMover } from "./audit/persuasion";
export { tensionThreads } from "./tension-threads";
export { MARKER_LIMITS, markersByContribution } from "./marker-density";
export {
  AGENT_EMOJI,
  DIALOGUE_FILE_SUFFIXES,
  DIALOGUE_STATUSES,
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
export type { DialogueReading, ReadingStatus, ReadingTension, TensionFinal, UntrackedTension } from "./reading/types";
