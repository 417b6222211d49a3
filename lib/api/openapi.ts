import { z } from "zod";
import { SCOPE_TEXT, SCOPES } from "@/lib/auth/scopes";
import type { Endpoint } from "./endpoint";
import { ENDPOINTS } from "./endpoints";
import { problemSchema } from "./problem";

export const API_VERSION = "1.0.0";

type JsonSchema = Record<string, unknown>;

/** Schemas with a `meta({ id })` become components, referenced rather than repeated. */
function toSchema(schema: z.ZodType, io: "input" | "output", components: Record<string, JsonSchema>): JsonSchema {
  const { $defs, ...json } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    reused: "inline",
    override: () => undefined,
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [name, def] of Object.entries($defs ?? {})) components[name] ??= def;
  delete json.$schema;
  return rewriteRefs(json) as JsonSchema;
}

/** zod writes local `#/$defs/X`; in OpenAPI they live under components. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? v.replace("#/$defs/", "#/components/schemas/") : rewriteRefs(v)]),
    );
  return value;
}

function parameters(e: Endpoint, components: Record<string, JsonSchema>) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ["path", e.params],
    ["query", e.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, "input", components) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: rest,
        ...(rest.type === "array" ? { style: "form", explode: true } : {}),
      });
    }
  }
  return list;
}

const problemRef = { $ref: "#/components/schemas/Problem" };
const problemResponse = (description: string) => ({ description, content: { "application/problem+json": { schema: problemRef } } });
const PROBLEM_TEXT: Record<number, string> = {
  400: "Invalid input: the problem names each field.",
  401: "No token, or one that is unknown, revoked or expired.",
  403: "The token lacks the scope (or its owner's role no longer allows it).",
  404: "Not found.",
  409: "Conflict: the resource moved on since you read it.",
  413: "Too large.",
  415: "Wrong content type.",
  429: "Too many requests for this token: wait `Retry-After` seconds.",
};

function operation(e: Endpoint, components: Record<string, JsonSchema>) {
  const problems = [...new Set([...(e.scope ? [401, 403, 429] : []), ...(e.problems ?? [])])].sort();
  const media = e.responseMedia ?? "application/json";
  return {
    operationId: e.id,
    tags: [e.tag],
    summary: e.summary,
    description: [e.description, e.scope ? `Needs a token with the \`${e.scope}\` scope.` : "Needs no token."].filter(Boolean).join("\n\n"),
    ...(e.scope ? { security: [{ bearer: [e.scope] }] } : { security: [] }),
    "x-scope": e.scope,
    parameters: parameters(e, components),
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: {
              [e.body.media ?? "application/json"]: {
                schema:
                  e.body.media === "multipart/form-data"
                    ? {
                        type: "object",
                        properties: { files: { type: "array", items: { type: "string", contentMediaType: "application/octet-stream" } } },
                        required: ["files"],
                      }
                    : toSchema(e.body.schema, "input", components),
              },
            },
          },
        }
      : {}),
    responses: {
      [String(e.status ?? 200)]: { description: "OK", content: { [media]: { schema: toSchema(e.response, "output", components) } } },
      ...Object.fromEntries(problems.map((status) => [String(status), problemResponse(PROBLEM_TEXT[status] ?? "Error")])),
    },
  };
}

/** The OpenAPI 3.1 document, generated from the endpoints' zod schemas: what the handlers validate is what it says. */
export function openApiDocument(origin: string) {
  const components: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of ENDPOINTS) (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e, components);
  // Referenced by hand from every operation's error responses, so it is added by name.
  components.Problem = toSchema(problemSchema, "output", components);
  return {
    openapi: "3.1.0",
    info: {
      title: "Roundtable API",
      version: API_VERSION,
      description:
        "Documents, search, scores and imports for pipelines, notebooks and model judges. Send `Authorization: Bearer <token>`; make a token on your Tokens page. Every error is an RFC 9457 problem document.",
    },
    servers: [{ url: `${origin}/api/v1` }],
    tags: [...new Set(ENDPOINTS.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: `A personal token. Scopes: ${SCOPES.map((s) => `\`${s}\` (${SCOPE_TEXT[s]})`).join("; ")}.`,
        },
      },
    },
  };
}
