import { zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { uploadDialogues } from "@/lib/ingest/upload";
import { DEFAULT_LIMITS, unzipUpload } from "@/lib/ingest/zip";
import { tempDatabases } from "./helpers/temp-db";

const enc = (s: string) => new TextEncoder().encode(s);

/** A small dialogue per file: one round, two agents, a marker. */
const small = (n: number) =>
  enc(
    [
      `# Alignment Dialogue: Many ${n}`,
      "",
      "## Round 0",
      "",
      "### Muffin 🧁",
      "",
      `Point ${n}. [PERSPECTIVE P01: many]`,
      "",
      "### Cupcake 🧁",
      "",
      "Agreed.",
      "",
    ].join("\n"),
  );

// Each archive is zipped once for the file (4,999 and 5,001 entries are each read by two tests); readers get a copy.
const archives = new Map<number, Uint8Array>();
const archive = (count: number) => {
  let zip = archives.get(count);
  if (!zip) {
    const files: Zippable = {};
    for (let n = 1; n <= count; n++) files[`many/d${String(n).padStart(4, "0")}.dialogue.md`] = small(n);
    zip = zipSync(files, { level: 6 });
    archives.set(count, zip);
  }
  return zip.slice();
};

/** Rewrites the end record's entry counts: the central directory then lists only the first `count` entries. */
function claimFewerEntries(zip: Uint8Array, count: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  const eocd = forged.length - 22;
  expect(view.getUint32(eocd, true)).toBe(0x06054b50);
  view.setUint16(eocd + 8, count, true);
  view.setUint16(eocd + 10, count, true);
  return forged;
}

/** An archive whose one entry's name is `name` in code page 437 with no UTF-8 flag, as older zip tools write it. */
function cp437Named(name: Uint8Array, body: Uint8Array): Uint8Array {
  // fflate writes names as UTF-8 and sets the flag; written under a same-length ASCII placeholder, then patched.
  const placeholder = "x".repeat(name.length);
  const zip = zipSync({ [placeholder]: body }, { level: 0 });
  const view = new DataView(zip.buffer);
  for (let at = 0; at + 4 <= zip.length; at++) {
    const signature = view.getUint32(at, true);
    const flagAt = signature === 0x04034b50 ? at + 6 : signature === 0x02014b50 ? at + 8 : -1;
    if (flagAt < 0) continue;
    view.setUint16(flagAt, view.getUint16(flagAt, true) & ~0x800, true);
    const nameAt = signature === 0x04034b50 ? at + 30 : at + 46;
    if (new TextDecoder().decode(zip.subarray(nameAt, nameAt + name.length)) === placeholder) zip.set(name, nameAt);
  }
  return zip;
}

describe("zip entry names without the UTF-8 flag", () => {
  it("reads them as code page 437, as the zip specification says, rather than refusing them", () => {
    // "Résumé.md" and "naïve/Ünïcode.md" in code page 437: é 0x82, ï 0x8B, Ü 0x9A.
    const names: [number[], string][] = [
      [[0x52, 0x82, 0x73, 0x75, 0x6d, 0x82, 0x2e, 0x6d, 0x64], "Résumé.md"],
      [[0x6e, 0x61, 0x8b, 0x76, 0x65, 0x2f, 0x9a, 0x6e, 0x8b, 0x63, 0x6f, 0x64, 0x65, 0x2e, 0x6d, 0x64], "naïve/Ünïcode.md"],
    ];
    for (const [bytes, name] of names) {
      const unzipped = unzipUpload(cp437Named(Uint8Array.from(bytes), enc("# ok")));
      expect(unzipped.ok && { files: unzipped.files.map((f) => f.path), rejected: unzipped.rejected }).toEqual({ files: [name], rejected: [] });
    }
  });
});

describe("zips of thousands of files (the README allows 5,000)", () => {
  const { fresh } = tempDatabases();

  it("unzips 4,999 small files, and refuses 5,001 naming the limit", () => {
    const kept = unzipUpload(archive(4_999));
    expect(kept.ok ? kept.files.length : kept.reason).toBe(4_999);
    const refused = unzipUpload(archive(5_001));
    expect(refused.ok ? refused.files.length : refused.reason).toBe(`5001 files; the limit is ${DEFAULT_LIMITS.maxFiles}`);
  });

  it("counts the entries actually read, not only those the central directory lists", () => {
    const forged = unzipUpload(claimFewerEntries(archive(5_001), 10));
    expect(forged.ok ? `${forged.files.length} kept, ${forged.rejected.length} refused` : forged.reason).toBe(
      `more than ${DEFAULT_LIMITS.maxFiles} files in the archive; the limit is ${DEFAULT_LIMITS.maxFiles}`,
    );
  });

  // Slow (135–210 s on the shared 2-core machine): the import pipeline, not the unzip, takes the time.
  it("imports an upload of a zip of 4,999 small dialogues", async () => {
    const { db } = await fresh();
    const result = await uploadDialogues(db, [{ path: "many.zip", bytes: archive(4_999) }]);
    if (!result.ok) throw new Error(result.error);
    const refused = result.outcomes.filter((o) => o.status !== "imported");
    expect(refused.slice(0, 3)).toEqual([]);
    expect(await db.dialogue.count()).toBe(4_999);
  }, 600_000);
});
