import { z } from "zod";
import { AUDIT_CODE } from "@/lib/audit-rules";
import { searchEntryStatuses, searchTypes, statusesOf, storedKinds } from "@/lib/document-kinds";
import type { SearchType } from "./query";

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
  /** Documents' statuses, any kind's (`converged`, `blocked`, `mismatch`, …). */
  dialogueStatuses: string[];
  sources: string[];
  /** Documents' stored kinds: results from documents of these kinds only. */
  kinds: string[];
  /** Audit rule codes: results from documents with a finding of any of them (`any`: with any finding at all). */
  audits: string[];
  /** Dialogue slugs: results from these dialogues only (a grouped block's "all results in this dialogue"). */
  dialogues: string[];
  /** `YYYY-MM-DD`, inclusive, compared with the dialogue's date. */
  from: string | null;
  to: string | null;
  sort: "relevance" | "date";
  /** `dialogue`: one block per dialogue with its count and best results, paged by dialogue. */
  group: "dialogue" | null;
  page: number;
  limit: number;
}

/** One of the words a registered format offers, checked when read (a format registered later is known too). */
const oneOf = (what: string, values: () => readonly string[]) =>
  z.string().refine((v) => values().includes(v), { error: () => `expected one of the ${what}: ${values().join(", ")}` });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Every parameter once: how one value is read, and (single-valued ones) what stands in when it is missing or wrong.
 * The page reads leniently from this table and the API strictly, so the two cannot disagree about what is valid.
 * The query text has no bound: it never fails (the parser caps what it reads).
 */
const PARAMS = {
  q: { item: z.string(), fallback: "" },
  type: { item: oneOf("search types", searchTypes), many: true },
  status: { item: oneOf("entry statuses", searchEntryStatuses), many: true },
  agent: { item: z.string().trim().min(1).max(64), many: true },
  round: { item: z.coerce.number().int().min(0).max(999), many: true },
  dstatus: { item: oneOf("document statuses", () => statusesOf(null)), many: true },
  source: { item: z.string().trim().min(1).max(200), many: true },
  kind: { item: oneOf("document kinds", storedKinds), many: true },
  audit: { item: z.string().regex(AUDIT_CODE), many: true },
  dialogue: { item: z.string().regex(/^[a-z0-9-]{1,200}$/), many: true },
  from: { item: isoDate, fallback: null },
  to: { item: isoDate, fallback: null },
  sort: { item: z.enum(["relevance", "date"]), fallback: "relevance" },
  group: { item: z.enum(["dialogue"]), fallback: null },
  page: { item: z.coerce.number().int().min(1).max(10_000), fallback: 1 },
  limit: { item: z.coerce.number().int().min(1).max(100), fallback: 20 },
} as const satisfies Record<string, { item: z.ZodType; many?: true; fallback?: unknown }>;

type Params = Record<string, string | string[] | undefined>;
const valuesOf = (v: string | string[] | undefined): string[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** What is wrong with the parameters, for the API (the page falls back quietly instead): `["limit: …"]`, one a parameter. */
export function searchRequestIssues(params: Params): string[] {
  const issues: string[] = [];
  for (const [name, spec] of Object.entries(PARAMS)) {
    for (const value of valuesOf(params[name])) {
      const parsed = spec.item.safeParse(value);
      if (!parsed.success) {
        issues.push(`${name}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
        break;
      }
    }
  }
  return issues;
}

export function parseSearchRequest(params: Params): SearchRequest {
  // Many-valued: the values that read (at most 20). Single-valued: the first value, else the fallback.
  const many = <K extends keyof typeof PARAMS>(name: K) =>
    valuesOf(params[name])
      .flatMap((v) => {
        const parsed = PARAMS[name].item.safeParse(v);
        return parsed.success ? [parsed.data as z.infer<(typeof PARAMS)[K]["item"]>] : [];
      })
      .slice(0, 20);
  const one = <K extends keyof typeof PARAMS>(name: K, fallback: z.infer<(typeof PARAMS)[K]["item"]> | null) => {
    const parsed = PARAMS[name].item.safeParse(valuesOf(params[name])[0]);
    return parsed.success ? (parsed.data as z.infer<(typeof PARAMS)[K]["item"]>) : fallback;
  };
  return {
    q: one("q", PARAMS.q.fallback)!.trim().slice(0, 2_000),
    types: many("type"),
    statuses: many("status"),
    agents: many("agent"),
    rounds: many("round"),
    dialogueStatuses: many("dstatus"),
    sources: many("source"),
    kinds: many("kind"),
    audits: many("audit"),
    dialogues: many("dialogue"),
    from: one("from", PARAMS.from.fallback),
    to: one("to", PARAMS.to.fallback),
    sort: one("sort", PARAMS.sort.fallback)!,
    group: one("group", PARAMS.group.fallback),
    page: one("page", PARAMS.page.fallback)!,
    limit: one("limit", PARAMS.limit.fallback)!,
  };
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
  for (const v of r.kinds) params.append("kind", v);
  for (const v of r.audits) params.append("audit", v);
  for (const v of r.dialogues) params.append("dialogue", v);
  if (r.from) params.set("from", r.from);
  if (r.to) params.set("to", r.to);
  if (r.sort !== "relevance") params.set("sort", r.sort);
  if (r.group) params.set("group", r.group);
  if (r.limit !== 20) params.set("limit", String(r.limit));
  if (r.page > 1) params.set("page", String(r.page));
  const text = params.toString();
  return text ? `/search?${text}` : "/search";
}

/** The request with one facet value added, or removed when it is there; back to page 1. */
export function toggleFacet<K extends "types" | "statuses" | "agents" | "rounds" | "dialogueStatuses" | "sources" | "kinds" | "audits">(
  request: SearchRequest,
  key: K,
  value: SearchRequest[K][number],
): SearchRequest {
  const current = request[key] as unknown[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...request, [key]: next, page: 1 };
}
