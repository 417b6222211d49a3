import { createHash } from "node:crypto";
import {
  inputDiagnostic,
  projectText,
  inputFromStored,
  isDialogue,
  parseInput,
  storedForm,
  type Diagnostic,
  type DirectoryFile,
  type DocumentInput,
  type DocumentProjection,
  type ParseResult,
} from "@/lib/contract";
import { saveDocument } from "@/lib/db/documents";
import { LRUCache } from "lru-cache";
import type { Db } from "@/lib/db/client";
import { refreshStatisticsAfter } from "@/lib/db/statistics";
import { findByContent, findStored, saveDialogue } from "@/lib/db/store";
import { lastLine } from "@/lib/errors";
import { decodeMarkdown, notADialogue } from "./decode";
import type { ImportItem } from "./group";

export type OutcomeStatus = "imported" | "updated" | "unchanged" | "rejected";

export interface ImportOutcome {
  path: string;
  status: OutcomeStatus;
  title: string | null;
  /** Why a rejected item was refused; empty otherwise (the stored dialogue keeps its own diagnostics). */
  diagnostics: Diagnostic[];
  diagnosticCount: number;
  /** For content already stored under another path or source: the slug of the dialogue that holds it. */
  existing?: string;
}

/**
 * A copy of a short string that no longer points into the text it was cut from: V8 keeps the whole source of a
 * sliced string alive, so a title kept per outcome would otherwise hold every imported file in memory.
 */
function detach(s: string | null): string | null {
  return s === null ? null : Buffer.from(s, "utf8").toString("utf8");
}

export interface ImportOptions {
  commit?: string | null;
  onProgress?: (done: number, total: number, outcome: ImportOutcome) => void;
}

type Prepared =
  | { ok: true; format: "dialogue"; raw: string; result: ParseResult }
  | { ok: true; format: "other"; raw: string; projection: DocumentProjection }
  | { ok: false; diagnostics: Diagnostic[] };

// A stored dialogue's parse is a function of its content: pages and exports of the same version share one. Per
// process is right with several instances: a content hash never goes stale.
const parsedByHash = new LRUCache<string, ParseResult>({
  maxSize: 16_000_000,
  sizeCalculation: (result) => result.dialogue.markers.length * 200 + result.dialogue.rounds.length * 2_000 + 10_000,
});

/** The stored input parsed, remembered by its content hash (a new version has a new hash). */
export function parseStoredCached(stored: { layout: string; raw: string; path: string; contentHash: string }): ParseResult {
  const key = `${stored.layout}:${stored.path}:${stored.contentHash}`;
  let result = parsedByHash.get(key);
  if (!result) {
    result = parseInput(inputFromStored(stored));
    parsedByHash.set(key, result);
  }
  return result;
}

/** An item's bytes decoded into the contract's input, or why they cannot be read. */
export function decodeItem(item: ImportItem): { ok: true; input: DocumentInput } | { ok: false; diagnostics: Diagnostic[] } {
  const name = item.path.slice(item.path.lastIndexOf("/") + 1);
  if (item.kind === "file") {
    const decoded = decodeMarkdown(item.file.bytes);
    return decoded.ok ? { ok: true, input: { type: "file", name, text: decoded.text } } : decoded;
  }
  const files: DirectoryFile[] = [];
  const problems: Diagnostic[] = [];
  for (const f of item.files) {
    const decoded = decodeMarkdown(f.bytes);
    if (decoded.ok) files.push({ path: f.path, content: decoded.text });
    else problems.push(...decoded.diagnostics.map((d) => ({ ...d, file: f.path })));
  }
  return problems.length > 0 ? { ok: false, diagnostics: problems } : { ok: true, input: { type: "directory", name, files } };
}

/** Decodes and parses one item; nothing touches the database yet. */
export function prepareItem(item: ImportItem): Prepared {
  const decoded = decodeItem(item);
  if (!decoded.ok) return decoded;
  const input = decoded.input;
  // A file in another registered format is stored through that format's projection; the rest is read as a dialogue.
  const projection = input.type === "file" ? projectText(input.text) : null;
  if (input.type === "file" && projection) return { ok: true, format: "other", raw: input.text, projection };
  const result = parseInput(input);
  if (!isDialogue(item.path, result)) return { ok: false, diagnostics: [notADialogue()] };
  return { ok: true, format: "dialogue", raw: storedForm(input).raw, result };
}

/**
 * Imports dialogues into a source. Each dialogue is one transaction: a failure rolls back that dialogue only and the
 * batch goes on. Content already stored unchanged is skipped, so running an import twice changes nothing.
 */
export async function importItems(db: Db, sourceId: number, items: ImportItem[], options: ImportOptions = {}): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  let changed = 0;
  for (const item of items) {
    const outcome = await importOne(db, sourceId, item, options.commit ?? null);
    outcomes.push(outcome);
    if (outcome.status === "imported" || outcome.status === "updated") changed++;
    options.onProgress?.(outcomes.length, items.length, outcome);
  }
  await refreshStatisticsAfter(db, changed);
  return outcomes;
}

async function importOne(db: Db, sourceId: number, item: ImportItem, commit: string | null): Promise<ImportOutcome> {
  const prepared = prepareItem(item);
  if (!prepared.ok)
    return { path: item.path, status: "rejected", title: null, diagnostics: prepared.diagnostics, diagnosticCount: prepared.diagnostics.length };
  const { raw } = prepared;
  const hash = createHash("sha256").update(raw).digest("hex");
  // The bytes as they arrived, not the stored form: a directory's JSON wrapping is not the reader's file size.
  const byteSize = item.kind === "file" ? item.file.bytes.length : item.files.reduce((sum, f) => sum + f.bytes.length, 0);
  const title = detach(prepared.format === "dialogue" ? prepared.result.dialogue.title : prepared.projection.title);
  const diagnosticCount = (prepared.format === "dialogue" ? prepared.result : prepared.projection).diagnostics.length;
  try {
    const stored = await findStored(db, sourceId, item.path);
    if (stored && stored.contentHash === hash && stored.removedAt === null)
      return { path: item.path, status: "unchanged", title, diagnostics: [], diagnosticCount };
    // The same content arriving by another way in (an upload of a file a source already synced) is that dialogue, not a copy.
    const same = stored ? null : await findByContent(db, hash);
    if (same) return { path: item.path, status: "unchanged", title, diagnostics: [], diagnosticCount, existing: same.slug };
    const status =
      prepared.format === "dialogue"
        ? await saveDialogue(db, { sourceId, path: item.path, raw, hash, byteSize, commit, result: prepared.result })
        : await saveDocument(db, { sourceId, path: item.path, raw, hash, byteSize, commit, projection: prepared.projection });
    return { path: item.path, status, title, diagnostics: [], diagnosticCount };
  } catch (error) {
    const message = lastLine(error);
    return {
      path: item.path,
      status: "rejected",
      title,
      diagnosticCount: 1,
      diagnostics: [inputDiagnostic("import-failed", 1, `The database refused this dialogue; nothing of it was written: ${message}`)],
    };
  }
}

export function summarise(outcomes: ImportOutcome[]): Record<OutcomeStatus, number> {
  const counts: Record<OutcomeStatus, number> = { imported: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const o of outcomes) counts[o.status]++;
  return counts;
}
