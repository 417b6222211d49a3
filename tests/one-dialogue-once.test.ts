import { describe, expect, it } from "vitest";
import { parseDirectory } from "@/lib/contract";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { tempDatabases } from "./helpers/temp-db";

const enc = (s: string) => new TextEncoder().encode(s);
const SLUG = "2026-05-03T0900Z-cache-policy";

// A round-scoped directory with its own (stale) tracker, and the recorded summary filed elsewhere with the final one.
const DIRECTORY = {
  [`.blue/dialogues/${SLUG}/round-0/muffin.md`]: "[TENSION T01: Cache invalidation on write]\n",
  [`.blue/dialogues/${SLUG}/round-0/scone.md`]: "[TENSION T01: Tenant isolation of the cache]\n",
  [`.blue/dialogues/${SLUG}/round-1/muffin.md`]: "[RESOLVED T01: write-through settles invalidation]\n",
  [`.blue/dialogues/${SLUG}/tensions.md`]:
    "# Tensions\n\n| ID | Tension | Status |\n|---|---|---|\n| T01 | Cache invalidation | Open |\n| T02 | Tenant isolation | Open |\n",
};
const SUMMARY = `# Alignment Dialogue: Cache Policy

**Status**: Converged

## Expert Panel

| Agent | Role | Tier | Relevance | Emoji |
|---|---|---|---|---|
| 🧁 Muffin | Cache Architect | Core | 0.90 | 🧁 |
| 🧁 Scone | Platform Operator | Core | 0.80 | 🧁 |

## Tensions Tracker

| ID | Tension | Status | Raised |
|---|---|---|---|
| T01 | Cache invalidation on write | Resolved | 🧁 Muffin R0 |
| T02 | Tenant isolation of the cache | Deferred | 🧁 Scone R0 |

## Round 0: Opening

### Judge Synthesis

> Full responses: \`.blue/dialogues/${SLUG}/round-0/*.md\`
`;
const files = () => [
  ...Object.entries(DIRECTORY).map(([path, text]) => ({ path, bytes: enc(text) })),
  { path: `.blue/docs/dialogues/${SLUG}.dialogue.recorded.md`, bytes: enc(SUMMARY) },
  { path: ".blue/docs/dialogues/other.dialogue.md", bytes: enc("# Alignment Dialogue: Other\n\n## Round 0\n") },
];

describe("one dialogue once: a directory and its recorded summary", () => {
  it("are grouped as one item, the summary among the directory's files", () => {
    const { items } = groupDialogueFiles(files());
    expect(items.map((i) => [i.kind, i.path])).toEqual([
      ["directory", `.blue/dialogues/${SLUG}`],
      ["file", ".blue/docs/dialogues/other.dialogue.md"],
    ]);
    const dir = items[0]!;
    expect(dir.kind === "directory" && dir.files.find((f) => f.from !== undefined)).toMatchObject({
      path: `${SLUG}.dialogue.recorded.md`,
      from: `.blue/docs/dialogues/${SLUG}.dialogue.recorded.md`,
    });
  });

  it("parse as one dialogue: rounds from the directory, title and final tracker from the summary, both files listed", () => {
    const text = new TextDecoder();
    const { items } = groupDialogueFiles(files());
    const dir = items[0]!;
    if (dir.kind !== "directory") throw new Error("expected a directory");
    const { dialogue: d } = parseDirectory(
      dir.files.map((f) => ({ path: f.path, content: text.decode(f.bytes) })),
      { name: SLUG },
    );
    expect(d.title).toBe("Cache Policy");
    expect(d.rounds.map((r) => [r.number, r.contributions.map((c) => c.agent)])).toEqual([
      [0, ["Muffin", "Scone", "Judge"]],
      [1, ["Muffin"]],
    ]);
    expect(d.threads.map((t) => [t.id, t.status])).toEqual([
      ["T01", "resolved"],
      ["T02", "deferred"],
    ]);
    expect(d.files!.filter((f) => f.role === "recorded" || f.role === "tensions").map((f) => f.path)).toEqual([`${SLUG}.dialogue.recorded.md`, "tensions.md"]);
  });
});

describe("the same content by another way in", () => {
  const databases = tempDatabases();
  it("is reported unchanged, with where it already is, and stored once", async () => {
    const { db } = await databases.fresh();
    const git = await ensureSource(db, { kind: "git", name: "repo" });
    const uploads = await ensureSource(db, { kind: "upload", name: "uploads" });
    const file = { path: "notes/x.dialogue.md", bytes: enc("# Alignment Dialogue: Same\n\n## Round 0: Opening\n\n### Muffin 🧁\n\n[TENSION T01: Speed]\n") };
    const [first] = await importItems(db, git.id, groupDialogueFiles([file]).items);
    expect(first!.status).toBe("imported");
    const [again] = await importItems(db, uploads.id, groupDialogueFiles([{ ...file, path: "x.dialogue.md" }]).items);
    const stored = await db.dialogue.findFirstOrThrow({ select: { slug: true } });
    expect(again).toMatchObject({ status: "unchanged", existing: stored.slug });
    expect(await db.dialogue.count()).toBe(1);
  });
});
