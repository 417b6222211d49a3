import { describe, expect, it } from "vitest";
import { nextItemFor, openSlots, type QueueItemView } from "./queue";

const now = new Date("2026-11-30T12:00:00Z");
const later = new Date("2026-11-30T12:30:00Z");

const item = (id: number, assigned: string[] = [], doneBy: string[] = [], claims: QueueItemView["claims"] = []): QueueItemView => ({
  id,
  dialogueId: 1,
  slug: "d",
  title: "D",
  round: id,
  position: id,
  doneBy: new Set(doneBy),
  claims,
  assigned,
});

describe("items assigned to named judges", () => {
  it("gives a judge their assigned items first, in queue order, even past judgesPerItem", () => {
    const items = [item(0), item(1, ["b"]), item(2, ["a", "c"], ["x"])];
    expect(nextItemFor(items, "a", 1, now)?.id).toBe(2);
    expect(nextItemFor(items, "b", 1, now)?.id).toBe(1);
  });

  it("keeps an assigned judge's slot from others until they do it, hold it or skip it", () => {
    const assigned = item(0, ["a"]);
    expect(openSlots(assigned, 1, now)).toBe(0);
    expect(nextItemFor([assigned, item(1)], "b", 1, now)?.id).toBe(1);
    // With two judges a round, one slot is left for anyone else.
    expect(nextItemFor([assigned, item(1)], "b", 2, now)?.id).toBe(0);
    // Once the assigned judge holds it, the hold counts once, not twice.
    const held = item(0, ["a"], [], [{ judgeId: "a", state: "reserved", reason: null, until: later }]);
    expect(openSlots(held, 2, now)).toBe(1);
    // Skipping it gives the slot back.
    const skipped = item(0, ["a"], [], [{ judgeId: "a", state: "skipped", reason: "conflict", until: null }]);
    expect(nextItemFor([skipped], "b", 1, now)?.id).toBe(0);
    expect(nextItemFor([skipped], "a", 1, now)).toBeNull();
  });

  it("moves past an assigned item the judge has done to the ordinary order", () => {
    const items = [item(0), item(1, ["a"], ["a"])];
    expect(nextItemFor(items, "a", 2, now)?.id).toBe(0);
  });
});
