import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type Browser, type Page } from "@playwright/test";
import pg from "pg";
import { generatedDialogue } from "../tests/helpers/generate";
import { REFUSED_EXIT_CODE } from "@/lib/instances/registry";

// Two servers of the one build on one PostgreSQL database, as two hosts behind a proxy would run; the two workers
// of the first are one instance.
const ADMIN_URL = process.env.PG_TEST_URL;
// The three ports after the suite's own server (E2E_PORT), so runs in other checkouts on other ports never meet.
const BASE_PORT = Number(process.env.E2E_PORT || 3100);
const PORTS = { a: BASE_PORT + 1, b: BASE_PORT + 2, fileSecret: BASE_PORT + 3 };
const A = `http://127.0.0.1:${PORTS.a}`;
const B = `http://127.0.0.1:${PORTS.b}`;
const SECRET = randomBytes(32).toString("base64");
const SLUG = "event-store-migrations";
const DIALOGUES = 40;
const judges = [
  { email: "first@two.test", password: "first judge password" },
  { email: "second@two.test", password: "second judge password" },
];

const run = promisify(execFile);
let databaseUrl = "";
let databaseName = "";
let repo = "";
const servers: ChildProcess[] = [];

/** The CLI against the test's database, as an operator would run it. */
function roundtable(args: string[], input?: string) {
  const child = run("node_modules/.bin/tsx", ["cli/roundtable.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ROUNDTABLE_ALLOW_LOCAL_GIT: "1" },
  });
  if (input !== undefined) child.child.stdin!.end(input);
  return child;
}

function serverEnv(port: number, secret: string | null): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    NEXT_TELEMETRY_DISABLED: "1",
    ROUNDTABLE_ALLOW_LOCAL_GIT: "1",
  };
  delete env.ROUNDTABLE_AUTH_SECRET;
  if (secret) env.ROUNDTABLE_AUTH_SECRET = secret;
  return env;
}

