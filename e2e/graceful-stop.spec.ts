import { execFileSync, spawn } from "node:child_process";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

// Its own server of the suite's build, on a port free right now (checkouts side by side each use a few after theirs).
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A POST whose body arrives slowly, as a large upload over a slow link does: what it was answered, or how it failed. */
function slowPost(url: string, parts: string[], gapMs: number, started: () => void): Promise<string> {
  return new Promise((resolve) => {
    const body = parts.join("");
    const req = request(url, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } });
    req.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(`answered ${response.statusCode}`));
      response.on("error", (error) => resolve(`cut off while answering: ${error.message}`));
    });
    req.on("error", (error) => resolve(`cut off: ${error.message}`));
    let i = 0;
    const next = () => {
      if (i === 1) started();
      if (i === parts.length) return void req.end();
      req.write(parts[i++]);
      setTimeout(next, gapMs);
    };
    next();
  });
}

test("SIGTERM during a slow upload lets it finish and be answered, then the server stops", async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), "roundtable-stop-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${join(dir, "stop.db")}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ROUNDTABLE_WORKERS: "2",
    // The stop is tested, not a worker's first pages (server/warm-up.ts, seconds of CPU on this machine).
    ROUNDTABLE_WARM_UP: "0",
    ROUNDTABLE_AUTH_SECRET: "graceful-stop-test-secret-0123456789abcdef",
  };
  execFileSync("node_modules/.bin/tsx", ["cli/roundtable.ts", "migrate"], { env, stdio: "pipe" });
  const server = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  try {
    await expect.poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 45_000, intervals: [250] }).toBe(200);
    // Eight seconds of body (longer than the primary used to wait for its workers), SIGTERM once it is under way.
    const parts = ['{"zen":"', ..."x".repeat(17).split(""), '"}'];
    const answer = slowPost(`${base}/api/sources/999999/webhook`, parts, 450, () => server.kill("SIGTERM"));
    expect(await answer, output).toMatch(/^answered \d{3}$/);
    expect(await exited, output).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});
