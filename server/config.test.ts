import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { serveConfig } from "./config";

describe("how npm start serves", () => {
  it("runs one warmed-up worker per core on 127.0.0.1:3000 with a 64 MB page cache unless told otherwise", () => {
    expect(serveConfig({})).toEqual({ ok: true, config: { host: "127.0.0.1", port: 3000, workers: availableParallelism(), pageCacheMB: 64, warmUp: true } });
    expect(serveConfig({ HOST: "0.0.0.0", PORT: "8080", ROUNDTABLE_WORKERS: "3", ROUNDTABLE_PAGE_CACHE_MB: "0", ROUNDTABLE_WARM_UP: "0" })).toEqual({
      ok: true,
      config: { host: "0.0.0.0", port: 8080, workers: 3, pageCacheMB: 0, warmUp: false },
    });
  });

  it("says what is wrong with a setting instead of starting with a guess", () => {
    expect(serveConfig({ ROUNDTABLE_WORKERS: "two" })).toEqual({ ok: false, message: "ROUNDTABLE_WORKERS must be a whole number" });
    expect(serveConfig({ ROUNDTABLE_WORKERS: "0" })).toEqual({ ok: false, message: "ROUNDTABLE_WORKERS must be at least 1" });
    expect(serveConfig({ PORT: "70000" })).toEqual({ ok: false, message: "PORT must be at most 65535" });
    expect(serveConfig({ ROUNDTABLE_PAGE_CACHE_MB: "-1" })).toEqual({ ok: false, message: "ROUNDTABLE_PAGE_CACHE_MB must be at least 0" });
  });
});
