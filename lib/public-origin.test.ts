import { describe, expect, it } from "vitest";
import { publicOrigin } from "./public-origin";

const headers = (h: Record<string, string>) => new Headers(h);

describe("publicOrigin", () => {
  it("names the host the reader asked for, not the address the server listens on", () => {
    expect(publicOrigin(headers({ host: "roundtable.example.org" }), "http://localhost:3000", {})).toBe("http://roundtable.example.org");
    expect(publicOrigin(headers({ host: "127.0.0.1:3100" }), "http://localhost:3100", {})).toBe("http://127.0.0.1:3100");
  });

  it("takes HTTPS from the proxy in front, and ROUNDTABLE_URL over everything", () => {
    expect(publicOrigin(headers({ host: "rt.example.org", "x-forwarded-proto": "https" }), "http://localhost:3000", {})).toBe("https://rt.example.org");
    expect(publicOrigin(headers({ host: "rt.example.org" }), "http://localhost:3000", { ROUNDTABLE_URL: "https://review.example.org/base" })).toBe(
      "https://review.example.org",
    );
  });

  it("falls back to the request's own origin when the Host header is missing or not a host", () => {
    expect(publicOrigin(headers({}), "http://localhost:3000", {})).toBe("http://localhost:3000");
    expect(publicOrigin(headers({ host: "evil.example/<script>" }), "http://localhost:3000", {})).toBe("http://localhost:3000");
  });
});
