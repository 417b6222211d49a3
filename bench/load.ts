import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@/lib/db/client";
import { databaseTarget } from "@/lib/env";
import { applyMigrations } from "@/lib/db/migrate";
import { ensureSource } from "@/lib/db/store";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { crowdedDialogue } from "../tests/helpers/hostile";
import { tempPostgres } from "../tests/helpers/temp-postgres";
import { loadSamplesAndCorpus } from "./corpus-db";
import { runLoad, type LoadFigures, type LoadScenario } from "./load-client";
import { freePort, latency } from "./server";
import { assertSignedIn, benchAuthSecret, signInBench, type BenchSession } from "./sign-in";
import { syncDirectory, writeSyncDialogues, type WritersOutcome, type WritersPlan } from "./writers";

/**
 * The readers of issue 20: 20 without pauses, then 200 pausing 4 s and 2 s between pages; then the last again while a
 * judge saves a score every 5 s, each save a write that makes every cached page stale.
 */
export const LOAD_SCENARIOS = (seconds: number): (LoadScenario & { writeEveryMs?: number })[] => [
  { label: "20 readers, no pause", readers: 20, pauseMs: 0, seconds },
  { label: "200 readers, 4 s pause", readers: 200, pauseMs: 4_000, seconds },
  { label: "200 readers, 2 s pause", readers: 200, pauseMs: 2_000, seconds },
  { label: "200 readers, 2 s, a save every 5 s", readers: 200, pauseMs: 2_000, seconds, writeEveryMs: 5_000 },
];

/**
 * The mixes of issue 29: a team judging while people read, the same while a sync imports, and readers of a
 * 20,000-marker dialogue beside the others. Each starts on a freshly started server: nothing is left out as warm-up.
 */
export interface MixScenario extends LoadScenario {
  /** Judges each saving a score every 5 s (staggered by a second), each on their own agent of the largest dialogue. */
  judges: number;
  /** Dialogues a sync re-imports, changed, 10 s into the run. */
  syncChanged: number;
  /** Readers beside the others who loop over the 20,000-marker dialogue's page alone. */
  crowdedReaders: number;
}
export const MIX_PREFIX = "mix:";
export const MIX_SCENARIOS = (seconds = 60): MixScenario[] => [
  { label: `${MIX_PREFIX} 200 readers 2 s, 5 judges`, readers: 200, pauseMs: 2_000, seconds, judges: 5, syncChanged: 0, crowdedReaders: 0 },
  { label: `${MIX_PREFIX} the same, a sync of 100`, readers: 200, pauseMs: 2_000, seconds, judges: 5, syncChanged: 100, crowdedReaders: 0 },
  { label: `${MIX_PREFIX} 200 readers, 10 of 20,000 markers`, readers: 200, pauseMs: 2_000, seconds, judges: 0, syncChanged: 0, crowdedReaders: 10 },
];
const CROWDED_MARKERS = 20_000;
const SAVE_EVERY_MS = 5_000;
const SYNC_AFTER_MS = 10_000;

/** Bench users the readers are shared among: each has their own cached pages, as a team would. */
const USERS = 10;
const SEARCH_WORDS = ["cache", "context", "migration", "judge", "tension", "sync", "token", "schema"];
// Issue 29: p99 under 250 ms while judges save.
const GOAL_P99_MS = 250;

export interface LoadSetupFigures {
  setup: string;
  database: "sqlite" | "postgres";
  instances: number;
  workersPerInstance: number;
  pageCache: boolean;
  /** /api/health alone before any load: the baseline of this setup. */
  idleHealth: { p50ms: number; p95ms: number };
  scenarios: (LoadFigures & { saves: number })[];
}

export interface MixFigures extends LoadFigures {
  /** Where it ran: SQLite with one server, or PostgreSQL with two instances behind Caddy. */
  setup: string;
  saves: number;
  judges: number;
  /** The sync: dialogues it changed and how long it took, beside the readers. */
  sync: { changed: number; ms: number } | null;
  /** The 20,000-marker page's readers alone, and everyone else's pages without them. */
  crowded: { path: string; views: LoadFigures["all"]; others: LoadFigures["all"] } | null;
}

