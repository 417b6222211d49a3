import { Agent, request } from "node:http";
import { seededRandom } from "@/lib/seeded-random";
import { percentile } from "./server";

/** What one reader asks for, with which headers (its session); `label` groups its paths in the figures. */
export interface ReaderPlan {
  paths: string[];
  headers: Record<string, string>;
  label?: (path: string) => string;
  /** Which readers' figures this reader's answers also count in (LoadFigures.byGroup). */
  group?: string;
  /** What a page's script asks for as soon as it has arrived (the dialogue page's Judges section): asked at once, no pause. */
  follow?: (path: string) => string[];
}

/** Readers who each load one page, pause, load the next, round their loop of pages, for `seconds`. */
export interface LoadScenario {
  label: string;
  readers: number;
  /** Between one page's last byte and the next request. */
  pauseMs: number;
  seconds: number;
}

export interface LatencyFigures {
  n: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  maxms: number;
}

export interface LoadFigures {
  label: string;
  readers: number;
  pauseMs: number;
  seconds: number;
  /** Requests a second the readers would send if every answer were instant. */
  offeredPerSecond: number | null;
  servedPerSecond: number;
  all: LatencyFigures;
  /** /api/health inside the same load: the floor any page stands on. */
  health: LatencyFigures;
  byPath: Record<string, LatencyFigures>;
  /** By the readers' group, for plans that name one. */
  byGroup: Record<string, LatencyFigures>;
  errors: number;
  errorSamples: string[];
  /** Share of cacheable answers served from the page cache (x-roundtable-cache: hit). */
  cacheHitRate: number | null;
  megabytesReceived: number;
}

const figures = (times: number[]): LatencyFigures => {
  const sorted = [...times].sort((a, b) => a - b);
  if (sorted.length === 0) return { n: 0, p50ms: 0, p95ms: 0, p99ms: 0, maxms: 0 };
  const at = (p: number) => +percentile(sorted, p).toFixed(1);
  return { n: sorted.length, p50ms: at(50), p95ms: at(95), p99ms: at(99), maxms: +sorted.at(-1)!.toFixed(1) };
};

interface Outcome {
  ms: number;
  status: number;
  bytes: number;
  cache: string | undefined;
  error?: string;
}

/** One GET over a kept-alive connection, timed to the last byte; bodies arrive compressed and are not unpacked. */
function get(agent: Agent, base: URL, path: string, headers: Record<string, string>): Promise<Outcome> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, method: "GET", headers: { "accept-encoding": "gzip", ...headers } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
      res.on("end", () =>
        resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, bytes, cache: res.headers["x-roundtable-cache"] as string | undefined }),
      );
      res.on("error", (error) => resolve({ ms: performance.now() - t0, status: 0, bytes, cache: undefined, error: error.message }));
    });
    req.on("error", (error) => resolve({ ms: performance.now() - t0, status: 0, bytes: 0, cache: undefined, error: error.message }));
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the readers against `base`. Each starts at a random place in its loop and a random moment within one pause
 * (seeded: a run repeats), so they do not arrive in step. Every answer but 200 counts as an error.
 */
export async function runLoad(base: string, scenario: LoadScenario, plan: (reader: number) => ReaderPlan, seed = 20): Promise<LoadFigures> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: scenario.readers, maxFreeSockets: scenario.readers });
  const random = seededRandom(seed);
  const outcomes: { path: string; group: string | undefined; outcome: Outcome }[] = [];
  const deadline = performance.now() + scenario.seconds * 1000;
  const reader = async ({ paths, headers, label, group, follow }: ReaderPlan, start: number, delay: number) => {
    await sleep(delay);
    for (let i = start; performance.now() < deadline; i++) {
      const path = paths[i % paths.length]!;
      for (const asked of [path, ...(follow?.(path) ?? [])]) {
        const outcome = await get(agent, url, asked, headers);
        if (performance.now() <= deadline) outcomes.push({ path: label?.(asked) ?? asked, group, outcome });
      }
      if (scenario.pauseMs > 0) await sleep(scenario.pauseMs);
    }
  };
  // Each reader's requests a loop, over its pauses: what the readers would send a second if every answer were instant.
  const plans = Array.from({ length: scenario.readers }, (_, i) => plan(i));
  const offered = plans.reduce((sum, p) => sum + p.paths.reduce((n, path) => n + 1 + (p.follow?.(path).length ?? 0), 0) / p.paths.length, 0);
  const t0 = performance.now();
  await Promise.all(
    plans.map((readerPlan) => {
      return reader(readerPlan, Math.floor(random() * readerPlan.paths.length), Math.floor(random() * Math.max(scenario.pauseMs, 200)));
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  const ok = outcomes.filter((o) => o.outcome.status === 200);
  const failed = outcomes.filter((o) => o.outcome.status !== 200);
  const byPath: Record<string, number[]> = {};
  const byGroup: Record<string, number[]> = {};
  for (const o of ok) {
    (byPath[o.path] ??= []).push(o.outcome.ms);
    if (o.group) (byGroup[o.group] ??= []).push(o.outcome.ms);
  }
  const cacheable = ok.filter((o) => o.outcome.cache !== undefined);
  return {
    label: scenario.label,
    readers: scenario.readers,
    pauseMs: scenario.pauseMs,
    seconds: scenario.seconds,
    offeredPerSecond: scenario.pauseMs > 0 ? +(offered / (scenario.pauseMs / 1000)).toFixed(1) : null,
    servedPerSecond: +(outcomes.length / Math.min(elapsed, scenario.seconds)).toFixed(1),
    all: figures(outcomes.map((o) => o.outcome.ms)),
    health: figures(byPath["/api/health"] ?? []),
    byPath: Object.fromEntries(Object.entries(byPath).map(([path, times]) => [path, figures(times)])),
    byGroup: Object.fromEntries(Object.entries(byGroup).map(([group, times]) => [group, figures(times)])),
    errors: failed.length,
    errorSamples: [...new Set(failed.map((o) => `${o.path}: ${o.outcome.error ?? `HTTP ${o.outcome.status}`}`))].slice(0, 5),
    cacheHitRate: cacheable.length ? +(cacheable.filter((o) => o.outcome.cache === "hit").length / cacheable.length).toFixed(3) : null,
    megabytesReceived: +(outcomes.reduce((n, o) => n + o.outcome.bytes, 0) / 1e6).toFixed(1),
  };
}
