import type { z } from "zod";
import { toParsedJson } from "@/lib/contract";
import { db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { listDialogues, listItemBySlug, type DialogueListItem } from "@/lib/db/dialogues";
import { firstDirection } from "@/lib/dialogue-index";
import { documentHref } from "@/lib/document-href";
import { readDocument } from "@/lib/documents/read-document";
import { sourceFiles } from "@/lib/documents/source-files";
import { ApiProblem } from "./problem";
import type { documentListSchema, documentSchema, documentSummarySchema, listDocumentsQuery } from "./schemas";

type Summary = z.input<typeof documentSummarySchema>;

const summaryOf = (row: Omit<DialogueListItem, "scoredByMe" | "fileName">, origin: string): Summary => ({
  slug: row.slug,
  kind: row.kind,
  kindLabel: row.kindLabel,
  title: row.title,
  status: row.status,
  statusLabel: row.statusLabel,
  date: row.date,
  source: row.source,
  rounds: row.roundCount,
  agents: row.agentCount,
  perspectives: row.perspectiveCount,
  openTensions: row.openTensionCount,
  resolvedTensions: row.resolvedTensionCount,
  totalAlignment: row.totalAlignment,
  bytes: row.byteSize,
  errors: row.errorCount,
  warnings: row.warningCount,
  auditFindings: row.auditFindingCount,
  url: `${origin}${documentHref(row.kind, row.slug)}`,
});

/** The cursor is the next page of the same filter and order, opaque to clients so it can become a keyset later. */
const encodeCursor = (page: number) => Buffer.from(JSON.stringify({ page })).toString("base64url");
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 1;
  try {
    const page = (JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { page?: unknown }).page;
    if (typeof page === "number" && Number.isInteger(page) && page >= 1) return page;
  } catch {}
  throw new ApiProblem(400, "The cursor is not one this API gave out.");
}

export async function documentList(query: z.output<typeof listDocumentsQuery>, origin: string): Promise<z.input<typeof documentListSchema>> {
  const page = decodeCursor(query.cursor);
  const result = await listDialogues(db(), {
    q: query.q ?? "",
    kind: query.kind ?? null,
    status: query.status ?? null,
    source: query.source ?? null,
    audit: [],
    sort: query.sort,
    dir: query.dir ?? firstDirection(query.sort),
    page,
    size: query.limit,
    stubs: true,
  });
  // The index clamps a page past the end to the last one; a cursor past the end is simply the end.
  if (page > result.pageCount) return { data: [], matching: result.matching, nextCursor: null };
  return {
    data: result.rows.map((row) => summaryOf(row, origin)),
    matching: result.matching,
    nextCursor: page < result.pageCount ? encodeCursor(page + 1) : null,
  };
}

async function storedOr404(slug: string) {
  const stored = await getDocumentBySlug(db(), slug);
  if (!stored) throw new ApiProblem(404, `No document has the slug ${slug}.`);
  return stored;
}

export async function documentDetail(slug: string, origin: string): Promise<z.input<typeof documentSchema>> {
  const stored = await storedOr404(slug);
  const common = {
    contentHash: stored.contentHash,
    path: stored.path,
    commit: stored.commit,
    importedAt: stored.importedAt.toISOString(),
  };
  const read = readDocument(stored);
  if (!read) throw new ApiProblem(404, `Documents of kind ${stored.kind} cannot be read by this server.`);
  // The diagnostics are given once, beside the content.
  const content =
    read.result !== null
      ? { ...toParsedJson(read.result), audit: read.audit(), persuasion: read.persuasion() }
      : { ...Object.fromEntries(Object.entries(read.document).filter(([key]) => key !== "diagnostics")), audit: read.audit() };
  return { summary: await summaryBySlug(slug, origin), ...common, diagnostics: read.diagnostics, content };
}

/** The index's row of one document: the same figures the list gives. */
async function summaryBySlug(slug: string, origin: string): Promise<Summary> {
  const row = await listItemBySlug(db(), slug);
  if (!row) throw new ApiProblem(404, `No document has the slug ${slug}.`);
  return summaryOf(row, origin);
}

export async function documentSource(slug: string): Promise<string> {
  const stored = await storedOr404(slug);
  const files = sourceFiles(stored);
  return files.length === 1 && files[0]!.path === null ? files[0]!.text : files.map((f) => `--- ${f.path}\n${f.text}`).join("\n");
}
