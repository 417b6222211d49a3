import { parseSetCookieHeader } from "better-auth/cookies";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createAuth } from "@/lib/auth/auth";
import { viewerFromHeaders, viewerSessionFromHeaders } from "@/lib/auth/session";
import { WARM_UP_HEADER, warmUpViewer } from "@/lib/auth/warm-up";
import { signIn } from "@/lib/auth/sign-in";
import { createUser } from "@/lib/db/users";
import { createDb, type Db } from "@/lib/db/client";
import { areaStampReader } from "@/lib/db/area-stamps";
import { saveFirstScore, uploadTwoDialogues } from "./first-score";
import type { DatabaseTarget } from "@/lib/env";
import { noteRenderViewer, RENDER_WITNESS_HEADER, roleCacheKey, viewerCacheKey } from "@/lib/page-cache/render-witness";
import { SharedPages, type SharedReply } from "@/lib/page-cache/shared";
import { PageCache, viewerEntry } from "@/lib/page-cache/store";
import type { SharedPagesClient } from "@/server/shared-pages-client";
import { withPageCache, type NodeHandler } from "@/server/page-cache";
import { warmUp, warmUpReader } from "@/server/warm-up";

export interface SuiteDatabase {
  db: Db;
  target: DatabaseTarget;
  cleanup: () => Promise<void>;
}

/** Workers' clients of one SharedPages, as the cluster channel would connect them (replies arrive a turn later). */
function inProcessShared(shared: SharedPages, workers: number): SharedPagesClient[] {
  const waiting = new Map<string, (answer: SharedReply) => void>();
  let next = 0;
  const reply = (worker: number, message: SharedReply) => setImmediate(() => waiting.get(`${worker}:${message.id}`)?.(message));
  return Array.from({ length: workers }, (_, worker) => ({
    get: (key: string) =>
      new Promise((resolve) => {
        const id = ++next;
        waiting.set(`${worker}:${id}`, (message) => resolve(message.t === "page-found" ? message.page : "render"));
        shared.handle(worker, { t: "page-get", id, key }, reply);
      }),
    put: (key: string, page) => shared.handle(worker, page ? { t: "page-put", key, page } : { t: "page-abandon", key }, reply),
  }));
}

const cookieOf = (setCookies: string[]) =>
  [...parseSetCookieHeader(setCookies.join(", "))].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ");

/**
 * The page cache in front of a stand-in for Next (it renders the source count and who reads, from the database; under
 * `/board` only the reader's role, as the app's pages that read `currentRole` do), on a real HTTP server and a real
 * database: what may be served again, to whom, and what never is.
 */
