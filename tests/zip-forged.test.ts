import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { uploadDialogues } from "@/lib/ingest/upload";
import { readCentralDirectory, unzipUpload, type UploadLimits } from "@/lib/ingest/zip";
import { tempDatabases } from "./helpers/temp-db";

const enc = (s: string) => new TextEncoder().encode(s);
const { fresh } = tempDatabases();
const LIMITS: UploadLimits = { maxTotalBytes: 10 * 1024 * 1024, maxFiles: 100, maxRatio: 100 };

/** Offsets of each central-directory record, walked as an unzipper would. */
function centralOffsets(zip: Uint8Array): number[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = zip.length - 22;
  const count = view.getUint16(eocd + 10, true);
  const out: number[] = [];
  let at = view.getUint32(eocd + 16, true);
  for (let i = 0; i < count; i++) {
    out.push(at);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return out;
}

/** Overwrites the name in one entry's local header only (same length), leaving the central directory honest. */
function forgeLocalName(zip: Uint8Array, entry: number, name: string): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const local = view.getUint32(centralOffsets(out)[entry]! + 42, true);
  const bytes = enc(name);
  expect(view.getUint16(local + 26, true)).toBe(bytes.length);
  out.set(bytes, local + 30);
  return out;
}

describe("zip limits come from the bytes actually inflated", () => {
  it("refuses a bomb whose central directory claims a large compressed size", () => {
    // 6 MB of zeros deflate to a few KB (ratio ~1000:1); the forged directory claims 6 MB went in.
    const zip = zipSync({ "bomb.md": new Uint8Array(6 * 1024 * 1024) }, { level: 9 });
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    view.setUint32(centralOffsets(zip)[0]! + 20, 6 * 1024 * 1024, true);
    expect(readCentralDirectory(zip)![0]!.compressed).toBe(6 * 1024 * 1024);
    expect(zip.length).toBeLessThan(60_000);
    const result = unzipUpload(zip, LIMITS);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("zip bomb") });
  });

  it("sums inflated bytes over every zip of one upload", async () => {
    const t = await fresh();
    // Each archive is stored (ratio ~1) and under the cap alone; together they are three times over it.
    const one = () => zipSync({ "a.md": new Uint8Array(4 * 1024 * 1024).fill(120) }, { level: 0 });
    // The ratio limit is out of the way here: only the total is under test.
    const limits = { ...LIMITS, maxTotalBytes: 5 * 1024 * 1024, maxRatio: 1_000_000 };
    const result = await uploadDialogues(
      t.db,
      [1, 2, 3].map((n) => ({ path: `set${n}.zip`, bytes: one() })),
      limits,
    );
    // The upload's own size is 12 MB, over the 5 MB cap: refused before inflating anything.
    expect(result).toMatchObject({ ok: false });
    const small = (n: number) => zipSync({ [`d${n}.md`]: new Uint8Array(2 * 1024 * 1024).fill(120) }, { level: 9 });
    const many = await uploadDialogues(
      t.db,
      [1, 2, 3, 4, 5].map((n) => ({ path: `z${n}.zip`, bytes: small(n) })),
      limits,
    );
    expect(many.ok).toBe(true);
    if (!many.ok) return;
    // 5 × 2 MB inflated against a 5 MB cap: the first two fit, the rest are refused for the upload's total.
    const refused = many.outcomes.filter((o) => o.status === "rejected" && o.diagnostics[0]!.code === "zip-refused").map((o) => o.path);
    expect(refused).toEqual(["z3.zip", "z4.zip", "z5.zip"]);
    for (const path of refused) {
      const outcome = many.outcomes.find((o) => o.path === path)!;
      expect(outcome.status === "rejected" && outcome.diagnostics[0]!.message).toContain("whole upload");
    }
  });

  it("checks the names in local headers, not only the central directory", () => {
    const zip = zipSync({ "abcd.md": enc("# one"), "efgh.md": enc("# two"), "ijkl.md": enc("# three"), "mnop.md": enc("# ok") }, { level: 0 });
    let forged = forgeLocalName(zip, 0, "../x.md");
    forged = forgeLocalName(forged, 1, "/etc.md");
    forged = forgeLocalName(forged, 2, "a\\bc.md");
    expect(readCentralDirectory(forged)!.map((e) => e.name)).toEqual(["abcd.md", "efgh.md", "ijkl.md", "mnop.md"]);
    const result = unzipUpload(forged, LIMITS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.files.map((f) => f.path)).toEqual(["mnop.md"]);
    expect(Object.fromEntries(result.rejected.map((r) => [r.path, r.reason]))).toEqual({
      "../x.md": "path leaves the archive (..)",
      "/etc.md": "absolute path",
      "a\\bc.md": "backslash in path",
    });
  });

  it("refuses an entry whose local name is safe but differs from its central name", () => {
    const forged = forgeLocalName(zipSync({ "abcd.md": enc("# one") }, { level: 0 }), 0, "zzzz.md");
    const result = unzipUpload(forged, LIMITS);
    expect(result).toMatchObject({ ok: true, files: [], rejected: [{ path: "zzzz.md", reason: expect.stringContaining("central directory") }] });
  });
});