export interface LoadBenchFigures {
  cores: number;
  users: number;
  paths: string[];
  goalP99ms: number;
  note: string;
  setups: LoadSetupFigures[];
  /** The mixes on SQLite (one server as npm start runs it), each on a freshly started server. */
  mixes?: MixFigures[];
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within 90 s`);
}

const stopAll = (children: ChildProcess[]) => {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
};

/** The production server as `npm start` runs it (server/serve.ts: workers, page cache) on a free port. */
export async function startRoundtable(databaseUrl: string, env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", join(process.cwd(), "server/serve.ts")], {
    env: { ...process.env, DATABASE_URL: databaseUrl, HOST: "127.0.0.1", PORT: String(port), NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, "server/serve.ts");
  return { base, child };
}

/** Caddy with the sample config (docs/Caddyfile) in front of `upstreams`; installs Debian's caddy when root and missing. */
async function startCaddy(upstreams: string[]): Promise<{ base: string; child: ChildProcess }> {
  if (spawnSync("caddy", ["version"]).status !== 0) {
    if (process.getuid?.() !== 0) throw new Error("the two-instance figures need Caddy: sudo apt-get install -y caddy");
    console.log("  installing Debian's caddy for the two-instance figures…");
    if (spawnSync("apt-get", ["install", "-y", "-qq", "caddy"], { stdio: "inherit" }).status !== 0) throw new Error("apt-get install caddy failed");
  }
  const port = await freePort();
  const child = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", join(process.cwd(), "docs/Caddyfile")], {
    env: { ...process.env, ROUNDTABLE_LISTEN: `http://127.0.0.1:${port}`, ROUNDTABLE_UPSTREAMS: upstreams.join(" ") },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child, "caddy");
  return { base, child };
}

/** The pages each reader loops over: the index twice, three dialogues (the two largest), search, the search API, health. */
async function readerPaths(databaseUrl: string): Promise<string[]> {
  const db = createDb({
    ...(databaseUrl.startsWith("file:") ? { provider: "sqlite" as const, file: databaseUrl.slice(5) } : { provider: "postgres" as const }),
    url: databaseUrl,
  });
  try {
    const sized = await db.dialogue.findMany({ where: { removedAt: null }, orderBy: { byteSize: "desc" }, select: { slug: true }, take: 40 });
    const picks = [sized[0], sized[1], sized[Math.min(sized.length - 1, 20)]].filter((d): d is { slug: string } => d !== undefined);
    return ["/", "/?sort=updated&dir=desc", ...picks.map((d) => `/d/${d.slug}`), "/search?q=WORD", "/api/search?q=WORD", "/api/health"];
  } finally {
    await db.$disconnect();
  }
}

async function signInUsers(databaseUrl: string): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  for (let i = 0; i < USERS; i++) sessions.push(await signInBench(databaseUrl, { email: `bench-reader-${i}@example.org` }));
  return sessions;
}

/** Readers are dealt out to the users in turn; each user searches its own word (figures group the words as WORD). */
const readerPlans = (paths: string[], sessions: BenchSession[]) => (reader: number) => {
  const user = reader % sessions.length;
  const word = SEARCH_WORDS[user % SEARCH_WORDS.length]!;
  return {
    paths: paths.map((p) => p.replace("WORD", word)),
    headers: sessions[user]!.headers,
    label: (path: string) => path.replace(`q=${word}`, "q=WORD"),
    follow: browserAsks,
  };
};

/**
 * What a page's script asks for as soon as the page is in: a signed-in reader's name for the header
 * (components/layout/account-name.tsx) on every page, and a dialogue page's Judges section
 * (components/judging/judges-island.tsx).
 */
const browserAsks = (path: string) => [...(path.startsWith("/api/") ? [] : ["/api/session"]), ...(/^\/d\/[^/?]+$/.test(path) ? [`${path}/judges/data`] : [])];

/**
 * The run's writers in a process of their own (bench/writers.ts), set up before the server starts; `go` starts them
 * until `until` and answers what they wrote.
 */