export function pageCacheSuite(name: string, fresh: () => Promise<SuiteDatabase>) {
  describe(`page cache on ${name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });

    async function setUp(options: { now?: () => number; failStamp?: boolean; renderMs?: number; workers?: number; witness?: (seen: string) => string } = {}) {
      const database = await fresh();
      cleanups.push(database.cleanup);
      const { db, target } = database;
      await createUser(db, { email: "ada@example.org", name: "Ada", role: "admin", password: "correct horse battery" });
      await createUser(db, { email: "bo@example.org", name: "Bo", role: "viewer", password: "another long secret" });
      await createUser(db, { email: "cy@example.org", name: "Cy", role: "viewer", password: "another long secret" });
      const auth = createAuth(db, { secure: false });
      const cookies: Record<string, string> = {};
      for (const email of ["ada@example.org", "bo@example.org", "cy@example.org"]) {
        const result = await signIn(db, auth, { email, password: email.startsWith("ada") ? "correct horse battery" : "another long secret" }, "127.0.0.1");
        if (!result.ok) throw new Error(result.message);
        cookies[email] = cookieOf(result.setCookies);
      }
      const stamps = areaStampReader(target);
      cleanups.push(() => stamps.close());
      const counts = { renders: 0, lookups: 0 };
      const render: NodeHandler = async (request, response) => {
        counts.renders++;
        // As the app does: the whole cookie header read by better-auth, and the viewer it found told to the cache.
        const warm = request.headers[WARM_UP_HEADER];
        const viewer =
          warmUpViewer(typeof warm === "string" ? warm : null) ?? (await viewerFromHeaders(db, new Headers({ cookie: String(request.headers.cookie ?? "") })));
        const byRole = (request.url ?? "").startsWith("/board");
        const seen = byRole ? roleCacheKey(viewer?.role ?? null) : viewerCacheKey(viewer);
        noteRenderViewer(request.headers[RENDER_WITNESS_HEADER] as string | undefined, options.witness ? options.witness(seen) : seen);
        if (!viewer) {
          response.writeHead(307, { location: "/sign-in" });
          response.end();
          return;
        }
        const sources = await db.source.count();
        if (options.renderMs) await new Promise((resolve) => setTimeout(resolve, options.renderMs));
        response.setHeader("content-type", "text/plain");
        response.write(byRole ? `role=${viewer.role} ` : `viewer=${viewer.name} `);
        response.end(`sources=${sources}`);
      };
      // Several workers of one server: each its own cache, all sharing pages through one SharedPages (in-process here;
      // server/serve.ts carries the same messages over the cluster channel).
      const shared = new SharedPages(1024 * 1024);
      const clients = inProcessShared(shared, options.workers ?? 1);
      const handlers = clients.map((client) => workerHandler(client));
      function workerHandler(client: SharedPagesClient | null) {
        return withPageCache(render, {
          cache: new PageCache(1024 * 1024),
          shared: (options.workers ?? 1) > 1 ? client : null,
          stamp: async (read) => {
            if (options.failStamp) throw new Error("stamp unreadable");
            return stamps.read(read);
          },
          warmUpReader,
          lookupViewer: async (authCookies) => {
            counts.lookups++;
            return viewerEntry(await viewerSessionFromHeaders(db, new Headers({ cookie: authCookies })));
          },
          now: options.now,
        });
      }
      const bases: string[] = [];
      for (const handler of handlers) {
        const server: Server = createServer((request, response) => void handler(request, response));
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
        bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      }
      const get = async (path: string, cookie?: string, headers: Record<string, string> = {}, worker = 0) => {
        const response = await fetch(`${bases[worker]}${path}`, { headers: { ...headers, ...(cookie ? { cookie } : {}) }, redirect: "manual" });
        return { status: response.status, cache: response.headers.get("x-roundtable-cache"), body: await response.text() };
      };
      // Another client on the same database: another worker, another instance, the CLI.
      const other = createDb(target);
      cleanups.push(() => other.$disconnect());
      return { db, other, get, counts, cookies, auth, handlers };
    }

    it("serves a page again to the same reader until the database changes, whoever changes it", async () => {
      const { other, get, counts, cookies } = await setUp();
      const first = await get("/d/x", cookies["ada@example.org"]);
      expect(first).toEqual({ status: 200, cache: "miss", body: "viewer=Ada sources=0" });
      expect(await get("/d/x", cookies["ada@example.org"])).toEqual({ ...first, cache: "hit" });
      expect(counts.renders).toBe(1);
      await other.source.create({ data: { kind: "upload", name: "uploads" } });
      expect(await get("/d/x", cookies["ada@example.org"])).toEqual({ status: 200, cache: "miss", body: "viewer=Ada sources=1" });
      expect(counts.renders).toBe(2);
    });

    it("after a judge's score renders again only its dialogue's Judges section and the pages that add judging up; a sign-in, nothing", async () => {
      const { db, other, get, cookies, auth } = await setUp();
      const [a, b] = await uploadTwoDialogues(db);
      // The same slug spelled with an escape is the same page, and reads the same area.
      const escaped = `%${a!.slug.charCodeAt(0).toString(16)}${a!.slug.slice(1)}`;
      const paths = [
        `/d/${a!.slug}`,
        `/d/${a!.slug}/map`,
        `/d/${a!.slug}/judges/data`,
        `/d/${escaped}/judges`,
        `/d/${b!.slug}/judges/data`,
        `/r/${b!.slug}/source`,
        "/",
        "/search?q=x",
        "/agents",
      ];
      const ada = cookies["ada@example.org"];
      const caching = async () => Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await get(path, ada)).cache])));
      await caching();
      expect(new Set(Object.values(await caching()))).toEqual(new Set(["hit"]));
      const judge = await createUser(other, { email: "jo@example.org", name: "Jo", role: "judge", password: "a judge's long secret" });
      // Making the judge moved the people everyone's pages show; the score is what this test is about.
      await caching();
      await saveFirstScore(other, judge.id, a!.id);
      expect(await caching()).toEqual({
        // The dialogue page reads no judging: its Judges section is fetched apart, and that is what a score re-renders.
        [`/d/${a!.slug}`]: "hit",
        [`/d/${a!.slug}/map`]: "hit",
        [`/d/${a!.slug}/judges/data`]: "miss",
        [`/d/${escaped}/judges`]: "miss",
        [`/d/${b!.slug}/judges/data`]: "hit",
        [`/r/${b!.slug}/source`]: "hit",
        "/": "hit",
        "/search?q=x": "hit",
        "/agents": "miss",
      });
      // The index shows its reader's own scores alone: Ada's score re-renders her index, not Bo's.
      const bo = cookies["bo@example.org"];
      expect((await get("/", bo)).cache).toBe("miss");
      expect((await get("/", bo)).cache).toBe("hit");
      const adaId = (await other.user.findUniqueOrThrow({ where: { email: "ada@example.org" } })).id;
      await saveFirstScore(other, adaId, b!.id);
      expect([(await get("/", ada)).cache, (await get("/", bo)).cache]).toEqual(["miss", "hit"]);
      await caching();
      const signedIn = await signIn(other, auth, { email: "bo@example.org", password: "another long secret" }, "127.0.0.1");
      expect(signedIn.ok).toBe(true);
      expect(new Set(Object.values(await caching()))).toEqual(new Set(["hit"]));
    });

    it("never serves one reader's page to another, nor to a reader who signed out", async () => {
      const { db, get, cookies } = await setUp();
      expect((await get("/", cookies["ada@example.org"])).body).toBe("viewer=Ada sources=0");
      expect(await get("/", cookies["bo@example.org"])).toMatchObject({ cache: "miss", body: "viewer=Bo sources=0" });
      await db.session.deleteMany({ where: { user: { email: "ada@example.org" } } });
      // A cookie that names no session is passed straight through: the app might read it otherwise.
      expect(await get("/", cookies["ada@example.org"])).toMatchObject({ status: 307, cache: null });
      expect(await get("/", cookies["ada@example.org"])).toMatchObject({ status: 307, cache: null });
      expect(await get("/")).toMatchObject({ status: 307 });
    });

    it("keeps nothing for a request with several or unreadable session cookies, and never serves it to a signed-out reader", async () => {
      const { get, counts, cookies } = await setUp();
      const ada = cookies["ada@example.org"]!;
      const session = ada.split("; ").find((pair) => pair.startsWith("roundtable.session_token="))!;
      // The app reads the first cookie of a name; a cache that read another one kept Ada's page as a stranger's.
      const several = [`${ada}; roundtable.session_token=!`, `roundtable.session_token=!; ${ada}`, `${ada}; __Secure-${session}`, `${ada}; ${session}`];
      const answers = [];
      for (const cookie of several) for (const path of ["/", "/d/x", "/api/search"]) answers.push({ cookie, path, cache: (await get(path, cookie)).cache });
      for (const path of ["/", "/d/x", "/api/search"]) expect(await get(path), path).toMatchObject({ status: 307, body: "" });
      expect(answers.filter((answer) => answer.cache !== null)).toEqual([]);
      for (const cookie of ["roundtable.session_token=!", `${session}%`]) expect(await get("/d/x", cookie)).toMatchObject({ status: 307, cache: null });
      const rendersBefore = counts.renders;
      expect(await get("/d/x", ada)).toMatchObject({ cache: "miss", body: "viewer=Ada sources=0" });
      expect(await get("/d/x", ada)).toMatchObject({ cache: "hit", body: "viewer=Ada sources=0" });
      expect(counts.renders).toBe(rendersBefore + 1);
    });

    it("keeps a render only when the render itself says it was for the reader the key names", async () => {
      const { get, counts, cookies } = await setUp({ witness: () => "someone-else:admin" });
      for (let i = 0; i < 3; i++) expect(await get("/d/x", cookies["ada@example.org"])).toMatchObject({ cache: "miss", body: "viewer=Ada sources=0" });
      expect(counts.renders).toBe(3);
      // A witness header sent by a client is not the cache's: it neither opens nor answers one.
      expect(await get("/d/x", cookies["ada@example.org"], { [RENDER_WITNESS_HEADER]: "forged" })).toMatchObject({ cache: "miss" });
    });

    it("asks who a session is again once it has expired, and passes what it may not keep straight through", async () => {
      let clock = Date.now();
      const { get, counts, cookies } = await setUp({ now: () => clock });
      await get("/search?q=a", cookies["bo@example.org"]);
      await get("/search?q=a", cookies["bo@example.org"]);
      expect(counts.lookups).toBe(1);
      clock += 8 * 24 * 60 * 60 * 1000;
      await get("/search?q=a", cookies["bo@example.org"]);
      expect(counts.lookups).toBe(2);
      // Over HTTPS another cookie name counts: who the same cookie belongs to is asked again.
      await get("/search?q=a", cookies["bo@example.org"], { "x-forwarded-proto": "https" });
      expect(counts.lookups).toBe(3);
      expect(await get("/api/health", cookies["bo@example.org"])).toMatchObject({ cache: null });
      expect(await get("/queues", cookies["bo@example.org"])).toMatchObject({ cache: null });
    });

    it("renders once for readers asking for the same page at the same moment, and shares the answer", async () => {
      const { get, counts, cookies } = await setUp({ renderMs: 300 });
      const answers = await Promise.all([1, 2, 3].map(() => get("/d/x", cookies["ada@example.org"])));
      expect(counts.renders).toBe(1);
      expect(answers.map((a) => a.cache).sort()).toEqual(["miss", "shared", "shared"]);
      expect(new Set(answers.map((a) => a.body))).toEqual(new Set(["viewer=Ada sources=0"]));
      // Another reader's request for the same address is theirs alone.
      const [ada, bo] = await Promise.all([get("/d/y", cookies["ada@example.org"]), get("/d/y", cookies["bo@example.org"])]);
      expect([ada.body, bo.body]).toEqual(["viewer=Ada sources=0", "viewer=Bo sources=0"]);
      expect(counts.renders).toBe(3);
    });

    it("renders a page once for a server's workers: another worker is handed it, or waits for the render under way", async () => {
      const { other, get, counts, cookies } = await setUp({ workers: 2, renderMs: 200 });
      const ada = cookies["ada@example.org"];
      const [first, second] = await Promise.all([get("/d/x", ada, {}, 0), get("/d/x", ada, {}, 1)]);
      expect(counts.renders).toBe(1);
      expect([first.cache, second.cache].sort()).toEqual(["miss", "shared"]);
      expect(second.body).toBe(first.body);
      expect(await get("/d/x", ada, {}, 1)).toMatchObject({ cache: "hit", body: first.body });
      // After a write each worker asks again, and the page is rendered once more in all.
      await other.source.create({ data: { kind: "upload", name: "later" } });
      expect(await get("/d/x", ada, {}, 1)).toMatchObject({ cache: "miss", body: "viewer=Ada sources=1" });
      expect(await get("/d/x", ada, {}, 0)).toMatchObject({ cache: "shared", body: "viewer=Ada sources=1" });
      expect(counts.renders).toBe(2);
      // A render without a page to keep (a redirect) leaves the other workers to render for themselves.
      await Promise.all([get("/", undefined, {}, 0), get("/", undefined, {}, 1)]);
      expect(counts.renders).toBe(4);
    });

    it("renders a page that read only the role once for everyone of that role, and apart for each role", async () => {
      const { get, counts, cookies } = await setUp();
      const [ada, bo, cy] = [cookies["ada@example.org"], cookies["bo@example.org"], cookies["cy@example.org"]];
      expect(await get("/board", bo)).toMatchObject({ cache: "miss", body: "role=viewer sources=0" });
      expect(await get("/board", cy)).toMatchObject({ cache: "hit", body: "role=viewer sources=0" });
      expect(await get("/board", ada)).toMatchObject({ cache: "miss", body: "role=admin sources=0" });
      expect(counts.renders).toBe(2);
      // A page that read who reads stays each reader's own, whatever their role shares.
      expect(await get("/d/x", bo)).toMatchObject({ cache: "miss", body: "viewer=Bo sources=0" });
      expect(await get("/d/x", cy)).toMatchObject({ cache: "miss", body: "viewer=Cy sources=0" });
      expect(await get("/d/x", bo)).toMatchObject({ cache: "hit", body: "viewer=Bo sources=0" });
      expect(counts.renders).toBe(4);
    });

    it("shares one render among readers of a role asking at once, and never a render that read who asked", async () => {
      const { other, get, counts, cookies } = await setUp({ renderMs: 300 });
      const [bo, cy] = [cookies["bo@example.org"], cookies["cy@example.org"]];
      const byRole = await Promise.all([get("/board", bo), get("/board", cy)]);
      expect(byRole.map((a) => a.cache).sort()).toEqual(["miss", "shared"]);
      expect(counts.renders).toBe(1);
      // The first time, Cy waits on Bo's render as their role's, sees it was Bo's own, and renders for herself.
      const own = await Promise.all([get("/d/x", bo), get("/d/x", cy)]);
      expect(own.map((a) => a.body)).toEqual(["viewer=Bo sources=0", "viewer=Cy sources=0"]);
      expect(counts.renders).toBe(3);
      // Once seen to be each reader's own, the address's renders run side by side, after a write as well.
      await other.source.create({ data: { kind: "upload", name: "later" } });
      const again = await Promise.all([get("/d/x", bo), get("/d/x", cy)]);
      expect(again.map((a) => [a.cache, a.body])).toEqual([
        ["miss", "viewer=Bo sources=1"],
        ["miss", "viewer=Cy sources=1"],
      ]);
      expect(counts.renders).toBe(5);
    });

    it("hands a page that read only the role from one worker to another reader of the role on another", async () => {
      const { get, counts, cookies } = await setUp({ workers: 2, renderMs: 200 });
      const [bo, cy, ada] = [cookies["bo@example.org"], cookies["cy@example.org"], cookies["ada@example.org"]];
      const [first, second] = await Promise.all([get("/board", bo, {}, 0), get("/board", cy, {}, 1)]);
      expect([first.cache, second.cache].sort()).toEqual(["miss", "shared"]);
      expect(second.body).toBe("role=viewer sources=0");
      // Each reader's own page is not handed to another reader of the role, and another role renders its own.
      const own = await Promise.all([get("/d/x", bo, {}, 0), get("/d/x", cy, {}, 1), get("/board", ada, {}, 1)]);
      expect(own.map((a) => a.body)).toEqual(["viewer=Bo sources=0", "viewer=Cy sources=0", "role=admin sources=0"]);
      expect(counts.renders).toBe(4);
    });

    it("keeps a worker's warm-up render of a role's page for that role's first readers, and nothing of its own for anyone", async () => {
      const { get, counts, cookies, handlers } = await setUp();
      await warmUp(handlers[0]!, ["/board", "/d/x"]);
      expect(counts.renders).toBe(2);
      // Bo and Cy are viewers, the warm-up viewer's role: the board it rendered is theirs at once.
      expect(await get("/board", cookies["bo@example.org"])).toEqual({ status: 200, cache: "hit", body: "role=viewer sources=0" });
      expect(await get("/board", cookies["cy@example.org"])).toMatchObject({ cache: "hit" });
      // An admin's board is another role's; the dialogue page read who read it, the warm-up viewer, and is nobody's.
      expect(await get("/board", cookies["ada@example.org"])).toEqual({ status: 200, cache: "miss", body: "role=admin sources=0" });
      expect(await get("/d/x", cookies["bo@example.org"])).toEqual({ status: 200, cache: "miss", body: "viewer=Bo sources=0" });
      expect(counts.renders).toBe(4);
      // Past the warm-up its header is nobody's: a request carrying it is read by its cookies.
      const forged = await get("/board", undefined, { [WARM_UP_HEADER]: "guessed" });
      expect(forged.status).toBe(307);
    });

    it("keeps nothing whose render says it read another role than the reader's", async () => {
      const { get, counts, cookies } = await setUp({ witness: () => "role:admin" });
      for (let i = 0; i < 2; i++) expect(await get("/board", cookies["bo@example.org"])).toMatchObject({ cache: "miss", body: "role=viewer sources=0" });
      expect(counts.renders).toBe(2);
    });

    it("renders every time when the stamp cannot be read, rather than failing or serving old pages", async () => {
      const { get, counts, cookies } = await setUp({ failStamp: true });
      expect(await get("/", cookies["ada@example.org"])).toMatchObject({ status: 200, cache: null, body: "viewer=Ada sources=0" });
      await get("/", cookies["ada@example.org"]);
      expect(counts.renders).toBe(2);
    });
  });
}
