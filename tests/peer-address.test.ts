import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { PEER_HEADER, requestAddress } from "@/lib/auth/sign-in";

describe("the connection's address, recorded by scripts/peer-address.mjs (preloaded by npm start)", () => {
  it("replaces whatever a client sends in our header with the connection's address", async () => {
    // @ts-expect-error -- a plain script that patches node:http, without type declarations
    await import("../scripts/peer-address.mjs");
    const server = createServer((req, res) =>
      res.end(JSON.stringify({ peer: req.headers[PEER_HEADER], address: requestAddress(new Headers(req.headers as Record<string, string>)) })),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port, headers: { [PEER_HEADER]: "203.0.113.66", "x-forwarded-for": "198.51.100.7" } }, (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve(text));
        });
        req.on("error", reject);
        req.end();
      });
      // No proxy is trusted by default: neither the forged header nor X-Forwarded-For is believed.
      expect(JSON.parse(body)).toEqual({ peer: "127.0.0.1", address: "127.0.0.1" });
    } finally {
      server.close();
    }
  });
});
