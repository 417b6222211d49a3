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

export const ENDPOINTS = [getMe, listDocuments, getDocument, getDocumentSource, listScores, saveScore, search, ingest, openApi];
