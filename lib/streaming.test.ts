import { describe, expect, it } from "vitest";
import { afterShellSent } from "./streaming";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("afterShellSent", () => {
  it("lets a series of event-loop turns begun before it (the shell on its way out) finish before the section's reads", async () => {
    const order: string[] = [];
    // Next 16.4.5 sends the shell five turns after the render began (lib/streaming.ts); here a chain of seven.
    const shell = (async () => {
      for (let i = 0; i < 7; i++) await turn();
      order.push("shell sent");
    })();
    await afterShellSent();
    order.push("section reads");
    await shell;
    expect(order).toEqual(["shell sent", "section reads"]);
  });

  it("counts turns, not time: a shell whose turns wait on a 20 ms timer in between still goes first", async () => {
    const order: string[] = [];
    const started = Date.now();
    const shell = (async () => {
      await turn();
      // The shell's own awaits (a read of the session) take time without taking turns from the section.
      while (Date.now() - started < 20) {
        /* synchronous work, as a SQLite read is */
      }
      for (let i = 0; i < 5; i++) await turn();
      order.push("shell sent");
    })();
    await afterShellSent();
    order.push("section reads");
    await shell;
    expect(order).toEqual(["shell sent", "section reads"]);
  });
});
