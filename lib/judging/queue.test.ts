import { describe, expect, it } from "vitest";
import { judgeProgress, nextItemFor, openSlots, queueProgress, type QueueItemView, skippedBy } from "./queue";

const now = new Date("2026-11-24T12:00:00Z");
const later = new Date("2026-11-24T12:30:00Z");
const earlier = new Date("2026-11-24T11:30:00Z");

const item = (id: number, doneBy: string[] = [], claims: QueueItemView["claims"] = []): QueueItemView => ({
  id,
  dialogueId: 1,
  slug: "d",
  title: "D",
  round: id,
  position: id,
  doneBy: new Set(doneBy),
  claims,
});

describe("judging queue", () => {
  it("sends a judge to the first item that still needs a judge, never past its quota", () => {
    const items = [item(0, ["a", "b"]), item(1, ["a"], [{ judgeId: "b", state: "reserved", reason: null, until: later }]), item(2)];
    // Item 0 is full; item 1 has a done and a live reservation (2 of 2): c goes to item 2.
    expect(nextItemFor(items, "c", 2, now)?.id).toBe(2);
    // The reservation holder is sent back to what they hold.
    expect(nextItemFor(items, "b", 2, now)?.id).toBe(1);
    expect(openSlots(items[1]!, 2, now)).toBe(0);
  });

  it("lets a reservation lapse, skips what the judge skipped, and ends with null", () => {
    const items = [
      item(0, ["a"], [{ judgeId: "b", state: "reserved", reason: null, until: earlier }]),
      item(1, [], [{ judgeId: "c", state: "skipped", reason: "conflict of interest", until: null }]),
    ];
    expect(nextItemFor(items, "c", 2, now)?.id).toBe(0);
    expect(nextItemFor([items[1]!], "c", 2, now)).toBeNull();
    expect(skippedBy(items, "c").map((i) => [i.id, i.reason])).toEqual([[1, "conflict of interest"]]);
  });

  it("counts progress by judge-slots and finds who is behind their share", () => {
    const items = [item(0, ["a", "b", "c"]), item(1, ["a"]), item(2)];
    expect(queueProgress(items, 2)).toEqual({ done: 3, total: 6, percent: 50 });
    expect(queueProgress([item(0, ["a", "b"])], 2).percent).toBe(100);
    const progress = judgeProgress(items, ["a", "b"], 2, now);
    // Six slots between two judges: three each.
    expect(progress.map((p) => [p.judgeId, p.done, p.share, p.behind])).toEqual([
      ["a", 2, 3, 1],
      ["b", 1, 3, 2],
    ]);
  });
});
