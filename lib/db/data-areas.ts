import { createHash } from "node:crypto";

/**
 * What a cached page is valid for, by what it shows. Every table's writes move the areas it belongs to (triggers the
 * migration runner keeps, lib/db/migrate.ts), and a page is kept until an area it reads moves: a score saved on one
 * dialogue re-renders that dialogue's pages and the pages that add scores up, and nothing else.
 */
export const DATA_AREAS = [
  /** Documents as read from their files: their rows, projections, versions, redirects, the file's own scores. */
  "documents",
  /** Document writes whose rows name no document (the archive log): what a document's own pages read beside its area. */
  "documents-general",
  /** The sources documents come from (names, settings, last sync); their run logs and deliveries are `source-runs`. */
  "sources",
  /** A sync's runs and a webhook's deliveries: only the sources page shows them, and it is never kept. */
  "source-runs",
  /** Every judging write: what the pages that add judging up read. */
  "judging",
  /** Judging writes whose row names no dialogue (rubrics, queues): what a dialogue's own pages read beside its area. */
  "judging-general",
  /** Users, their roles, accounts and saved searches. */
  "people",
  /** Sessions: who a cookie belongs to. Pages never read it; the cache's cookie-to-viewer answers do. */
  "sessions",
  /** Any table not named below: every page reads it, so a table added without a thought here costs speed, never truth. */
  "other",
] as const;
export type DataArea = (typeof DATA_AREAS)[number];

/** Tables whose writes no page shows: the change log itself, the ledger, sign-in failures, live instances, API tokens' last use. */
export const UNWATCHED_TABLES = ["DataArea", "DataAreaPrune", "_roundtable_migrations", "SignInFailure", "Instance", "ApiToken"];

/**
 * Columns whose writes no kept page shows: a user's last sign-in is on the admin's users page alone, which is never kept;
 * `updatedAt` is set by every update, so an update that changes anything shown sets another column as well.
 */
export const UNWATCHED_COLUMNS: Readonly<Record<string, readonly string[]>> = { User: ["lastSignInAt", "updatedAt"] };

/** How a trigger names the updates it moves areas for: any, or only those that set a column some kept page shows. */
export function updateEvent(table: string, columns: readonly string[]): string {
  const unwatched = UNWATCHED_COLUMNS[table];
  if (!unwatched) return "UPDATE";
  return `UPDATE OF ${columns
    .filter((c) => !unwatched.includes(c))
    .map((c) => `"${c}"`)
    .join(", ")}`;
}

/** Judging's tables: every write moves `judging`; one whose rows name no dialogue moves `judging-general` too. */
const JUDGING = [
  "JudgeScore",
  "QueueItem",
  "Adjudication",
  "RoundReveal",
  "RoundComment",
  "Rubric",
  "RubricVersion",
  "JudgingQueue",
  "QueueMember",
  "QueueClaim",
  "QueueAssignment",
];
const DOCUMENTS = [
  "Dialogue",
  "AuditFinding",
  "DocumentPart",
  "DocumentVersion",
  "SlugRedirect",
  "DocumentAudit",
  "DialogueText",
  "Round",
  "Agent",
  "Contribution",
  "Marker",
  "Perspective",
  "Tension",
  "TensionEvent",
  "AgentSeat",
  "PersuasionMove",
  "Score",
  "Diagnostic",
];

/** Each watched table's areas, but documents' and judging's (below); a table missing from all three is in `other`. */
const TABLE_AREAS: Readonly<Record<string, readonly DataArea[]>> = {
  Source: ["sources"],
  SyncRun: ["source-runs"],
  WebhookDelivery: ["source-runs"],
  User: ["people"],
  Account: ["people"],
  AccessToken: ["people"],
  SavedSearch: ["people"],
  Session: ["sessions"],
  Verification: ["sessions"],
};

/** The area of one document's own rows (its text, versions, parts, projections): what its pages read of documents. */
export const documentArea = (dialogueId: number | string) => `document:${dialogueId}`;
/** The area of one dialogue's judging (its scores, reveals, comments, queue items, adjudications). */
export const dialogueJudgingArea = (dialogueId: number | string) => `judging:${dialogueId}`;
/** The area of one judge's own judging (their scores, reveals, claims, assignments): what their own index reads. */
export const judgeArea = (userId: string) => `judge:${userId}`;

/** A column of a row that names one more area it moves: the area's prefix followed by the column's value. */
export interface RowArea {
  column: string;
  prefix: string;
}

/** A judging row's columns that name whose area it also moves: its dialogue's, its judge's. */
const JUDGING_ROW_AREAS: readonly RowArea[] = [
  { column: "dialogueId", prefix: dialogueJudgingArea("") },
  { column: "judgeId", prefix: judgeArea("") },
];

/**
 * A table's areas; the columns of its rows that name more; and, where rows name more, what a write that names no row
 * (a truncate) moves in their place.
 */
export function areasOfTable(table: string, columns: readonly string[]): { areas: readonly DataArea[]; rows: readonly RowArea[]; unnamed?: DataArea } {
  if (DOCUMENTS.includes(table)) {
    // The Dialogue row is the document itself; every other document row names its document by dialogueId.
    const column = table === "Dialogue" ? "id" : "dialogueId";
    if (!columns.includes(column)) return { areas: ["documents", "documents-general"], rows: [] };
    return { areas: ["documents"], rows: [{ column, prefix: documentArea("") }], unnamed: "documents-general" };
  }
  if (!JUDGING.includes(table)) return { areas: TABLE_AREAS[table] ?? ["other"], rows: [] };
  return {
    areas: columns.includes("dialogueId") ? ["judging"] : ["judging", "judging-general"],
    rows: JUDGING_ROW_AREAS.filter((r) => columns.includes(r.column)),
    unnamed: "judging-general",
  };
}

/** A document's own areas a page of it may read: its rows (`content`), its judging. */
export type DocumentAreaKind = "content" | "judging";

/** A document's own area of a kind; given "" instead of an id, the prefix its areas share (the PostgreSQL stamp joins the id in SQL). */
export const ownDocumentArea = (kind: DocumentAreaKind, dialogueId: number | ""): string =>
  kind === "content" ? documentArea(dialogueId) : dialogueJudgingArea(dialogueId);

/**
 * What a page reads: shared areas; for a document's pages, the slug in the address and which of that document's own
 * areas they read; for a page that shows its reader's own judging (the index's "scored by me"), that reader's area.
 */
export interface AreaRead {
  areas: readonly DataArea[];
  document?: { slug: string; reads: readonly DocumentAreaKind[] };
  ownJudging?: boolean;
  /** The reader's user id, set by the cache once it knows who reads, for `ownJudging`. */
  judge?: string;
}

/** A trigger's name carries a digest of what it does, so a changed mapping replaces it rather than living beside it. */
export const triggerDigest = (definition: string) => createHash("sha256").update(definition).digest("hex").slice(0, 10);
