import { describe, expect, it, vi } from "vitest";

describe("the database client across copies of its module", () => {
  it("knows a client's dialect in a copy of lib/db/client that did not create it (Next bundles one copy per chunk group)", async () => {
    vi.resetModules();
    const first = await import("@/lib/db/client");
    // Not connected until the first query: no server is needed.
    const client = first.createDb({ provider: "postgres", url: "postgresql://nobody@127.0.0.1:1/none" });
    vi.resetModules();
    const second = await import("@/lib/db/client");
    expect(second).not.toBe(first);
    expect(second.dialectOf(client)).toBe("postgres");
    await client.$disconnect();
  });
});
