import type { z } from "zod";
import { db } from "@/lib/db/client";
import { noteTokenUse, tokenHolder, type TokenHolder } from "@/lib/db/api-tokens";
import { effectiveScopes, type Scope } from "@/lib/auth/scopes";
import type { Viewer } from "@/lib/auth/roles";
import { AppError } from "@/lib/errors";
import type { Endpoint } from "./endpoint";
import { ApiProblem, problemResponse, zodIssues } from "./problem";
import { queryRecord, unknownParameters } from "./query";
import { rateLimiter } from "./rate-limit";

/** Who a request acts for: the token's owner, with the scopes the token holds now. */
export interface Caller {
  viewer: Viewer & { kind: string };
  scopes: Scope[];
  token: { id: number; name: string };
}

export interface Call<E extends Endpoint> {
  request: Request;
  caller: Caller | null;
  params: NonNullable<E["params"]> extends z.ZodType ? z.output<NonNullable<E["params"]>> : Record<string, never>;
  query: NonNullable<E["query"]> extends z.ZodType ? z.output<NonNullable<E["query"]>> : Record<string, never>;
  /** JSON bodies parsed by their schema; a multipart body is the FormData, read by the implementation. */
  body: NonNullable<E["body"]> extends { schema: infer B extends z.ZodType; media?: infer M }
    ? M extends "multipart/form-data"
      ? FormData
      : z.output<B>
    : undefined;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

const limiter = rateLimiter(Number(process.env.ROUNDTABLE_API_RATE_PER_MINUTE) || 600);

const STATUS_OF: Partial<Record<AppError["code"], number>> = { "input-invalid": 400, "not-found": 404, conflict: 409, busy: 503 };

async function authenticate(request: Request): Promise<{ caller: Caller } | { refusal: Response }> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) return { refusal: problemResponse(401, "Send a token: `Authorization: Bearer rt_…` (make one on your Tokens page).") };
  const holder: TokenHolder | null = await tokenHolder(db(), match[1]!);
  if (!holder) return { refusal: problemResponse(401, "This token is not known.") };
  if (holder.state !== "valid")
    return { refusal: problemResponse(401, `This token is ${holder.state === "disabled" ? "of a disabled account" : holder.state}.`) };
  const limit = limiter.take(String(holder.tokenId));
  if (!limit.allowed)
    return { refusal: problemResponse(429, "Too many requests for this token; slow down.", {}, { "retry-after": String(limit.retryAfterSeconds) }) };
  await noteTokenUse(db(), holder.tokenId);
  return {
    caller: {
      viewer: holder.user,
      scopes: effectiveScopes(holder.granted, holder.user.role, holder.user.kind),
      token: { id: holder.tokenId, name: holder.tokenName },
    },
  };
}

async function readBody(endpoint: Endpoint, request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (!endpoint.body) return { ok: true, value: undefined };
  const type = request.headers.get("content-type") ?? "";
  if (endpoint.body.media === "multipart/form-data") {
    if (!type.startsWith("multipart/form-data"))
      return { ok: false, response: problemResponse(415, "Send the files as multipart/form-data, each part named `files`.") };
    try {
      return { ok: true, value: await request.formData() };
    } catch {
      return { ok: false, response: problemResponse(400, "The multipart body could not be read.") };
    }
  }
  if (!type.includes("json")) return { ok: false, response: problemResponse(415, "Send a JSON body (content-type: application/json).") };
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { ok: false, response: problemResponse(400, "The body is not valid JSON.") };
  }
  const parsed = endpoint.body.schema.safeParse(json);
  if (!parsed.success) return { ok: false, response: problemResponse(400, "The body does not match the schema.", { issues: zodIssues(parsed.error) }) };
  return { ok: true, value: parsed.data };
}

/**
 * A route handler for one endpoint: token → scope → params, query and body by their schemas → the implementation →
 * its result checked against the response schema. Every refusal is a problem document; an AppError keeps its text.
 */
export function serve<E extends Endpoint>(endpoint: E, implement: (call: Call<E>) => Promise<z.input<E["response"]> | Response>) {
  return async (request: Request, context?: RouteContext): Promise<Response> => {
    let caller: Caller | null = null;
    if (endpoint.scope) {
      const auth = await authenticate(request);
      if ("refusal" in auth) return auth.refusal;
      caller = auth.caller;
      if (!caller.scopes.includes(endpoint.scope))
        return problemResponse(
          403,
          `This needs a token with the ${endpoint.scope} scope; this one has ${caller.scopes.join(", ") || "none"} (within its owner's role).`,
        );
    }
    const rawParams = context ? await context.params : {};
    const params = endpoint.params ? endpoint.params.safeParse(rawParams) : { success: true as const, data: {} };
    if (!params.success) return problemResponse(endpoint.problems?.includes(404) ? 404 : 400, "No such resource: the address is malformed.");
    const search = new URL(request.url).searchParams;
    const unknown = endpoint.query ? unknownParameters(endpoint.query, search) : [...new Set(search.keys())];
    if (unknown.length > 0) return problemResponse(400, `Unknown parameter${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.`);
    const query = endpoint.query ? endpoint.query.safeParse(queryRecord(endpoint.query, search)) : { success: true as const, data: {} };
    if (!query.success) return problemResponse(400, "Some parameters are invalid.", { issues: zodIssues(query.error) });
    const body = await readBody(endpoint, request);
    if (!body.ok) return body.response;
    try {
      const result = await implement({ request, caller, params: params.data, query: query.data, body: body.value } as Call<E>);
      if (result instanceof Response) return result;
      const checked = endpoint.response.parse(result);
      if (endpoint.responseMedia)
        return new Response(String(checked), { status: endpoint.status ?? 200, headers: { "content-type": `${endpoint.responseMedia}; charset=utf-8` } });
      return Response.json(checked, { status: endpoint.status ?? 200 });
    } catch (error) {
      if (error instanceof ApiProblem) return problemResponse(error.status, error.detail, error.extra, error.headers);
      if (error instanceof AppError && STATUS_OF[error.code]) return problemResponse(STATUS_OF[error.code]!, error.message);
      console.error(`api: ${endpoint.id} failed`, error);
      return problemResponse(500, "Something went wrong on our side; the server's log has the details.");
    }
  };
}
