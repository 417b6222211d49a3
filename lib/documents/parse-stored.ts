import {
  FORMATS,
  parseA52Session,
  type A52Document,
  type A52Session,
  type AcorDocument,
  type Diagnostic,
  type FormatDocument,
  type GoopspecDocument,
} from "@/lib/contract";
import { LRUCache } from "lru-cache";

/** What each stored kind parses to; a kind not named here is read by its registered format as a plain FormatDocument. */
export interface DocumentsByKind {
  a52: A52Document;
  "a52-session": A52Session;
  goopspec: GoopspecDocument;
  acor: AcorDocument;
}

export interface ParsedStored {
  kind: string;
  /** A reader's name for the kind. */
  label: string;
  document: FormatDocument | A52Session;
  diagnostics: Diagnostic[];
  /** Canonical text of the document in its own format, or null for a kind with no single-text render (a session). */
  render: (() => string) | null;
}

/** A stored kind's reader, from the contract's registry; `a52-session` is the PCPP export of A52 responses. */
export function readStored(kind: string, raw: string): ParsedStored | null {
  if (kind === "a52-session") {
    const session = parseA52Session(raw);
    return { kind, label: "A52 session", document: session, diagnostics: session.diagnostics, render: null };
  }
  const format = FORMATS.find((f) => f.kind === kind);
  if (!format) return null;
  const document = format.parse(raw);
  return { kind, label: format.label, document, diagnostics: document.diagnostics, render: () => format.render(document) };
}

// A stored document's parse is a function of its kind and content; a page and its export share one. Per process is
// right with several instances: a content hash never goes stale.
const parsedByHash = new LRUCache<string, ParsedStored>({
  maxSize: 64_000_000,
  sizeCalculation: (_value, key) => Number(key.slice(key.lastIndexOf(":") + 1)) * 4 + 10_000,
});

/** The stored document parsed, remembered by its content hash (a new version has a new hash); null for a kind nobody reads yet. */
export function readStoredCached(stored: { kind: string; raw: string; contentHash: string }): ParsedStored | null {
  const key = `${stored.kind}:${stored.contentHash}:${stored.raw.length}`;
  const hit = parsedByHash.get(key);
  if (hit) return hit;
  const parsed = readStored(stored.kind, stored.raw);
  if (parsed) parsedByHash.set(key, parsed);
  return parsed;
}
