import { PROJECTION_VERSION, slugFromPath } from "@/lib/contract";
import { insertRows } from "./bulk";
import { AGENT_COLUMNS, CONTRIBUTION_COLUMNS, insertDiagnostics, MARKER_COLUMNS, ROUND_COLUMNS } from "./child-rows";
import { writeAgentSeats } from "./agent-seats";
import { dialectOf, type Db } from "./client";
import { documentRows, FINDING_COLUMNS, PERSUASION_COLUMNS, persuasionRows, type StoredReading } from "./document-rows";
import { recordArrival, type Attachment } from "./document-parts";
import { retryBusy } from "./retry";
import { execute, sqlFor } from "./sql";
import { writeDocumentRow } from "./store";

export type { StoredReading } from "./document-rows";

export interface SaveInput {
  /** Where the document is read from (its directory, or the file that arrived last): the row's source and path. */
  sourceId: number;
  path: string;
  raw: string;
  hash: string;
  /** The document's bytes as imported (a directory: its files together). */
  byteSize: number;
  commit: string | null;
  /** A re-projection keeps the row's removal as it is; an arrival brings a removed document back (null, the default). */
  removedAt?: Date | null;
  reading: StoredReading;
  /** Which document this arrival belongs to, and the part it brings. */
  attachment: Attachment;
}

/** What a save wrote: the document's slug and kind, and whether it is live (an archived one has no page to link to). */
export interface Saved {
  status: "imported" | "updated";
  slug: string;
  kind: string;
  live: boolean;
}

/**
 * Writes one document of any kind and all its rows in one transaction: it lands whole or not at all. The index row,
 * the text, the arrival, then what its reading keeps (a dialogue's panel, rounds, markers, threads and events; another
 * format's projection), the diagnostics and the audit's findings. A re-import replaces the rows; human judges' scores belong to the document and stay.
 */
export async function saveDocument(db: Db, input: SaveInput): Promise<Saved> {
  const rows = documentRows(input.reading, input.path);
  const { layout } = rows.summary;
  const moves = persuasionRows(input.reading);
  const dialect = dialectOf(db);
  const sql = sqlFor(dialect);
  const data = {
    ...rows.summary,
    contentHash: input.hash,
    byteSize: input.byteSize,
    commit: input.commit,
    removedAt: input.removedAt ?? null,
    sourceId: input.sourceId,
    path: input.path,
    logicalKey: input.attachment.logicalKey,
    projectionVersion: PROJECTION_VERSION,
  };
  // Ids are asked back only where later rows point at them: RETURNING costs on every statement.
  const markersReferred = rows.tensions.some((t) => t.events.length > 0);
  const contributionsReferred = rows.markers.some((m) => m.contribution !== null);
  // A busy database is waited out and tried again rather than reported as a rejected document.
  return retryBusy(() =>
    db.$transaction(
      async (tx) => {
        const existing = input.attachment.dialogueId;
        const row = await writeDocumentRow(tx, dialect, existing, data, slugFromPath(input.path || rows.fallbackName));
        const id = row.id;
        await execute(
          tx,
          sql`INSERT INTO "DialogueText" ("dialogueId", "raw") VALUES (${id}, ${input.raw}) ON CONFLICT ("dialogueId") DO UPDATE SET "raw" = excluded."raw"`,
        );
        await recordArrival(tx, dialect, id, input.attachment, { raw: input.raw, layout, contentHash: input.hash });
        await insertRows(
          tx,
          dialect,
          "Agent",
          AGENT_COLUMNS,
          rows.agents.map((a) => [id, ...a]),
        );
        const roundIds = await insertRows(
          tx,
          dialect,
          "Round",
          ROUND_COLUMNS,
          rows.rounds.map((r) => [id, ...r.values]),
          true,
        );
        const contributionRows = rows.rounds.flatMap((r, ri) => r.contributions.map((c) => [id, roundIds[ri]!, ...c]));
        const contributionIds = contributionsReferred
          ? await insertRows(tx, dialect, "Contribution", CONTRIBUTION_COLUMNS, contributionRows, true)
          : await insertRows(tx, dialect, "Contribution", CONTRIBUTION_COLUMNS, contributionRows).then(() => []);
        const markerRows = rows.markers.map((m) => [id, m.contribution === null ? null : contributionIds[m.contribution]!, ...m.values]);
        const markerIds = markersReferred
          ? await insertRows(tx, dialect, "Marker", MARKER_COLUMNS, markerRows, true)
          : await insertRows(tx, dialect, "Marker", MARKER_COLUMNS, markerRows).then(() => []);
        await insertRows(
          tx,
          dialect,
          "Perspective",
          ["dialogueId", "registryId", "rawId", "label", "agent", "round", "status", "statusRaw", "line", "file"],
          rows.perspectives.map((p) => [id, ...p]),
        );
        const tensionIds = await insertRows(
          tx,
          dialect,
          "Tension",
          ["dialogueId", "registryId", "rawId", "label", "agent", "round", "status", "statusRaw", "origin", "line", "file"],
          rows.tensions.map((t) => [id, ...t.values]),
          true,
        );
        await insertRows(
          tx,
          dialect,
          "TensionEvent",
          ["dialogueId", "tensionId", "markerId", "kind", "round", "agent"],
          rows.tensions.flatMap((t, ti) => t.events.map((e) => [id, tensionIds[ti]!, markerIds[e.marker]!, ...e.values])),
        );
        await insertRows(
          tx,
          dialect,
          "Score",
          ["dialogueId", "agent", "round", "dimension", "value", "origin"],
          rows.scores.map((s) => [id, ...s, "file"]),
        );
        await insertRows(
          tx,
          dialect,
          "PersuasionMove",
          ["dialogueId", ...PERSUASION_COLUMNS],
          moves.map((m) => [id, ...m]),
        );
        // The agents board's summary of each seat, from the panel, scores and events just written.
        await writeAgentSeats(tx, dialect, id);
        await insertDiagnostics(tx, dialect, id, rows.diagnostics);
        await insertRows(
          tx,
          dialect,
          "AuditFinding",
          FINDING_COLUMNS,
          rows.findings.map((f) => [id, ...f]),
        );
        return { status: existing !== null ? "updated" : "imported", slug: row.slug, kind: row.kind, live: row.live } as const;
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
