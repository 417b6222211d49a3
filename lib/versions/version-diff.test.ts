import { describe, expect, it } from "vitest";
import { compareVersions } from "./version-diff";

const v1 = `# Alignment Dialogue: Cache

## Round 0: Opening

### Muffin 🧁

[TENSION T01: Invalidation]

## Tensions Tracker

| ID | Tension | Status |
|---|---|---|
| T01 | Invalidation | Open |
`;
const v2 = v1
  .replace("| T01 | Invalidation | Open |", "| T01 | Invalidation | Resolved |")
  .replace("## Tensions Tracker", "## Round 1: Settling\n\n### Muffin 🧁\n\n[RESOLVED T01: write-through]\n\n## Tensions Tracker");

describe("comparing two versions", () => {
  it("names the rounds added, the rulings changed and the lines that changed", () => {
    const diff = compareVersions(
      { number: 1, layout: "single-file", raw: v1, path: "cache.dialogue.md" },
      { number: 2, layout: "single-file", raw: v2, path: "cache.dialogue.md" },
    );
    expect(diff.roundsAdded).toEqual([1]);
    expect(diff.roundsRemoved).toEqual([]);
    expect(diff.rulings).toEqual([{ id: "T01", label: "Invalidation", before: "open", after: "resolved" }]);
    expect(diff.files).toHaveLength(1);
    expect(diff.files[0]).toMatchObject({ path: "", change: "changed", removed: 1 });
    expect(diff.files[0]!.added).toBeGreaterThan(5);
  });

  it("finds nothing between a version and itself", () => {
    const same = { number: 1, layout: "single-file", raw: v1, path: "cache.dialogue.md" };
    expect(compareVersions(same, { ...same, number: 2 })).toEqual({ from: 1, to: 2, roundsAdded: [], roundsRemoved: [], rulings: [], files: [] });
  });
});
