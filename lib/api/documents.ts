import { z } from "zod";
import { toParsedJson } from "@/lib/contract";
import { db } from "@/lib/db/client";
import { listAfter, listItemBySlug, positionFits, type DialogueListItem, type IndexPosition } from "@/lib/db/dialogues";
import { firstDirection, INDEX_SORTS, type IndexSort } from "@/lib/dialogue-index";
import type { SortDirection } from "@/lib/sorting";
import { documentHref } from "@/lib/document-href";
import { readDocument } from "@/lib/documents/read-document";
import { sourceFiles } from "@/lib/documents/source-files";
import { ApiProblem } from "./problem";
import { storedOr404 } from "./stored";
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

/**
 * The cursor is where the previous page ended, in the order it was asked for: the next page starts after that row, so
 * documents arriving or leaving while a client walks the list neither repeat nor skip a row. Opaque to clients.
 */
const cursorSchema = z.object({
  sort: z.enum(INDEX_SORTS),
  dir: z.enum(["asc", "desc"]),
  value: z.union([z.string(), z.number(), z.null()]),
  title: z.string(),
  id: z.number().int().min(1),
});
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(text: string | undefined, sort: IndexSort, dir: SortDirection): IndexPosition | null {
  if (!text) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    decoded = null;
  }
  const cursor = cursorSchema.safeParse(decoded);
  if (!cursor.success || !positionFits(cursor.data.sort, cursor.data.value)) throw new ApiProblem(400, "The cursor is not one this API gave out.");
  if (cursor.data.sort !== sort || cursor.data.dir !== dir)
    throw new ApiProblem(
      400,
      `The cursor continues a list sorted by ${cursor.data.sort} (${cursor.data.dir}); ask with that order, or start again without a cursor.`,
    );
  return { value: cursor.data.value, title: cursor.data.title, id: cursor.data.id };
}

export async function documentList(query: z.output<typeof listDocumentsQuery>, origin: string): Promise<z.input<typeof documentListSchema>> {
  const dir = query.dir ?? firstDirection(query.sort);
  const after = decodeCursor(query.cursor, query.sort, dir);
  const filter = { q: query.q ?? "", kind: query.kind ?? null, status: query.status ?? null, source: query.source ?? null, audit: query.audit ?? [] };
  const page = await listAfter(db(), { ...filter, stubs: true, sort: query.sort, dir, size: query.limit }, after);
  return {
    data: page.rows.map((row) => summaryOf(row, origin)),
    matching: page.matching,
    nextCursor: page.next ? encodeCursor({ sort: query.sort, dir, ...page.next }) : null,
  };
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
