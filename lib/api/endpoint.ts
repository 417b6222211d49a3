import type { z } from "zod";
import type { Scope } from "@/lib/auth/scopes";

type Obj = z.ZodObject;

/**
 * One operation of the REST API, described by zod schemas: the handler validates with them and the OpenAPI document
 * is generated from them, so the two cannot drift. A route file pairs it with its implementation (lib/api/handler.ts).
 */
/** JSON by default; multipart for files, where the schema describes the form and the implementation reads it. */
export interface BodySpec {
  schema: z.ZodType;
  media?: "application/json" | "multipart/form-data";
}

export interface Endpoint<P extends Obj = Obj, Q extends Obj = Obj, B extends BodySpec = BodySpec, R extends z.ZodType = z.ZodType> {
  id: string;
  method: "GET" | "POST" | "DELETE";
  /** OpenAPI's template under /api/v1: `/documents/{slug}`. */
  path: string;
  /** The scope a token needs; null: no token (the API's own description). */
  scope: Scope | null;
  tag: string;
  summary: string;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** `text/markdown` and such for a document's source; JSON otherwise. */
  responseMedia?: string;
  status?: 200 | 201 | 202;
  /** The problems it may answer with beyond 401/403/429 (every guarded operation has those). */
  problems?: number[];
}

export function endpoint<P extends Obj, Q extends Obj, const B extends BodySpec, R extends z.ZodType>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}
