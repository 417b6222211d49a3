import { EventEmitter } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { drainOnStop } from "./drain";

describe("a worker told to stop", () => {
  it("answers the request under way (a slow upload), closes its kept-alive connection, then exits 0", async () => {
    const server = createServer((req, res) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => res.end(`read ${size} bytes`));
    });
    const exits: number[] = [];
    const stop = drainOnStop(server, (code) => exits.push(code), 10_000);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const answer = new Promise<string>((resolve) => {
      const req = request({ host: "127.0.0.1", port, method: "POST", path: "/upload", headers: { "content-length": 6 } }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve(`${res.headers.connection ?? "?"}: ${text}`));
      });
      req.on("error", (error) => resolve(`cut off: ${error.message}`));
      req.write("abc");
      setTimeout(() => {
        stop();
        expect(exits).toEqual([]);
        setTimeout(() => req.end("def"), 300);
      }, 200);
    });
    expect(await answer).toBe("close: read 6 bytes");
    await expect.poll(() => exits).toEqual([0]);
    // No new connection is taken once stopping.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("exits at once when nothing is under way, and gives up on what is after its limit", async () => {
    const idle = createServer((_req, res) => res.end("ok"));
    const idleExits: number[] = [];
    await new Promise<void>((resolve) => idle.listen(0, "127.0.0.1", resolve));
    drainOnStop(idle, (code) => idleExits.push(code))();
    await expect.poll(() => idleExits).toEqual([0]);

    const stuck = createServer(() => undefined);
    const stuckExits: number[] = [];
    const stop = drainOnStop(stuck, (code) => stuckExits.push(code), 300);
    await new Promise<void>((resolve) => stuck.listen(0, "127.0.0.1", resolve));
    const { port } = stuck.address() as AddressInfo;
    const hanging = fetch(`http://127.0.0.1:${port}/`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    await expect.poll(() => stuckExits, { timeout: 2_000 }).toEqual([1]);
    stuck.closeAllConnections();
    await hanging;
  });

  it("exits only after the signal's other listeners ran (the instance registry removes its row in one)", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const order: string[] = [];
    const signals = new EventEmitter();
    signals.once(
      "SIGTERM",
      drainOnStop(server, () => order.push("exit")),
    );
    signals.once("SIGTERM", () => order.push("other listener"));
    signals.emit("SIGTERM");
    await expect.poll(() => order).toEqual(["other listener", "exit"]);
  });
});
