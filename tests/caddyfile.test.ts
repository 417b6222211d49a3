import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The sample proxy config of the README (docs/Caddyfile), checked with the caddy on PATH; nothing is installed here.
const CADDY = spawnSync("caddy", ["version"], { encoding: "utf8" }).status === 0;
const CONFIG = join(process.cwd(), "docs/Caddyfile");

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

/** A stand-in instance: /api/health answers `health`, every other path its name and the X-Forwarded-For it got. */
function upstream(name: string, health: number): Server {
  return createServer((request, response) => {
    response.statusCode = request.url === "/api/health" ? health : 200;
    response.end(request.url === "/api/health" ? "" : `${name} ${request.headers["x-forwarded-for"] ?? "-"}`);
  });
}

if (CADDY)
  describe("docs/Caddyfile", () => {
    const cleanups: (() => void)[] = [];
    afterEach(() => {
      while (cleanups.length) cleanups.pop()!();
    });

    it("is valid as shipped and with the placeholders set", () => {
      for (const env of [{}, { ROUNDTABLE_LISTEN: ":8081", ROUNDTABLE_UPSTREAMS: "127.0.0.1:3301 127.0.0.1:3302 10.0.0.2:3000" }]) {
        const out = execFileSync("caddy", ["validate", "--adapter", "caddyfile", "--config", CONFIG], {
          env: { ...process.env, ...env },
          encoding: "utf8",
          stdio: "pipe",
        });
        expect(out).toContain("Valid configuration");
      }
    });

    it("spreads requests over the instances whose /api/health answers 200 and sets X-Forwarded-For itself", { timeout: 20_000 }, async () => {
      const healthy = upstream("one", 200);
      const noDatabase = upstream("two", 503);
      const ports = [await listen(healthy), await listen(noDatabase)];
      const probe = createServer();
      const proxyPort = await listen(probe);
      await new Promise((resolve) => probe.close(resolve));
      const home = mkdtempSync(join(tmpdir(), "roundtable-caddy-"));
      const caddy = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", CONFIG], {
        env: {
          ...process.env,
          ROUNDTABLE_LISTEN: `:${proxyPort}`,
          ROUNDTABLE_UPSTREAMS: ports.map((p) => `127.0.0.1:${p}`).join(" "),
          XDG_CONFIG_HOME: home,
          XDG_DATA_HOME: home,
        },
        stdio: "ignore",
      });
      cleanups.push(() => rmSync(home, { recursive: true, force: true }));
      cleanups.push(() => noDatabase.close());
      cleanups.push(() => healthy.close());
      cleanups.push(() => caddy.kill("SIGTERM"));

      const get = async () => {
        const response = await fetch(`http://127.0.0.1:${proxyPort}/`, { headers: { "x-forwarded-for": "6.6.6.6" } }).catch(() => null);
        return response ? await response.text() : "down";
      };
      // Round robin alternates while both count: four answers in a row from "one" means "two" was taken out.
      const deadline = Date.now() + 15_000;
      let answers: string[] = [];
      while (Date.now() < deadline) {
        answers = [...answers, await get()].slice(-4);
        if (answers.length === 4 && answers.every((a) => a.startsWith("one"))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answers).toEqual(Array(4).fill("one 127.0.0.1"));
    });
  });
else describe.skip("docs/Caddyfile (skipped: caddy is not on PATH; `apt-get install caddy` to check it)", () => it("needs caddy", () => undefined));
