import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createGitSource, setSourcePaused } from "@/lib/db/sources";
import { tempSqlite } from "./helpers/temp-db";

const run = promisify(execFile);
const TSX = join(process.cwd(), "node_modules/.bin/tsx");
const CLI = join(process.cwd(), "cli/roundtable.ts");

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], { env: { ...process.env, DATABASE_URL: "" } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// Every test here starts the CLI in a new process (tsx, then Prisma): seconds each when the machine is busy.
describe("roundtable CLI", { timeout: 60_000 }, () => {
  it("parse --json reads a directory and its same-slug recorded summary as one dialogue in `reading`, whichever is named", async () => {
    const root = mkdtempSync(join(tmpdir(), "roundtable-pair-"));
    const slug = "2026-01-01T0000Z-pairing";
    const dir = join(root, ".blue/dialogues", slug);
    mkdirSync(join(dir, "round-0"), { recursive: true });
    mkdirSync(join(root, ".blue/docs/dialogues"), { recursive: true });
    writeFileSync(join(dir, "round-0/muffin.md"), "[PERSPECTIVE P01: Files]\n");
    writeFileSync(join(dir, "round-0/scone.md"), "[PERSPECTIVE P02: Tables]\n");
    const recorded = join(root, ".blue/docs/dialogues", `${slug}.dialogue.recorded.md`);
    writeFileSync(recorded, "# Alignment Dialogue: Pairing\n\n**Status**: In Progress\n\n## Verdict\n\n**CONVERGENCE ACHIEVED**\n");
    const { code, stdout } = await cli("parse", "--json", dir, recorded);
    expect(code).toBe(0);
    const [fromDir, fromFile] = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const expected = { status: "converged", rounds: [0], agents: ["Muffin", "Scone"], alsoFrom: [`.blue/docs/dialogues/${slug}.dialogue.recorded.md`] };
    expect(fromDir.reading).toMatchObject(expected);
    // The structure stays the named path's own: the directory's markers only, the file's rounds only.
    expect(fromDir.markers).toHaveLength(2);
    expect(fromFile.rounds).toEqual([]);
    expect(fromFile.reading).toMatchObject({ status: "converged", rounds: [0], agents: ["Muffin", "Scone"] });
  });

  it("parse --json prints one object per path, in order, for files and directories", async () => {
    const { code, stdout } = await cli("parse", "--json", "tests/fixtures/drift.dialogue.md", "tests/fixtures/round-scoped-demo");
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => r.title)).toEqual(["Caching Strategy: Read Paths", "Round Scoped Demo"]);
    expect(rows[0].rounds.map((r: { number: number }) => r.number)).toEqual([1, 2]);
    // Every dialogue carries its convergence audit (neither of these two has a finding; the API test has one).
    expect(rows.map((r) => r.audit)).toEqual([[], []]);
    expect(rows[0].diagnostics[0]).toEqual(
      expect.objectContaining({
        code: expect.any(String),
        severity: expect.any(String),
        kind: expect.any(String),
        line: expect.any(Number),
        message: expect.any(String),
        hint: expect.any(String),
      }),
    );
  });

  it("parse --json carries who moved whom: each move with its movers and the lines they quote", async () => {
    const dir = mkdtempSync(join(tmpdir(), "roundtable-persuasion-"));
    const path = join(dir, "moves.dialogue.md");
    const text = `# Alignment Dialogue: Moves

**Participants**: 🧁 Muffin, 🧁 Scone

## Round 0: Opening

### 🧁 Muffin

[DISSENT] no.

### 🧁 Scone

[CHALLENGE] dissent leaves T01 open.

## Round 1: Closing

### 🧁 Muffin

[MOVE:CONVERGE] yes.
`;
    writeFileSync(path, text);
    const { code, stdout } = await cli("parse", "--json", path);
    expect(code).toBe(0);
    const [row] = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(row.persuasion.map((m: { agent: string; from: string; to: string }) => [m.agent, m.from, m.to])).toEqual([["Muffin", "dissent", "converge"]]);
    expect(row.persuasion[0].movers).toEqual([{ agent: "Scone", basis: "argued", evidence: [{ line: 13, text: "[CHALLENGE] dissent leaves T01 open." }] }]);
  });

  it("parse detects each file's format from its content: a dialogue, an A52 response, an ACOR run, a PCPP session", async () => {
    const { code, stdout } = await cli(
      "parse",
      "--json",
      "tests/fixtures/drift.dialogue.md",
      "tests/fixtures/a52/cache-layer.md",
      "tests/fixtures/acor-runs/run__csv_dedupe__missing.md",
      "tests/fixtures/a52/session.json",
    );
    expect(code).toBe(0);
    const rows = stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => r.kind)).toEqual(["dialogue", "a52", "acor", "a52-session"]);
    expect(rows[1].fileBlocks.map((b: { path: string }) => b.path)).toEqual(["src/pricing/quote-cache.ts", "src/pricing/handler.ts", "src/pricing/metrics.ts"]);
    expect(rows[2].finalStatus).toBe("Failed");
    // Each agent format's claim against delivery rides with it: the A52 response lists docs/caching.md and supplies metrics.ts.
    expect(rows[1].audit.map((f: { rule: string; evidence: { line: number }[] }) => [f.rule, f.evidence[0]!.line])).toEqual([
      ["a52-claims-unsupplied-file", 12],
      ["a52-supplies-unlisted-file", 33],
    ]);
    expect(rows[2].audit).toEqual([]);
    expect(rows[3].cycles.map((c: { responses: unknown[] }) => c.responses.length)).toEqual([2, 2]);
    const session = await cli("render", "--out", mkdtempSync(join(tmpdir(), "roundtable-render-")), "tests/fixtures/a52/session.json");
    expect(session.code).toBe(2);
    expect(session.stderr).toContain("is a PCPP session: it has no canonical text of its own");
  });

  it("lint prints compiler-style lines and exits 1 when there is an error", async () => {
    const { code, stdout } = await cli("lint", "tests/fixtures/drift.dialogue.md");
    expect(code).toBe(1);
    expect(stdout).toContain("tests/fixtures/drift.dialogue.md:56: error marker-malformed: `[PERSPECTIVE Pnn: a placeholder without a real id]` has no id. (");
    expect((await cli("lint", "prisma/seed/api-rate-limiting.dialogue.md")).code).toBe(0);
  });

  it("render writes canonical files, a directory as <name>.dialogue.md", async () => {
    const out = mkdtempSync(join(tmpdir(), "roundtable-render-"));
    const { code } = await cli("render", "--out", out, "tests/fixtures/round-scoped-demo");
    expect(code).toBe(0);
    expect(readFileSync(join(out, "round-scoped-demo.dialogue.md"), "utf8")).toContain("## Round 1\n");
  });

  it("refuses bad arguments with one line and exit 2", async () => {
    // Four separate runs of the CLI, started together.
    const [unknown, missing, noOut, badUrl] = await Promise.all([
      cli("frobnicate"),
      cli("parse", "--json", "no/such/file.md"),
      cli("render", "x.md"),
      run(TSX, [CLI, "migrate"], { env: { ...process.env, DATABASE_URL: "mysql://x" } }).catch((e) => e),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("roundtable: unknown command frobnicate");
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe("roundtable: no/such/file.md: no such file or directory");
    expect(noOut.stderr).toContain("render needs --out DIR");
    expect(badUrl.stderr.trim()).toBe("roundtable: DATABASE_URL must start with file:, postgres:// or postgresql://");
  });

  it("sync leaves a paused source alone, and says so; named on its own it is refused", async () => {
    const { db, target, cleanup } = await tempSqlite();
    try {
      const s = await createGitSource(db, { name: "held", url: "https://example.org/held.git", branch: "main", globs: ["**/*.md"] });
      await setSourcePaused(db, s.id, true);
      const env = { ...process.env, DATABASE_URL: target.url };
      const all = await run(TSX, [CLI, "sync"], { env });
      expect(all.stdout).toContain(`source ${s.id}: held is paused, skipped`);
      const one = await run(TSX, [CLI, "sync", "held"], { env }).catch((e: { code: number; stderr: string }) => e);
      expect(one).toMatchObject({ code: 1 });
      expect((one as { stderr: string }).stderr).toContain("source held is paused; resume it on /sources first");
      expect((await db.source.findUniqueOrThrow({ where: { id: s.id } })).status).toBe("idle");
    } finally {
      await cleanup();
    }
  }, 60_000);
});
