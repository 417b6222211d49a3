import { slugFromPath, type DocumentProjection } from "@/lib/contract";
import { insertRows } from "./bulk";
import { AGENT_COLUMNS, CONTRIBUTION_COLUMNS, insertDiagnostics, MARKER_COLUMNS, ROUND_COLUMNS } from "./child-rows";
import { dialectOf, type Db } from "./client";
import { retryBusy } from "./retry";
import { searchKeyOf } from "./search-key";
import type { Attachment } from "./document-parts";
import { recordArrival } from "./document-parts";
import { writeDocumentRow } from "./store";

export interface DocumentStoreInput {
  sourceId: number;
  path: string;
  raw: string;
  hash: string;
  /** The document's bytes as imported (a directory: its files together). */
  byteSize: number;
  commit: string | null;
  projection: DocumentProjection;
  attachment: Attachment;
}

/**
 * Writes a document of another format in one transaction, on the same rows a dialogue uses: the index row with its
 * kind, the text, rounds and contributions (an A52 session's cycles and responses), search entries as markers, and
 * the diagnostics. Human judges' scores belong to the document and survive a re-import.
 */
export async function saveDocument(db: Db, input: DocumentStoreInput): Promise<"imported" | "updated"> {
  const p = input.projection;
  const dialect = dialectOf(db);
  const agents = new Set(p.rounds.flatMap((r) => r.contributions.map((c) => c.agent.toLowerCase())));
  const data = {
    kind: p.kind,
    title: p.title,
    status: p.status,
    statusRaw: p.status,
    date: p.date,
    layout: "single-file",
    metadata: "[]",
    roundCount: p.rounds.length,
    agentCount: agents.size,
    markerCount: p.entries.length,
    perspectiveCount: 0,
    tensionCount: 0,
    openTensionCount: 0,
    resolvedTensionCount: 0,
    totalAlignment: null,
    errorCount: p.diagnostics.filter((d) => d.severity === "error").length,
    warningCount: p.diagnostics.filter((d) => d.severity === "warning").length,
    searchKey: searchKeyOf(`${p.title} ${input.path}`),
    contentHash: input.hash,
    byteSize: input.byteSize,
    commit: input.commit,
    removedAt: null,
    sourceId: input.sourceId,
    path: input.path,
    logicalKey: input.attachment.logicalKey,
  };
  // As for dialogues: a busy database is waited out and tried again, not reported as a rejected document.
  return retryBusy(() =>
    db.$transaction(
      async (tx) => {
        const existing = input.attachment.dialogueId;
        const id = await writeDocumentRow(tx, existing, data, slugFromPath(input.path || p.kind));
        await tx.dialogueText.upsert({ where: { dialogueId: id }, create: { dialogueId: id, raw: input.raw }, update: { raw: input.raw } });
        await recordArrival(tx, id, input.attachment, { raw: input.raw, layout: "single-file", contentHash: input.hash });
        const names = new Map<string, string>();
        for (const r of p.rounds) for (const c of r.contributions) if (!names.has(c.agent.toLowerCase())) names.set(c.agent.toLowerCase(), c.agent);
        await insertRows(
          tx,
          dialect,
          "Agent",
          AGENT_COLUMNS,
          [...names.values()].map((name) => [id, name, "", null, null, null, false]),
        );
        const roundIds = await insertRows(
          tx,
          dialect,
          "Round",
          ROUND_COLUMNS,
          p.rounds.map((r) => [id, r.number, r.label, r.line, null]),
          true,
        );
        await insertRows(
          tx,
          dialect,
          "Contribution",
          CONTRIBUTION_COLUMNS,
          p.rounds.flatMap((r, ri) => r.contributions.map((c, position) => [id, roundIds[ri]!, c.agent, c.role, false, position, c.body, c.line, null])),
        );
        await insertRows(
          tx,
          dialect,
          "Marker",
          MARKER_COLUMNS,
          p.entries.map((e, ordinal) => [
            id,
            null,
            e.type.toUpperCase(),
            e.id,
            e.id,
            "",
            null,
            e.description,
            e.body,
            e.round,
            e.agent,
            e.line,
            null,
            "line-start",
            ordinal,
            e.type,
            e.status,
          ]),
        );
        await insertDiagnostics(tx, dialect, id, p.diagnostics);
        return existing !== null ? "updated" : "imported";
      },
      { timeout: 120_000, maxWait: 30_000 },
    ),
  );
}

/** Documents that are not removed, by kind (dialogue, a52, a52-session, goopspec, acor). */
export async function countByKind(db: Db): Promise<Record<string, number>> {
  const groups = await db.dialogue.groupBy({ by: ["kind"], where: { removedAt: null }, _count: { _all: true }, orderBy: { kind: "asc" } });
  return Object.fromEntries(groups.map((g) => [g.kind, g._count._all]));
}

/** How many documents a board shows at most: a session's reports or a tool's runs are tens, not thousands. */
export const BOARD_LIMIT = 500;

/** The documents of one kind lying directly in one folder of one source, with their text, in path order. */
export async function listFolderDocuments(db: Db, query: { kind: string; source: string; folder: string }) {
  const rows = await db.dialogue.findMany({
    where: { kind: query.kind, removedAt: null, source: { name: query.source }, ...(query.folder ? { path: { startsWith: `${query.folder}/` } } : {}) },
    orderBy: { path: "asc" },
    take: BOARD_LIMIT * 4,
    select: { slug: true, path: true, title: true, text: { select: { raw: true } } },
  });
  const inFolder = rows.filter((r) => r.path.slice(0, Math.max(0, r.path.lastIndexOf("/"))) === query.folder);
  return inFolder.slice(0, BOARD_LIMIT).map((r) => ({ slug: r.slug, path: r.path, title: r.title, raw: r.text?.raw ?? "" }));
}
