import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiToken } from "@/lib/db/api-tokens";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { ensureSource } from "@/lib/db/store";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { seedSamples } from "@/lib/ingest/samples";
import { latency, percentile, startServer } from "./server";
import { signInBench } from "./sign-in";

const CORPUS = join(process.cwd(), "../shared/corpus/blue");
const WRITES = 200;
const CLIENTS = 4;

export interface ThroughputFigure {
  path: string;
  requests: number;
  clients: number;
  perSecond: number;
  p50ms: number;
  p95ms: number;
  /** p50 over the baseline's p50 in the same run. */
  ratioToBaseline: number;
}

export interface ApiFigures {
  baseline: { path: string; p50ms: number; p95ms: number };
  /** The same dialogue as a page, for the API read to stand beside. */
  page: { path: string; p50ms: number; p95ms: number; ratioToBaseline: number };
  documentRead: ThroughputFigure;
  documentList: ThroughputFigure;
  scoreWrite: ThroughputFigure;
  rateLimitPerMinute: number;
}

interface Unit {
  slug: string;
  round: number;
  agent: string;
}

/** `total` requests from `clients` concurrent loops, each waiting for its answer; statuses other than `ok` fail. */
async function drive(total: number, clients: number, request: (i: number) => Promise<Response>, ok: number): Promise<{ perSecond: number; times: number[] }> {
  let next = 0;
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) {
        const start = performance.now();
        const response = await request(i);
        const body = await response.text();
        if (response.status !== ok) throw new Error(`request ${i} answered ${response.status}: ${body.slice(0, 200)}`);
        times.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { perSecond: +(total / seconds).toFixed(1), times };
}

const figure = (path: string, requests: number, run: { perSecond: number; times: number[] }, baselineP50: number): ThroughputFigure => {
  const p50ms = +percentile(run.times, 50).toFixed(1);
  return {
    path,
    requests,
    clients: CLIENTS,
    perSecond: run.perSecond,
    p50ms,
    p95ms: +percentile(run.times, 95).toFixed(1),
    ratioToBaseline: +(p50ms / baselineP50).toFixed(1),
  };
};

/**
 * The REST API against `next start` on SQLite with the samples and the corpus: document reads (the largest dialogue with
 * its reading), the list, and score writes by a judge's token, each from four concurrent clients, beside the same
 * dialogue's page and `/api/health` measured in the same run.
 */
export async function apiBench(): Promise<ApiFigures> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-api-"));
  const file = join(dir, "api.db");
  const target = { provider: "sqlite" as const, file, url: `file:${file}` };
  await applyMigrations(target);
  const db = createDb(target);
  await seedSamples(db);
  if (existsSync(CORPUS)) {
    const source = await ensureSource(db, { kind: "directory", name: "corpus", url: CORPUS });
    const { root, paths } = resolveImportPath(CORPUS);
    await importFromDisk(db, source.id, root, groupPaths(root, paths).items);
  } else console.log("  ../shared/corpus is absent: the API figures cover the samples only");
  const judge = await signInBench(target.url, { role: "judge" });
  const judgeId = (await db.user.findUniqueOrThrow({ where: { email: judge.email }, select: { id: true } })).id;
  const { token } = await createApiToken(db, judgeId, judgeId, { name: "bench", scopes: ["read", "judge"], days: 1 });
  const [largest] = await db.$queryRawUnsafe<{ slug: string }[]>(
    `SELECT d."slug" FROM "Dialogue" d JOIN "DialogueText" t ON t."dialogueId" = d."id" WHERE d."kind" = 'dialogue' ORDER BY length(t."raw") DESC LIMIT 1`,
  );
  const slugs = (await db.dialogue.findMany({ where: { kind: "dialogue", removedAt: null }, select: { slug: true }, orderBy: { id: "asc" } })).map(
    (d) => d.slug,
  );
  await db.$disconnect();
  // The limiter guards a server from one runaway token; the bench measures the server, so it lifts the limit.
  const rateLimitPerMinute = 1_000_000;
  const { base, stop } = await startServer(target.url, { ...judge.env, ROUNDTABLE_API_RATE_PER_MINUTE: String(rateLimitPerMinute) });
  const auth = { authorization: `Bearer ${token}` };
  try {
    const baseline = { path: "/api/health", ...(await latency(`${base}/api/health`)) };
    const pagePath = `/d/${largest!.slug}`;
    const page = await latency(`${base}${pagePath}`, 50, judge.headers);
    const readPath = `/api/v1/documents/${largest!.slug}`;
    for (let i = 0; i < 5; i++) await (await fetch(`${base}${readPath}`, { headers: auth })).text();
    const reads = await drive(200, CLIENTS, () => fetch(`${base}${readPath}`, { headers: auth }), 200);
    const listPath = "/api/v1/documents?limit=50&sort=date";
    const lists = await drive(200, CLIENTS, () => fetch(`${base}${listPath}`, { headers: auth }), 200);

    // Every (round, agent) a judge may score, from the API itself; each is written once (a second save would be a 409).
    const units: Unit[] = [];
    for (const slug of slugs) {
      if (units.length >= WRITES) break;
      const doc = (await (await fetch(`${base}/api/v1/documents/${slug}`, { headers: auth })).json()) as {
        content: { rounds?: { number: number; contributions: { agent: string; judge: boolean }[] }[] };
      };
      for (const round of doc.content.rounds ?? [])
        for (const agent of new Set(round.contributions.filter((c) => !c.judge).map((c) => c.agent))) units.push({ slug, round: round.number, agent });
    }
    const writes = units.slice(0, WRITES);
    const scores = await drive(
      writes.length,
      CLIENTS,
      (i) =>
        fetch(`${base}/api/v1/documents/${writes[i]!.slug}/rounds/${writes[i]!.round}/scores`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ agent: writes[i]!.agent, values: { wisdom: 5, consistency: 6, truth: 4, relationships: 5 } }),
        }),
      201,
    );
    const ratio = (p50: number) => +(p50 / baseline.p50ms).toFixed(1);
    return {
      baseline,
      page: { path: pagePath, ...page, ratioToBaseline: ratio(page.p50ms) },
      documentRead: figure(readPath, 200, reads, baseline.p50ms),
      documentList: figure(listPath, 200, lists, baseline.p50ms),
      scoreWrite: figure("/api/v1/documents/{slug}/rounds/{round}/scores (POST)", writes.length, scores, baseline.p50ms),
      rateLimitPerMinute,
    };
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