async function startWriters(plan: WritersPlan): Promise<{ go: (until: number) => Promise<WritersOutcome> }> {
  if (plan.judges === 0 && plan.syncChanged === 0) return { go: async () => ({ saves: 0, sync: null }) };
  const child = spawn(process.execPath, ["--import", "tsx", join(process.cwd(), "bench/writers.ts"), JSON.stringify(plan)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== "ready") throw new Error(`the bench's writers did not start (${first.done ? `exit code ${child.exitCode}` : first.value})`);
  return {
    go: async (until) => {
      child.stdin!.end(`${JSON.stringify({ until })}\n`);
      const last = await lines.next();
      if (last.done) throw new Error(`the bench's writers stopped without their figures (exit code ${child.exitCode})`);
      return JSON.parse(last.value as string) as WritersOutcome;
    },
  };
}
const CROWDED_PATH = "/d/CROWDED";

/**
 * One mix on a server started for it: readers from their first request (a cold server's renders are in the figure),
 * judges saving, a sync, readers of the crowded dialogue, as the mix asks. The writers run in a process of their own,
 * set up before the server starts. The sessions are checked after the run, so that no request comes before the readers'.
 */
async function runMix(
  databaseUrl: string,
  setup: { label: string; start: () => Promise<{ base: string; children: ChildProcess[] }> },
  paths: string[],
  sessions: BenchSession[],
  mix: MixScenario,
  syncDir: string,
  crowdedPath: string,
  judged: string,
): Promise<MixFigures> {
  const writers = await startWriters({
    databaseUrl,
    judges: mix.judges,
    saveEveryMs: SAVE_EVERY_MS,
    judged,
    syncChanged: mix.syncChanged,
    syncDir,
    syncAfterMs: SYNC_AFTER_MS,
  });
  const { base, children } = await setup.start();
  try {
    const until = Date.now() + mix.seconds * 1000;
    const normal = readerPlans(paths, sessions);
    const plan = (reader: number) =>
      reader < mix.crowdedReaders
        ? {
            paths: [crowdedPath],
            headers: sessions[reader % sessions.length]!.headers,
            label: (path: string) => path.replace(crowdedPath, CROWDED_PATH),
            group: "crowded",
            follow: browserAsks,
          }
        : { ...normal(reader - mix.crowdedReaders), group: "others" };
    const [figures, written] = await Promise.all([runLoad(base, { ...mix, readers: mix.readers + mix.crowdedReaders }, plan), writers.go(until)]);
    await assertSignedIn(base, sessions[0]!);
    const none = { n: 0, p50ms: 0, p95ms: 0, p99ms: 0, maxms: 0 };
    const mixFigures: MixFigures = {
      ...figures,
      setup: setup.label,
      saves: written.saves,
      judges: mix.judges,
      sync: written.sync,
      crowded: mix.crowdedReaders ? { path: crowdedPath, views: figures.byGroup.crowded ?? none, others: figures.byGroup.others ?? none } : null,
    };
    printMix(mixFigures);
    return mixFigures;
  } finally {
    stopAll(children);
  }
}

function printMix(f: MixFigures): void {
  printScenario(f);
  if (f.sync) console.log(`      the sync changed ${f.sync.changed} dialogues in ${f.sync.ms} ms`);
  if (f.crowded)
    console.log(
      `      the 20,000-marker page: ${f.crowded.views.n} views, p50 ${f.crowded.views.p50ms} ms, p99 ${f.crowded.views.p99ms} ms, max ${f.crowded.views.maxms} ms; the other readers' pages p50 ${f.crowded.others.p50ms} ms, p99 ${f.crowded.others.p99ms} ms`,
    );
}

async function runScenarios(
  base: string,
  databaseUrl: string,
  paths: string[],
  sessions: BenchSession[],
  scenarios: (LoadScenario & { writeEveryMs?: number })[],
): Promise<(LoadFigures & { saves: number })[]> {
  await assertSignedIn(base, sessions[0]!);
  const out: (LoadFigures & { saves: number })[] = [];
  const plan = readerPlans(paths, sessions);
  for (const scenario of scenarios) {
    const writers = await startWriters({ databaseUrl, judges: scenario.writeEveryMs ? 1 : 0, saveEveryMs: scenario.writeEveryMs ?? 0, syncChanged: 0 });
    const until = Date.now() + scenario.seconds * 1000;
    const [figures, { saves }] = await Promise.all([runLoad(base, scenario, plan), writers.go(until)]);
    const withSaves = { ...figures, saves };
    printScenario(withSaves);
    out.push(withSaves);
  }
  return out;
}

function printScenario(f: LoadFigures & { saves: number }): void {
  console.log(
    `    ${f.label.padEnd(34)} served ${f.servedPerSecond} req/s${f.offeredPerSecond ? ` of ${f.offeredPerSecond} offered` : ""}; p50 ${f.all.p50ms} ms, p95 ${f.all.p95ms} ms, p99 ${f.all.p99ms} ms (goal < ${GOAL_P99_MS}), max ${f.all.maxms} ms; errors ${f.errors}${f.errorSamples.length ? ` (${f.errorSamples.join("; ")})` : ""}; /api/health in the load p50 ${f.health.p50ms} ms, p99 ${f.health.p99ms} ms; cache hits ${f.cacheHitRate === null ? "—" : `${Math.round(f.cacheHitRate * 100)} %`}${f.saves ? `; ${f.saves} score saves` : ""}`,
  );
}

/**
 * The crowded dialogue and the sync's directory beside the readers' data, after their pages are chosen (the crowded
 * one is the largest file and would otherwise be among them): the crowded page's path.
 */
async function addMixData(databaseUrl: string, dir: string, syncDir: string, syncChanged: number): Promise<string> {
  const docs = join(dir, "crowded");
  mkdirSync(docs);
  writeFileSync(join(docs, "markers.dialogue.md"), crowdedDialogue("Twenty Thousand Markers", CROWDED_MARKERS));
  const db = createDb(databaseTarget(databaseUrl));
  try {
    const source = await ensureSource(db, { kind: "directory", name: "bench-crowded", url: docs });
    const { root, paths } = resolveImportPath(docs);
    const [outcome] = await importFromDisk(db, source.id, root, groupPaths(root, paths).items);
    if (!outcome || outcome.status !== "imported") throw new Error(`the crowded dialogue was not imported: ${JSON.stringify(outcome)}`);
    const crowded = await db.dialogue.findFirstOrThrow({ where: { sourceId: source.id }, select: { slug: true } });
    if (syncChanged > 0) {
      writeSyncDialogues(syncDir, syncChanged, 0);
      await syncDirectory(databaseUrl, syncDir);
    }
    return `/d/${crowded.slug}`;
  } finally {
    await db.$disconnect();
  }
}

/**
 * `match`: only the loads whose label contains it (e.g. "save", or "mix" for the mixes alone), on SQLite with the cache
 * only. The mixes run `mixSeconds` each.
 */
export async function loadBench(seconds = 30, match: string | null = null, mixSeconds = 60): Promise<LoadBenchFigures> {
  const cores = availableParallelism();
  const secret = benchAuthSecret();
  const setups: LoadSetupFigures[] = [];
  const scenarios = LOAD_SCENARIOS(seconds).filter((s) => !match || s.label.includes(match));
  const mixScenarios = MIX_SCENARIOS(mixSeconds).filter((s) => !match || s.label.includes(match));
  const mixes: MixFigures[] = [];
  let paths: string[] = [];

  const dir = mkdtempSync(join(tmpdir(), "roundtable-load-"));
  try {
    const file = join(dir, "load.db");
    const url = `file:${file}`;
    await applyMigrations({ provider: "sqlite", file, url });
    const db = createDb({ provider: "sqlite", file, url });
    await loadSamplesAndCorpus(db, "the readers load the samples only");
    await db.$disconnect();
    paths = await readerPaths(url);
    console.log(`  each reader loops over ${paths.join(" ")}`);
    const sessions = await signInUsers(url);
    for (const pageCache of scenarios.length === 0 ? [] : match ? [true] : [true, false]) {
      const label = `SQLite, one instance, ${cores} workers, page cache ${pageCache ? "on" : "off"}`;
      console.log(`  ${label}`);
      const { base, child } = await startRoundtable(url, { ROUNDTABLE_AUTH_SECRET: secret, ...(pageCache ? {} : { ROUNDTABLE_PAGE_CACHE_MB: "0" }) });
      try {
        const idleHealth = await latency(`${base}/api/health`);
        // Without the cache the 200-reader runs only pile up; the figure that matters is how far from the goal it is.
        const run = pageCache ? scenarios : [scenarios[0]!, scenarios[2]!];
        setups.push({
          setup: label,
          database: "sqlite",
          instances: 1,
          workersPerInstance: cores,
          pageCache,
          idleHealth,
          scenarios: await runScenarios(base, url, paths, sessions, run),
        });
      } finally {
        stopAll([child]);
      }
    }
    if (mixScenarios.length > 0) {
      const syncDir = join(dir, "sync");
      const crowdedPath = await addMixData(url, dir, syncDir, Math.max(...mixScenarios.map((m) => m.syncChanged)));
      const judged = paths.find((p) => p.startsWith("/d/"))!.slice(3);
      console.log(
        `  SQLite, one instance, ${cores} workers, page cache on: the mixes, each on a freshly started server (the 20,000-marker page ${crowdedPath})`,
      );
      const setup = {
        label: `SQLite, one instance, ${cores} workers`,
        start: async () => {
          const { base, child } = await startRoundtable(url, { ROUNDTABLE_AUTH_SECRET: secret });
          return { base, children: [child] };
        },
      };
      for (const mix of mixScenarios) mixes.push(await runMix(url, setup, paths, sessions, mix, syncDir, crowdedPath, judged));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const pgUrl = process.env.BENCH_PG_URL || process.env.PG_TEST_URL;
  if (!pgUrl) console.log("  PostgreSQL skipped: set BENCH_PG_URL or PG_TEST_URL");
  else if (!existsSync(join(process.cwd(), "docs/Caddyfile"))) console.log("  PostgreSQL skipped: docs/Caddyfile is missing");
  else {
    const pg = await tempPostgres(pgUrl);
    const children: ChildProcess[] = [];
    const pgDir = mkdtempSync(join(tmpdir(), "roundtable-load-pg-"));
    try {
      await loadSamplesAndCorpus(pg.db, "the readers load the samples only");
      await pg.db.$disconnect();
      const sessions = await signInUsers(pg.url);
      const pgPaths = await readerPaths(pg.url);
      const label = "PostgreSQL, two instances (one worker each) behind Caddy, page cache on";
      const env = { ROUNDTABLE_AUTH_SECRET: secret, ROUNDTABLE_WORKERS: "1", ROUNDTABLE_TRUSTED_PROXIES: "1" };
      const startTwo = async () => {
        const instances = await Promise.all([startRoundtable(pg.url, env), startRoundtable(pg.url, env)]);
        const caddy = await startCaddy(instances.map((i) => i.base.replace("http://", "")));
        return { base: caddy.base, children: [...instances.map((i) => i.child), caddy.child] };
      };
      if (scenarios.length > 0) {
        console.log(`  ${label}`);
        const started = await startTwo();
        children.push(...started.children);
        const idleHealth = await latency(`${started.base}/api/health`);
        setups.push({
          setup: label,
          database: "postgres",
          instances: 2,
          workersPerInstance: 1,
          pageCache: true,
          idleHealth,
          scenarios: await runScenarios(started.base, pg.url, pgPaths, sessions, scenarios),
        });
        stopAll(children.splice(0));
      }
      if (mixScenarios.length > 0) {
        const syncDir = join(pgDir, "sync");
        const crowdedPath = await addMixData(pg.url, pgDir, syncDir, Math.max(...mixScenarios.map((m) => m.syncChanged)));
        console.log(`  ${label}: the mixes, each on freshly started servers`);
        const setup = { label: "PostgreSQL, two instances (one worker each) behind Caddy", start: startTwo };
        const judged = pgPaths.find((p) => p.startsWith("/d/"))!.slice(3);
        for (const mix of mixScenarios) mixes.push(await runMix(pg.url, setup, pgPaths, sessions, mix, syncDir, crowdedPath, judged));
      }
    } finally {
      stopAll(children);
      await pg.cleanup();
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return {
    cores,
    users: USERS,
    paths,
    goalP99ms: GOAL_P99_MS,
    note: `each reader loops over the paths (WORD: one search word per user), waiting for each answer, then pausing; ${USERS} signed-in users share the readers; answers arrive gzip-compressed and are not unpacked; the load client runs on the same machine`,
    setups,
    ...(mixes.length ? { mixes } : {}),
  };
}
