import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The production server (`next start`, the last build) on a free port against `databaseUrl`; `stop` ends it. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  if (!existsSync(join(process.cwd(), ".next/BUILD_ID"))) throw new Error("no production build: run `npx next build` (or `npm start` once) first");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(join(process.cwd(), "node_modules/.bin/next"), ["start", "-H", "127.0.0.1", "-p", String(port)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error("the production server did not answer within 60 s");
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Milliseconds to the last byte of one GET; fails on any status but 200. */
export async function timeRequest(url: string, headers: Record<string, string> = {}): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - t0;
}

/** p50 and p95 of `n` sequential requests after five warm-ups. */
export async function latency(url: string, n = 50, headers: Record<string, string> = {}): Promise<{ p50ms: number; p95ms: number }> {
  for (let i = 0; i < 5; i++) await timeRequest(url, headers);
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await timeRequest(url, headers));
  times.sort((a, b) => a - b);
  return { p50ms: +percentile(times, 50).toFixed(1), p95ms: +percentile(times, 95).toFixed(1) };
}