/** The production server as npm start runs it (server/serve.ts: workers, page cache); instance A runs two workers. */
function startServer(port: number, secret: string | null, workers = 1): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], {
    // No warm-up: these tests are about what the instances share, not a worker's first pages (8–10 s of CPU each).
    env: { ...serverEnv(port, secret), HOST: "127.0.0.1", NODE_ENV: "production", ROUNDTABLE_WORKERS: String(workers), ROUNDTABLE_WARM_UP: "0" },
  });
  let output = "";
  // Kept beside the other test output, for when something fails on the server side.
  const log = join("test-results", `two-instances-${port}.log`);
  writeFileSync(log, "");
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync(log, chunk);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function healthy(base: string) {
  await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 30_000, intervals: [100, 250] }).toBe(200);
}

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function signedIn(browser: Browser, base: string, email: string, password: string, next: string): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`${base}/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === next.split("?")[0]);
  return page;
}

function git(cwd: string, ...args: string[]) {
  return run("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd });
}

test.describe("two instances on one PostgreSQL database", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  test.skip(!ADMIN_URL, "PG_TEST_URL is not set: the two-instance test needs a PostgreSQL server it may create databases on");

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    databaseName = `roundtable_e2e_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const u = new URL(ADMIN_URL!);
    u.pathname = `/${databaseName}`;
    databaseUrl = u.toString();

    repo = mkdtempSync(join(tmpdir(), "roundtable-two-"));
    mkdirSync(join(repo, ".blue/docs/dialogues"), { recursive: true });
    for (let n = 1; n <= DIALOGUES; n++) writeFileSync(join(repo, `.blue/docs/dialogues/two-${n}.dialogue.md`), generatedDialogue(n));
    await git(repo, "init", "--quiet", "-b", "main");
    await git(repo, "add", "-A");
    await git(repo, "commit", "--quiet", "-m", "dialogues");

    await roundtable(["migrate"]);
    await Promise.all([
      roundtable(["seed"]),
      roundtable(["source-add", repo, "--name", "two-instances"]),
      ...judges.map((j) => roundtable(["user", "add", "--role", "judge", j.email], `${j.password}\n`)),
    ]);
    servers.push(startServer(PORTS.a, SECRET, 2).child, startServer(PORTS.b, SECRET).child);
    await Promise.all([healthy(A), healthy(B)]);
  });

  test.afterAll(async () => {
    // Stopped with SIGTERM, each instance takes its registration away.
    await Promise.all(
      servers.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once("exit", resolve), child.kill("SIGTERM"))))),
    );
    const leftover = databaseUrl && servers.length ? await query(`SELECT id FROM "Instance"`) : [];
    // The instances' checkouts of the test repository (data/git/<id>-<hash of url and branch>, lib/ingest/git.ts).
    const checkouts = databaseUrl ? await query<{ id: number; url: string; branch: string }>(`SELECT id, url, branch FROM "Source" WHERE kind = 'git'`) : [];
    for (const c of checkouts) {
      rmSync(join("data", "git", `${c.id}-${createHash("sha256").update(`${c.url}\n${c.branch}`).digest("hex").slice(0, 10)}`), {
        recursive: true,
        force: true,
      });
    }
    if (databaseName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    if (repo) rmSync(repo, { recursive: true, force: true });
    expect(leftover).toEqual([]);
  });

  test("both instances registered, with the one secret from the environment", async () => {
    const rows = await query<{ port: number; secretFromEnv: boolean; secretDigest: string }>(
      `SELECT port, "secretFromEnv", "secretDigest" FROM "Instance" ORDER BY port`,
    );
    const digest = createHmac("sha256", SECRET).update("roundtable-instance").digest("hex");
    expect(rows).toEqual([
      { port: PORTS.a, secretFromEnv: true, secretDigest: digest },
      { port: PORTS.b, secretFromEnv: true, secretDigest: digest },
    ]);
  });

  test("a session signed in on one instance reads protected pages on the other", async ({ browser }) => {
    const page = await signedIn(browser, A, judges[0]!.email, judges[0]!.password, "/");
    // Cookies are not kept apart by port: the cookie instance A set goes to instance B as it would behind one proxy.
    await page.goto(`${B}/d/${SLUG}/judge?round=1`);
    await expect(page.getByRole("heading", { name: "Score round 1" })).toBeVisible();
    expect((await page.request.get(`${B}/api/search?q=cache`)).status()).toBe(200);
    expect((await fetch(`${B}/api/search?q=cache`)).status).toBe(401);
    await page.context().close();
  });

  test("failed sign-ins are counted across both instances", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    // Five failures (the per-account limit) split over the two instances, then the sixth is refused on either.
    for (const [i, base] of [A, B, A, B, A, B].entries()) {
      await page.goto(`${base}/sign-in`);
      await page.getByLabel("Email").fill("nobody@two.test");
      await page.getByLabel("Password").fill(`wrong guess ${i}`);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("status").filter({ hasText: i < 5 ? "Wrong email or password." : "Too many failed sign-ins" })).toBeVisible();
    }
    expect(await query(`SELECT id FROM "SignInFailure" WHERE key = 'account:nobody@two.test'`)).toHaveLength(5);
    await context.close();
  });

  test("score saves at the same moment on both instances are both kept as versions; a stale edit is refused, not lost", async ({ browser }) => {
    const path = `/d/${SLUG}/judge?round=1`;
    const first = await signedIn(browser, A, judges[0]!.email, judges[0]!.password, path);
    const second = await signedIn(browser, B, judges[1]!.email, judges[1]!.password, path);
    const forms = [first, second].map((page) => page.getByRole("form", { name: "Score Donut" }));
    for (const [i, form] of forms.entries()) {
      for (const [label, value] of [
        ["Wisdom", 5 + i],
        ["Consistency", 6],
        ["Truth", 7],
        ["Relationships", 8],
      ] as const)
        await form.getByLabel(label).fill(String(value));
    }
    await Promise.all(forms.map((form) => form.getByRole("button", { name: "Save" }).click()));
    for (const form of forms) await expect(form.getByText("Saved (version 1).")).toBeVisible();

    // The first judge edits the same score on both instances at once, both from version 1: one becomes version 2.
    const again = await first.context().newPage();
    await again.goto(`${B}${path}`);
    const edits = [forms[0]!, again.getByRole("form", { name: "Score Donut" })];
    for (const [i, form] of edits.entries()) {
      await form.getByLabel("Wisdom").fill(String(10 + i));
      await form.getByLabel("Why the change").fill(`edit on instance ${i === 0 ? "A" : "B"}`);
    }
    await Promise.all(edits.map((form) => form.getByRole("button", { name: "Save" }).click()));
    const outcomes = await Promise.all(
      edits.map(async (form) => {
        const saved = form.getByText("Saved (version 2).");
        // Refused by the version check, or, when both passed it together, by the unique (…, version) index.
        const refused = form.getByText(/changed since you opened it|saved from elsewhere at the same moment/);
        await expect(saved.or(refused)).toBeVisible();
        return (await saved.isVisible()) ? "saved" : "refused";
      }),
    );
    expect(outcomes.sort()).toEqual(["refused", "saved"]);

    const rows = await query<{ email: string; version: number }>(
      `SELECT u.email, s.version FROM "JudgeScore" s JOIN "User" u ON u.id = s."judgeId" WHERE s.agent = 'Donut' AND s.round = 1 ORDER BY u.email, s.version`,
    );
    expect(rows).toEqual([
      { email: judges[0]!.email, version: 1 },
      { email: judges[0]!.email, version: 2 },
      { email: judges[1]!.email, version: 1 },
    ]);
    await first.context().close();
    await second.context().close();
  });

  test("pushes to both instances at the same moment sync the source once at a time and import it once", async () => {
    test.setTimeout(60_000);
    const [source] = await query<{ id: number; webhookSecret: string }>(`SELECT id, "webhookSecret" FROM "Source" WHERE name = 'two-instances'`);
    const push = (base: string, n: number) => {
      const body = JSON.stringify({ ref: "refs/heads/main", delivery: n });
      const signature = "sha256=" + createHmac("sha256", source!.webhookSecret).update(body).digest("hex");
      return fetch(`${base}/api/sources/${source!.id}/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature-256": signature, "x-github-delivery": `two-${n}` },
        body,
      });
    };
    const answers = await Promise.all([push(A, 1), push(B, 2)]);
    expect(answers.map((r) => r.status)).toEqual([202, 202]);

    // One sync a push; the instance that finds the source locked tries again after the other's sync.
    type Run = { instance: string; startedAt: Date; finishedAt: Date | null; ok: boolean | null; detail: string | null };
    const runs = () =>
      query<Run>(`SELECT instance, "startedAt", "finishedAt", ok, detail FROM "SyncRun" WHERE "sourceId" = $1 ORDER BY "startedAt"`, [source!.id]);
    await expect.poll(async () => (await runs()).filter((r) => r.finishedAt).length, { timeout: 45_000, intervals: [250] }).toBe(2);
    const [one, two] = await runs();
    const pids = servers.map((child) => `${hostname()}:${child.pid}`).sort();
    expect([one!.instance, two!.instance].sort()).toEqual(pids);
    expect(two!.startedAt.getTime()).toBeGreaterThanOrEqual(one!.finishedAt!.getTime());
    expect([one!.ok, two!.ok]).toEqual([true, true]);
    expect(one!.detail).toContain(`: ${DIALOGUES} imported, 0 updated, 0 unchanged`);
    expect(two!.detail).toContain(": 0 imported, 0 updated, 0 unchanged");
    const [counts] = await query<{ rows: string; paths: string }>(
      `SELECT count(*) AS rows, count(DISTINCT path) AS paths FROM "Dialogue" WHERE "sourceId" = $1`,
      [source!.id],
    );
    expect(counts).toEqual({ rows: String(DIALOGUES), paths: String(DIALOGUES) });
  });

  test("a third instance whose secret comes from data/auth-secret refuses to start, naming a live one and the fix", async () => {
    const third = startServer(PORTS.fileSecret, null);
    const code = await Promise.race([third.exited, new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 30_000))]);
    if (code === "timeout") third.child.kill("SIGKILL");
    expect(code).toBe(REFUSED_EXIT_CODE);
    const message = third.output();
    expect(message).toMatch(new RegExp(`refusing to start: another instance, ${hostname()}:(${PORTS.a}|${PORTS.b}) \\(pid \\d+`));
    expect(message).toContain("this instance's session signing key comes from data/auth-secret, not from ROUNDTABLE_AUTH_SECRET");
    expect(message).toContain("set ROUNDTABLE_AUTH_SECRET to the same value of at least 32 characters on every instance");
    expect(message).toContain("openssl rand -base64 32");
    expect(await query<{ port: number }>(`SELECT port FROM "Instance" ORDER BY port`)).toEqual([{ port: PORTS.a }, { port: PORTS.b }]);
  });
});
