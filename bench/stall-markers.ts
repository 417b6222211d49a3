import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { ensureSource } from "@/lib/db/store";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { crowdedDialogue } from "../tests/helpers/hostile";
import { startRoundtable } from "./load";
import { percentile } from "./server";
import { assertSignedIn, signInBench } from "./sign-in";

// Issue 32, item 3: a dialogue of 20,000 markers in one contribution took 50–66 s a view, and four views with
// `?x=1…4` stalled `/api/health` for 4.8 s. Served as `npm start` serves (server/serve.ts: workers and page cache).

export interface MarkerStallFigures {
  markers: number;
  megabytes: number;
  workers: string;
  /** The first view (the worker parses the file, then renders): what one reader pays once per worker. */
  firstViewMs: number;
  /** Views of addresses no one asked for before (`?markers=N`: a page-cache miss each, the parse cached). */
  uncachedViews: Latencies;
  /** Four readers at once, each request with a new unknown parameter (`?x=k-i`), followed to the page. */
  unknownParams: { views: Latencies; health: Latencies; statuses: number[] };
  /** Four readers at once, each request a new page of the marker list (`?markers=N`): a render each. */
  distinctPages: { views: Latencies; health: Latencies; statuses: number[] };
  healthIdle: Latencies;
  goals: { uncachedViewMs: number; healthP99ms: number };
  loopSeconds: number;
}

interface Latencies {
  n: number;
  p50ms: number;
  p99ms: number;
  maxms: number;
}

function latencies(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) return { n: 0, p50ms: 0, p99ms: 0, maxms: 0 };
  return { n: sorted.length, p50ms: +percentile(sorted, 50).toFixed(1), p99ms: +percentile(sorted, 99).toFixed(1), maxms: +sorted.at(-1)!.toFixed(1) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }> {
  const t0 = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - t0, status: response.status };
}

async function sampleHealth(base: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    times.push((await timedGet(`${base}/api/health`, {})).ms);
    await sleep(20);
  }
  return times;
}

/** Four readers requesting `pathFor(reader, i)` in a loop for `seconds`, `/api/health` sampled meanwhile. */
async function underFourReaders(base: string, headers: Record<string, string>, seconds: number, pathFor: (reader: number, i: number) => string) {
  const views: number[] = [];
  const statuses = new Set<number>();
  const end = performance.now() + seconds * 1000;
  let running = 4;
  const readers = [0, 1, 2, 3].map(async (reader) => {
    for (let i = 0; performance.now() < end; i++) {
      const { ms, status } = await timedGet(`${base}${pathFor(reader, i)}`, headers);
      views.push(ms);
      statuses.add(status);
    }
    running--;
  });
  const health = await sampleHealth(base, () => running === 0);
  await Promise.all(readers);
  return { views: latencies(views), health: latencies(health), statuses: [...statuses] };
}

export async function markerStallBench(loopSeconds = 15, markers = 20_000): Promise<MarkerStallFigures> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-markers-"));
  const file = join(dir, "markers.db");
  const target = { provider: "sqlite" as const, file, url: `file:${file}` };
  const docs = join(dir, "docs");
  let child: ChildProcess | null = null;
  try {
    await applyMigrations(target);
    const db = createDb(target);
    const text = crowdedDialogue("Twenty Thousand Markers", markers);
    mkdirSync(docs);
    writeFileSync(join(docs, "markers.dialogue.md"), text);
    const source = await ensureSource(db, { kind: "directory", name: "markers", url: docs });
    const { root, paths } = resolveImportPath(docs);
    const [outcome] = await importFromDisk(db, source.id, root, groupPaths(root, paths).items);
    if (!outcome || outcome.status === "rejected") throw new Error(`the crowded dialogue was not imported: ${JSON.stringify(outcome)}`);
    const [row] = await db.$queryRawUnsafe<{ slug: string }[]>(`SELECT "slug" FROM "Dialogue" LIMIT 1`);
    await db.$disconnect();

    const viewer = await signInBench(target.url, { role: "viewer" });
    const started = await startRoundtable(target.url, viewer.env);
    child = started.child;
    const base = started.base;
    await assertSignedIn(base, viewer);
    const path = `/d/${row!.slug}`;
    const idleEnd = performance.now() + 3000;
    const healthIdle = latencies(await sampleHealth(base, () => performance.now() > idleEnd));
    const first = await timedGet(`${base}${path}`, viewer.headers);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    // Each worker parses once; then every new address is a render of its own.
    const uncached: number[] = [];
    for (let n = 2; n <= 11; n++) uncached.push((await timedGet(`${base}${path}?markers=${n}`, viewer.headers)).ms);
    const unknownParams = await underFourReaders(base, viewer.headers, loopSeconds, (reader, i) => `${path}?x=${reader}-${i}`);
    const distinctPages = await underFourReaders(base, viewer.headers, loopSeconds, (reader, i) => `${path}?markers=${12 + reader * 50 + i}`);
    return {
      markers,
      megabytes: +(text.length / 1024 / 1024).toFixed(2),
      workers: process.env.ROUNDTABLE_WORKERS ?? "one per core",
      firstViewMs: +first.ms.toFixed(1),
      uncachedViews: latencies(uncached),
      unknownParams,
      distinctPages,
      healthIdle,
      goals: { uncachedViewMs: 2000, healthP99ms: 200 },
      loopSeconds,
    };
  } finally {
    if (child?.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}
