import { z } from "zod";
import { DIALOGUE_STATUSES } from "@/lib/dialogue-index";
import { firstValue } from "@/lib/url-params";
import { SEARCH_TYPES, type SearchType } from "./query";
import type { DialogueStatus } from "@/lib/contract";

/**
 * A search as its URL says it: `/search?q=erasure&type=tension&status=open&agent=Muffin&round=0&sort=date&page=2`.
 * The page and `GET /api/search` read it with the same schema; a malformed value falls back to its default.
 */
export interface SearchRequest {
  q: string;
  types: SearchType[];
  statuses: string[];
  agents: string[];
  rounds: number[];
  dialogueStatuses: DialogueStatus[];
  sources: string[];
  /** `YYYY-MM-DD`, inclusive, compared with the dialogue's date. */
  from: string | null;
  to: string | null;
  sort: "relevance" | "date";
  page: number;
  limit: number;
}

export const THREAD_STATUSES = ["open", "resolved", "deferred", "accepted"] as const;

const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.unknown())).transform((values) => values.flatMap((v) => {
    const parsed = item.safeParse(v);
    return parsed.success ? [parsed.data as z.infer<T>] : [];
  }).slice(0, 20));

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const searchRequestSchema = z.object({
  q: firstValue(z.string().max(2_000)).catch(""),
  type: many(z.enum(SEARCH_TYPES)),
  status: many(z.enum(THREAD_STATUSES)),
  agent: many(z.string().trim().min(1).max(64)),
  round: many(z.coerce.number().int().min(0).max(999)),
  dstatus: many(z.enum(DIALOGUE_STATUSES)),
  source: many(z.string().trim().min(1).max(200)),
  from: firstValue(isoDate.nullable()).catch(null),
  to: firstValue(isoDate.nullable()).catch(null),
  sort: firstValue(z.enum(["relevance", "date"])).catch("relevance"),
  page: firstValue(z.coerce.number().int().min(1).max(10_000)).catch(1),
  limit: firstValue(z.coerce.number().int().min(1).max(100)).catch(20),
});

const strictSchema = z.object({
  q: firstValue(z.string().max(10_000)).optional(),
  type: z.union([z.enum(SEARCH_TYPES), z.array(z.enum(SEARCH_TYPES))]).optional(),
  status: z.union([z.enum(THREAD_STATUSES), z.array(z.enum(THREAD_STATUSES))]).optional(),
  agent: z.union([z.string().max(64), z.array(z.string().max(64))]).optional(),
  round: z.union([z.string().regex(/^\d{1,3}$/), z.array(z.string().regex(/^\d{1,3}$/))]).optional(),
  dstatus: z.union([z.enum(DIALOGUE_STATUSES), z.array(z.enum(DIALOGUE_STATUSES))]).optional(),
  source: z.union([z.string().max(200), z.array(z.string().max(200))]).optional(),
  from: firstValue(isoDate).optional(),
  to: firstValue(isoDate).optional(),
  sort: firstValue(z.enum(["relevance", "date"])).optional(),
  page: firstValue(z.string().regex(/^\d{1,5}$/)).optional(),
  limit: firstValue(z.string().regex(/^\d{1,3}$/).refine((v) => Number(v) >= 1 && Number(v) <= 100, "from 1 to 100")).optional(),
});

/** What is wrong with the parameters, for the API (the page falls back quietly instead): `["limit: from 1 to 100"]`. */
export function searchRequestIssues(params: Record<string, string | string[] | undefined>): string[] {
  const parsed = strictSchema.safeParse(params);
  if (parsed.success) return [];
  // One line a parameter: a value can fail more than one check.
  const byPath = new Map<string, string>();
  for (const i of parsed.error.issues) {
    const path = i.path.join(".") || "query";
    if (!byPath.has(path)) byPath.set(path, `${path}: ${i.message}`);
  }
  return [...byPath.values()];
}

export function parseSearchRequest(params: Record<string, string | string[] | undefined>): SearchRequest {
  const p = searchRequestSchema.parse({ from: undefined, to: undefined, sort: undefined, page: undefined, limit: undefined, q: undefined, ...params });
  return { q: p.q.trim(), types: p.type, statuses: p.status, agents: p.agent, rounds: p.round, dialogueStatuses: p.dstatus, sources: p.source, from: p.from, to: p.to, sort: p.sort, page: p.page, limit: p.limit };
}

/** URLSearchParams of a URL as the record the schema reads (repeated keys become arrays). */
export function paramsRecord(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

/** The search page's address for a request; defaults are left out. */
export function searchHref(request: SearchRequest, change: Partial<SearchRequest> = {}): string {
  const r = { ...request, ...change };
  const params = new URLSearchParams();
  if (r.q) params.set("q", r.q);
  for (const v of r.types) params.append("type", v);
  for (const v of r.statuses) params.append("status", v);
  for (const v of r.agents) params.append("agent", v);
  for (const v of r.rounds) params.append("round", String(v));
  for (const v of r.dialogueStatuses) params.append("dstatus", v);
  for (const v of r.sources) params.append("source", v);
  if (r.from) params.set("from", r.from);
  if (r.to) params.set("to", r.to);
  if (r.sort !== "relevance") params.set("sort", r.sort);
  if (r.limit !== 20) params.set("limit", String(r.limit));
  if (r.page > 1) params.set("page", String(r.page));
  const text = params.toString();
  return text ? `/search?${text}` : "/search";
}

/** The request with one facet value added, or removed when it is there; back to page 1. */
export function toggleFacet<K extends "types" | "statuses" | "agents" | "rounds" | "dialogueStatuses" | "sources">(request: SearchRequest, key: K, value: SearchRequest[K][number]): SearchRequest {
  const current = request[key] as unknown[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...request, [key]: next, page: 1 };
}
