import { createHash } from "node:crypto";

/**
 * What a cached page is valid for, by what it shows. Every table's writes move the areas it belongs to (triggers the
 * migration runner keeps, lib/db/migrate.ts), and a page is kept until an area it reads moves: a score saved on one
 * dialogue re-renders that dialogue's pages and the pages that add scores up, and nothing else.
 */
export const DATA_AREAS = [
  /** Documents as read from their files: their rows, projections, versions, redirects, the file's own scores. */
  "documents",
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

/** Each watched table's areas, but judging's (below); a table missing from both is in `other`. */
const TABLE_AREAS: Readonly<Record<string, readonly DataArea[]>> = {
  ...Object.fromEntries(DOCUMENTS.map((t) => [t, ["documents"] as const])),
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

/** The area of one dialogue's judging (its scores, reveals, comments, queue items, adjudications). */
export const dialogueJudgingArea = (dialogueId: number | string) => `judging:${dialogueId}`;
/** The area of one judge's own judging (their scores, reveals, claims, assignments): what their own index reads. */
export const judgeArea = (userId: string) => `judge:${userId}`;

/** A judging row's columns that name whose area it also moves: its dialogue's, its judge's. */
export const ROW_AREAS: readonly { column: string; prefix: string }[] = [
  { column: "dialogueId", prefix: dialogueJudgingArea("") },
  { column: "judgeId", prefix: judgeArea("") },
];

/** A table's areas, and the columns of its rows that name more. */
export function areasOfTable(table: string, columns: readonly string[]): { areas: readonly DataArea[]; rows: typeof ROW_AREAS } {
  if (!JUDGING.includes(table)) return { areas: TABLE_AREAS[table] ?? ["other"], rows: [] };
  return {
    areas: columns.includes("dialogueId") ? ["judging"] : ["judging", "judging-general"],
    rows: ROW_AREAS.filter((r) => columns.includes(r.column)),
  };
}

/**
 * What a page reads: shared areas; for a document's pages, the slug whose judging area it reads too; for a page that
 * shows its reader's own judging (the index's "scored by me"), that reader's area.
 */
export interface AreaRead {
  areas: readonly DataArea[];
  judgingOf?: string;
  ownJudging?: boolean;
  /** The reader's user id, set by the cache once it knows who reads, for `ownJudging`. */
  judge?: string;
}

/** A trigger's name carries a digest of what it does, so a changed mapping replaces it rather than living beside it. */
export const triggerDigest = (definition: string) => createHash("sha256").update(definition).digest("hex").slice(0, 10);
