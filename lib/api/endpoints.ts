import { z } from "zod";
import { endpoint } from "./endpoint";
import * as s from "./schemas";

/** Every operation of /api/v1, in the order the reference lists them. */

export const getMe = endpoint({
  id: "getMe",
  method: "GET",
  path: "/me",
  scope: "read",
  tag: "Tokens",
  summary: "Who this token acts for, and what it may do",
  response: s.meSchema,
});

export const listDocuments = endpoint({
  id: "listDocuments",
  method: "GET",
  path: "/documents",
  scope: "read",
  tag: "Documents",
  summary: "Documents, with the index's filters and sorting",
  query: s.listDocumentsQuery,
  response: s.documentListSchema,
  problems: [400],
});

export const getDocument = endpoint({
  id: "getDocument",
  method: "GET",
  path: "/documents/{slug}",
  scope: "read",
  tag: "Documents",
  summary: "One document as its contract reads it, with its diagnostics",
  params: s.slugParams,
  response: s.documentSchema,
  problems: [400, 404],
});

export const getDocumentSource = endpoint({
  id: "getDocumentSource",
  method: "GET",
  path: "/documents/{slug}/source",
  scope: "read",
  tag: "Documents",
  summary: "A document's stored text",
  params: s.slugParams,
  response: s.sourceTextSchema,
  responseMedia: "text/plain",
  problems: [400, 404],
});

export const listScores = endpoint({
  id: "listScores",
  method: "GET",
  path: "/documents/{slug}/scores",
  scope: "read",
  tag: "Scores",
  summary: "Judges' scores of a document that this token's account may see",
  params: s.slugParams,
  response: s.scoreListSchema,
  problems: [400, 404],
});

export const saveScore = endpoint({
  id: "saveScore",
  method: "POST",
  path: "/documents/{slug}/rounds/{round}/scores",
  scope: "judge",
  tag: "Scores",
  summary: "Save one agent's score for one round, as the token's judge",
  description: "The same rules as the score form: the rubric's bounds, a reason for every change, a 409 when the score moved on since `baseVersion`.",
  params: s.roundParams,
  body: { schema: s.scoreBody },
  response: s.scoreSavedSchema,
  status: 201,
  problems: [400, 404, 409],
});

export const listComments = endpoint({
  id: "listComments",
  method: "GET",
  path: "/documents/{slug}/rounds/{round}/comments",
  scope: "judge",
  tag: "Comments",
  summary: "Judges' discussion of a round, as this judge may see it",
  params: s.roundParams,
  response: s.commentListSchema,
  problems: [400, 404],
});

export const addComment = endpoint({
  id: "addComment",
  method: "POST",
  path: "/documents/{slug}/rounds/{round}/comments",
  scope: "judge",
  tag: "Comments",
  summary: "Add to a round's discussion, on the round or on one marker",
  params: s.roundParams,
  body: { schema: s.commentBody },
  response: s.commentListSchema,
  status: 201,
  problems: [400, 404],
});

export const listSources = endpoint({
  id: "listSources",
  method: "GET",
  path: "/sources",
  scope: "admin",
  tag: "Sources",
  summary: "Where documents come from, with each source's last sync",
  response: s.sourceListSchema,
});

export const syncSource = endpoint({
  id: "syncSource",
  method: "POST",
  path: "/sources/{id}/sync",
  scope: "admin",
  tag: "Sources",
  summary: "Sync a git source now, in the background; read the source for its outcome",
  params: s.sourceParams,
  response: s.syncStartedSchema,
  status: 202,
  problems: [400, 404],
});

export const listQueues = endpoint({
  id: "listQueues",
  method: "GET",
  path: "/queues",
  scope: "judge",
  tag: "Queues",
  summary: "Judging queues, and which this token's judge may work on",
  response: s.queueListSchema,
});

export const takeNextItem = endpoint({
  id: "takeNextItem",
  method: "POST",
  path: "/queues/{id}/next",
  scope: "judge",
  tag: "Queues",
  summary: "Take the next round to score: reserved for this judge, with its contributions to read",
  description: "Score it with `saveScore` for each agent named in `agents`; the item counts as done once every agent has a score.",
  params: s.queueParams,
  response: s.nextItemSchema,
  problems: [400, 404],
});

export const skipQueueItem = endpoint({
  id: "skipQueueItem",
  method: "POST",
  path: "/queues/{id}/items/{item}/skip",
  scope: "judge",
  tag: "Queues",
  summary: "Put an item aside, with why; it stays this judge's to come back to",
  params: s.queueItemParams,
  body: { schema: s.skipBody },
  response: s.okSchema,
  problems: [400, 404],
});

export const returnToQueueItem = endpoint({
  id: "returnToQueueItem",
  method: "POST",
  path: "/queues/{id}/items/{item}/return",
  scope: "judge",
  tag: "Queues",
  summary: "Take back a skipped item (reserved again, if it still needs judges)",
  params: s.queueItemParams,
  response: s.nextItemSchema,
  problems: [400, 404],
});

export const search = endpoint({
  id: "search",
  method: "GET",
  path: "/search",
  scope: "read",
  tag: "Search",
  summary: "Markers across documents: the search page's query language and facets",
  query: s.searchQuery,
  response: s.searchResultSchema,
  problems: [400],
});

export const getDataset = endpoint({
  id: "getDataset",
  method: "GET",
  path: "/dataset",
  scope: "read",
  tag: "Datasets",
  summary: "The corpus, or a filtered view of it, as Parquet or JSON Lines tables in a zip",
  description:
    "Filter like the index (`kind`, `status`, `source`, `q`), or give one `search` or one `queue`. Judges' scores are those this token's account may see (blind judging holds). `schema.json` in the zip describes every column.",
  query: s.datasetQuery,
  response: s.datasetZipSchema,
  responseMedia: "application/zip",
  problems: [400, 404],
});

export const ingest = endpoint({
  id: "ingest",
  method: "POST",
  path: "/ingest",
  scope: "ingest",
  tag: "Ingest",
  summary: "Import files (of any format) or zips, as an upload does",
  description: "Idempotent: the same bytes again are `unchanged`. Each file gets its outcome; a refused file never stops the others.",
  body: { schema: s.ingestBody, media: "multipart/form-data" },
  response: s.ingestResultSchema,
  problems: [400, 413, 415],
});

export const openApi = endpoint({
  id: "getOpenApi",
  method: "GET",
  path: "/openapi.json",
  scope: null,
  tag: "Reference",
  summary: "This API's OpenAPI 3.1 description",
  response: z.record(z.string(), z.unknown()),
});

export const ENDPOINTS = [
  getMe,
  listDocuments,
  getDocument,
  getDocumentSource,
  listScores,
  saveScore,
  listComments,
  addComment,
  listSources,
  syncSource,
  listQueues,
  takeNextItem,
  skipQueueItem,
  returnToQueueItem,
  search,
  getDataset,
  ingest,
  openApi,
];
