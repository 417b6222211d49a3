import { createHash } from "node:crypto";
import { parseDialogue, parseDirectory, type Diagnostic, type DirectoryFile, type ParseResult } from "@/lib/contract";
import { LruCache } from "@/lib/lru-cache";
import type { Db } from "@/lib/db/client";
import { refreshStatisticsAfter } from "@/lib/db/statistics";
import { findStored, saveDialogue } from "@/lib/db/store";
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

type Prepared = { ok: true; raw: string; result: ParseResult } | { ok: false; diagnostics: Diagnostic[] };

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Whether the contract found a dialogue here, rather than some other markdown. */
export function looksLikeDialogue(path: string, result: ParseResult): boolean {
  const d = result.dialogue;
  if (d.layout === "directory" || path.endsWith(".dialogue.md") || path.endsWith(".dialogue.recorded.md")) return true;
  if (d.rounds.length > 0 || d.markers.length > 0) return true;
  if (d.parts.some((p) => p.type === "section" && p.section.kind !== null)) return true;
  return d.titleRaw !== null && d.title !== d.titleRaw;
}

/** Parses a dialogue as stored: the markdown itself, or a directory's files as JSON. */
export function parseStored(layout: string, raw: string, path: string): ParseResult {
  if (layout === "directory") return parseDirectory(JSON.parse(raw) as DirectoryFile[], { name: baseName(path) || "dialogue" });
  return parseDialogue(raw, { name: baseName(path) });
}

// A stored dialogue's parse is a function of its content: pages and exports of the same version share one.
const parsedByHash = new LruCache<string, ParseResult>(16_000_000, (_key, result) => result.dialogue.markers.length * 200 + result.dialogue.rounds.length * 2_000 + 10_000);

/** parseStored, remembered by the stored content hash (a new version has a new hash). */
export function parseStoredCached(stored: { layout: string; raw: string; path: string; contentHash: string }): ParseResult {
  const key = `${stored.layout}:${stored.path}:${stored.contentHash}`;
  let result = parsedByHash.get(key);
  if (!result) {
    result = parseStored(stored.layout, stored.raw, stored.path);
    parsedByHash.set(key, result);
  }
  return result;
}

/** Decodes and parses one item; nothing touches the database yet. */
export function prepareItem(item: ImportItem): Prepared {
  if (item.kind === "file") {
    const decoded = decodeMarkdown(item.file.bytes);
    if (!decoded.ok) return decoded;
    const result = parseDialogue(decoded.text, { name: baseName(item.path) });
    if (!looksLikeDialogue(item.path, result)) return { ok: false, diagnostics: [notADialogue()] };
    return { ok: true, raw: decoded.text, result };
  }
  const files: DirectoryFile[] = [];
  const problems: Diagnostic[] = [];
  for (const f of item.files) {
    const decoded = decodeMarkdown(f.bytes);
    if (decoded.ok) files.push({ path: f.path, content: decoded.text });
    else problems.push(...decoded.diagnostics.map((d) => ({ ...d, file: f.path })));
  }
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  const result = parseDirectory(files, { name: baseName(item.path) || "dialogue" });
  const raw = JSON.stringify(files.sort((a, b) => a.path.localeCompare(b.path)));
  return { ok: true, raw, result };
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
  if (!prepared.ok) return { path: item.path, status: "rejected", title: null, diagnostics: prepared.diagnostics, diagnosticCount: prepared.diagnostics.length };
  const { result, raw } = prepared;
  const hash = createHash("sha256").update(raw).digest("hex");
  const title = detach(result.dialogue.title);
  const diagnosticCount = result.diagnostics.length;
  try {
    const stored = await findStored(db, sourceId, item.path);
    if (stored && stored.contentHash === hash && stored.removedAt === null) return { path: item.path, status: "unchanged", title, diagnostics: [], diagnosticCount };
    const status = await saveDialogue(db, { sourceId, path: item.path, raw, hash, commit, result });
    return { path: item.path, status, title, diagnostics: [], diagnosticCount };
  } catch (error) {
    const message = lastLine(error);
    return {
      path: item.path,
      status: "rejected",
      title,
      diagnosticCount: 1,
      diagnostics: [{ code: "import-failed", severity: "error", kind: "content", line: 1, message: `The database refused this dialogue; nothing of it was written: ${message}`, hint: "Check the database, then import again." }],
    };
  }
}

export function summarise(outcomes: ImportOutcome[]): Record<OutcomeStatus, number> {
  const counts: Record<OutcomeStatus, number> = { imported: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const o of outcomes) counts[o.status]++;
  return counts;
}
