import { createHash } from "node:crypto";
import {
  auditDialogue,
  baseName,
  combineParts,
  dialogueKey,
  inputDiagnostic,
  isRevision,
  PROJECTION_VERSION,
  readText,
  inputFromStored,
  isDialogue,
  parseInput,
  persuasionOf,
  storedForm,
  type Diagnostic,
  type DirectoryFile,
  type DocumentInput,
  type AnyAuditFinding,
  type DocumentProjection,
  type ParseResult,
  type PersuasionMove,
} from "@/lib/contract";
import { saveDocument } from "@/lib/db/documents";
import type { Db } from "@/lib/db/client";
import { refreshStatisticsAfter } from "@/lib/db/statistics";
import { byteSizeOf } from "@/lib/db/reread";
import { reprojectDocument } from "@/lib/db/reproject";
import { findDocumentFor, findPart, readParts, recordPart, type Attachment, type PartArrival } from "@/lib/db/document-parts";
import { lastLine } from "@/lib/errors";
import { decodeMarkdown, notADialogue } from "./decode";
import type { ImportItem } from "./group";

/** `skipped`: a file read and deliberately not imported (its diagnostics say why, as a note, not an error). */
export type OutcomeStatus = "imported" | "updated" | "unchanged" | "rejected" | "skipped";

export interface ImportOutcome {
  path: string;
  status: OutcomeStatus;
  title: string | null;
  /** Why a rejected item was refused; empty otherwise (the stored dialogue keeps its own diagnostics). */
  diagnostics: Diagnostic[];
  diagnosticCount: number;
  /** For content already stored under another path or source: the slug of the dialogue that holds it. */
  existing?: string;
  /** The stored document it went into, when that has a page (not rejected, not archived): where its results link. */
  slug?: string;
  kind?: string;
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
  /** Who brought it (an uploader's name), kept on the document's provenance. */
  addedBy?: string | null;
  onProgress?: (done: number, total: number, outcome: ImportOutcome) => void;
  /** Whether the audit is worked out and stored; only the bench turns it off, to weigh the audit's share of an import. */
  audit?: boolean;
}

type Prepared =
  | { ok: true; format: "dialogue"; raw: string; result: ParseResult; findings: AnyAuditFinding[]; persuasion: PersuasionMove[] }
  | { ok: true; format: "other"; raw: string; projection: DocumentProjection; findings: AnyAuditFinding[] }
  | { ok: false; diagnostics: Diagnostic[] };

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
  return prepareInput(item.path, decoded.input);
}

/** Parses a document input: another registered format through its projection, the rest as a dialogue; each audited. */
export function prepareInput(path: string, input: DocumentInput, options: { audit: boolean } = { audit: true }): Prepared {
  const other = input.type === "file" ? readText(input.text, options) : null;
  if (input.type === "file" && other) return { ok: true, format: "other", raw: input.text, ...other };
  const result = parseInput(input);
  if (!isDialogue(path, result)) return { ok: false, diagnostics: [notADialogue()] };
  const findings = options.audit ? auditDialogue(result.dialogue, input) : [];
  return { ok: true, format: "dialogue", raw: storedForm(input).raw, result, findings, persuasion: persuasionOf(result.dialogue, input) };
}

/**
 * Imports dialogues into a source. Each dialogue is one transaction: a failure rolls back that dialogue only and the
 * batch goes on. Content already stored unchanged is skipped, so running an import twice changes nothing.
 */
