import {
  auditDialogue,
  auditDocument,
  auditSubject,
  persuasionOf,
  FORMATS,
  inputFromStored,
  parseA52Session,
  parseInput,
  renderDialogue,
  type A52Document,
  type A52Session,
  type AnyAuditFinding,
  type AnyAuditRule,
  type AcorDocument,
  type AuditFinding,
  type Diagnostic,
  type FormatDocument,
  type GoopspecDocument,
  type ParseResult,
  type PersuasionMove,
} from "@/lib/contract";
import { LRUCache } from "lru-cache";

/** What each stored kind parses to; a kind not named here is read by its registered format as a plain FormatDocument. */
export interface DocumentsByKind {
  a52: A52Document;
  "a52-session": A52Session;
  goopspec: GoopspecDocument;
  acor: AcorDocument;
}

/** What every page, export, CLI and bench reads a stored document through: its kind's reading, whatever the kind. */
interface Reading {
  /** A reader's name for the kind. */
  label: string;
  diagnostics: Diagnostic[];
  /** Canonical text of the document in its own format, or null for a kind with no single-text render (a session). */
  render: (() => string) | null;
}

/** A dialogue: its whole reading, a directory's files joined (the dialogue's pages read it, not a FormatDocument). */
export interface DialogueReading extends Reading {
  kind: "dialogue";
  result: ParseResult;
  /** The convergence audit, worked out on first use and kept with the reading (pages, the API and exports share it). */
  audit: () => AuditFinding[];
  /** Who moved whom, worked out on first use like the audit. */
  persuasion: () => PersuasionMove[];
}

/** Any other kind: the document its format parses to. */
export interface DocumentReading extends Reading {
  kind: string;
  result: null;
  document: FormatDocument | A52Session;
  /** Claim against delivery (docs/audit.md), worked out on first use; empty for a kind whose format has no audit. */
  audit: () => AnyAuditFinding[];
  /** The rules that audit checks, in the order pages list them. */
  auditRules: readonly AnyAuditRule[];
  /** The model, agent or tool the document names (its findings' subject), with or without findings; null when none. */
  auditSubject: () => string | null;
}

export type ReadDocument = DialogueReading | DocumentReading;

/** A stored document as its row holds it: a dialogue's name and layout come from its path and stored form. */
export interface StoredText {
  kind: string;
  layout: string;
  path: string;
  raw: string;
  contentHash: string;
}

function read(stored: StoredText): ReadDocument | null {
  const format = FORMATS.find((f) => f.kind === stored.kind);
  if (stored.kind === "dialogue") {
    const result = parseInput(inputFromStored(stored));
    // Only the stored strings are kept for it: a directory's files are read again from its JSON when first audited.
    const { layout, raw, path } = stored;
    let audit: AuditFinding[] | null = null;
    let persuasion: PersuasionMove[] | null = null;
    return {
      kind: "dialogue",
      label: format!.label,
      result,
      diagnostics: result.diagnostics,
      render: () => renderDialogue(result.dialogue),
      audit: () => (audit ??= auditDialogue(result.dialogue, inputFromStored({ layout, raw, path }))),
      persuasion: () => (persuasion ??= persuasionOf(result.dialogue, inputFromStored({ layout, raw, path }))),
    };
  }
  // `a52-session` is the PCPP export of A52 responses: stored as its own kind, read by the A52 contract.
  if (stored.kind === "a52-session") {
    const session = parseA52Session(stored.raw);
    return {
      kind: stored.kind,
      label: "A52 session",
      result: null,
      document: session,
      diagnostics: session.diagnostics,
      render: null,
      audit: () => [],
      auditRules: [],
      auditSubject: () => null,
    };
  }
  if (!format) return null;
  const document = format.parse(stored.raw);
  let audit: AnyAuditFinding[] | null = null;
  return {
    kind: stored.kind,
    label: format.label,
    result: null,
    document,
    diagnostics: document.diagnostics,
    render: () => format.render(document),
    audit: () => (audit ??= auditDocument(format, document, stored.raw)),
    auditRules: format.auditRules ?? [],
    auditSubject: () => auditSubject(format, document),
  };
}

// A stored document's reading is a function of its kind, content and (for a dialogue) the name its path gives: a page
// and its export share one. Per process is right with several instances: a content hash never goes stale.
const readByHash = new LRUCache<string, ReadDocument>({ maxSize: 80_000_000 });

/** The stored document read by its kind's contract, remembered by content hash (a new version has a new hash); null for a kind nobody reads yet. */
export function readDocument(stored: StoredText): ReadDocument | null {
  const key = `${stored.kind}:${stored.layout}:${stored.path}:${stored.contentHash}:${stored.raw.length}`;
  const hit = readByHash.get(key);
  if (hit) return hit;
  const reading = read(stored);
  // A reading weighs roughly in proportion to its text (UTF-16 and the parse's objects over it).
  if (reading) readByHash.set(key, reading, { size: stored.raw.length * 4 + 10_000 });
  return reading;
}