export async function importItems(db: Db, sourceId: number, items: ImportItem[], options: ImportOptions = {}): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  let changed = 0;
  for (const item of items) {
    const outcome = await importOne(db, sourceId, item, options.commit ?? null, options.addedBy ?? null, options.audit ?? true);
    outcomes.push(outcome);
    if (outcome.status === "imported" || outcome.status === "updated") changed++;
    options.onProgress?.(outcomes.length, items.length, outcome);
  }
  await refreshStatisticsAfter(db, changed);
  return outcomes;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function importOne(db: Db, sourceId: number, item: ImportItem, commit: string | null, addedBy: string | null, audit: boolean): Promise<ImportOutcome> {
  const decoded = decodeItem(item);
  if (!decoded.ok) return rejected(item.path, decoded.diagnostics);
  // Read here for its title, key and diagnostics only: what is stored is read again from all its parts, and audited then.
  const prepared = prepareInput(item.path, decoded.input, { audit: false });
  if (!prepared.ok) return rejected(item.path, prepared.diagnostics);
  // The bytes as they arrived, not the stored form: a directory's JSON wrapping is not the reader's file size.
  const byteSize = item.kind === "file" ? item.file.bytes.length : item.files.reduce((sum, f) => sum + f.bytes.length, 0);
  const title = detach(prepared.format === "dialogue" ? prepared.result.dialogue.title : prepared.projection.title);
  const diagnosticCount = (prepared.format === "dialogue" ? prepared.result : prepared.projection).diagnostics.length;
  const input = decoded.input;
  const part: PartArrival = {
    sourceId,
    path: item.path,
    layout: item.kind,
    files: input.type === "file" ? [{ path: input.name, content: input.text }] : input.files,
    contentHash: sha256(prepared.raw),
    commit,
    addedBy,
  };
  const logicalKey = prepared.format === "dialogue" ? dialogueKey(item.path, item.kind) : prepared.projection.logicalKey;
  const arrival = { part, logicalKey, byteSize, title, diagnosticCount, audit };
  try {
    return await attachArrival(db, arrival);
  } catch (error) {
    // Two arrivals of one new document at once: the second finds the first's row when it tries again.
    if (isUniqueViolation(error)) {
      try {
        return await attachArrival(db, arrival);
      } catch (again) {
        error = again;
      }
    }
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

function rejected(path: string, diagnostics: Diagnostic[]): ImportOutcome {
  return { path, status: "rejected", title: null, diagnostics, diagnosticCount: diagnostics.length };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === "P2002" || (typeof e?.message === "string" && /Unique constraint|UNIQUE constraint|duplicate key/i.test(e.message));
}

interface Arrival {
  part: PartArrival;
  logicalKey: string | null;
  byteSize: number;
  title: string | null;
  diagnosticCount: number;
  audit: boolean;
}

/**
 * Attaches an arrival to the document it belongs to, whatever way and order it came in: the document holding this
 * part (the same path of the same source), else the one with its logical key, else the one holding this content.
 * The document is then re-read from all its parts at once; a new one is made only when none of these matches.
 */
async function attachArrival(db: Db, arrival: Arrival): Promise<ImportOutcome> {
  const { part, logicalKey, title, diagnosticCount } = arrival;
  const outcome = (status: OutcomeStatus, stored: { slug: string; kind: string; live: boolean }, existing?: string): ImportOutcome => ({
    path: part.path,
    status,
    title,
    diagnostics: [],
    diagnosticCount,
    ...(existing ? { existing } : {}),
    ...(stored.live ? { slug: stored.slug, kind: stored.kind } : {}),
  });
  const held = await findPart(db, part.sourceId, part.path);
  if (held && held.contentHash === part.contentHash && !held.removed && (!held.document.removed || held.document.archived)) {
    const { document } = held;
    // The same text, but an older reading wrote its rows: they are written again, as a start would.
    if (document.projectionVersion < PROJECTION_VERSION) await reprojectDocument(db, document.id);
    return outcome("unchanged", { ...document, live: !document.removed });
  }
  const target = held?.document ?? (await findDocumentFor(db, { sourceId: part.sourceId, path: part.path, logicalKey, contentHash: part.contentHash }));
  const others = target ? await readParts(db, target.id, part) : [];
  const name = logicalKey?.startsWith("dialogue:") ? logicalKey.slice("dialogue:".length) : baseName(part.path);
  const combined = combineParts([...others, part], name)!;
  const prepared = prepareInput(part.path, combined, { audit: arrival.audit });
  if (!prepared.ok) return rejected(part.path, prepared.diagnostics);
  const hash = sha256(prepared.raw);
  // A directory is read from its own place; a single file from where it last arrived.
  const directory = [...others, part].filter((p) => p.layout === "directory").at(-1);
  const location = combined.type === "directory" && directory ? { sourceId: directory.sourceId ?? part.sourceId, path: directory.path } : part;
  if (target && !target.removed) {
    const known = await db.documentVersion.findFirst({
      where: { dialogueId: target.id, contentHash: hash },
      orderBy: { number: "desc" },
      select: { createdAt: true },
    });
    // Content the document holds now, or held before (an old copy uploaded after an edit): a further source, no new reading.
    if (hash === target.contentHash || known) {
      await recordPart(db, target.id, part, hash === target.contentHash ? null : known!.createdAt);
      await reprojectDocument(db, target.id);
      return outcome("unchanged", { ...target, live: true }, held ? undefined : target.slug);
    }
  }
  const before = target
    ? await db.dialogueText.findUnique({ where: { dialogueId: target.id }, select: { raw: true, dialogue: { select: { layout: true, path: true } } } })
    : null;
  const revision = before ? isRevision(inputFromStored({ raw: before.raw, layout: before.dialogue.layout, path: before.dialogue.path }), combined) : false;
  const attachment: Attachment = { dialogueId: target?.id ?? null, logicalKey, part, revision };
  const byteSize = target ? byteSizeOf(combined) : arrival.byteSize;
  const common = { sourceId: location.sourceId, path: location.path, raw: prepared.raw, hash, byteSize, commit: part.commit, attachment };
  const saved = await saveDocument(db, { ...common, reading: prepared });
  return outcome(saved.status, saved);
}

export function summarise(outcomes: ImportOutcome[]): Record<OutcomeStatus, number> {
  const counts: Record<OutcomeStatus, number> = { imported: 0, updated: 0, unchanged: 0, rejected: 0, skipped: 0 };
  for (const o of outcomes) counts[o.status]++;
  return counts;
}
