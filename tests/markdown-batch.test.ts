import { Piscina } from "piscina";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInWorker } from "@/lib/markdown/worker-pool";

afterEach(() => vi.restoreAllMocks());

describe("texts asked for together", () => {
  it("go to the render thread in a few messages, each answered with its own tree, in order", async () => {
    const run = vi.spyOn(Piscina.prototype, "run");
    const texts = Array.from({ length: 300 }, (_, i) => `text **${i}** and \`code ${i}\``);
    const results = await Promise.all(texts.map((text) => renderInWorker(text)));
    expect(results.every((r) => r.ok)).toBe(true);
    const strongText = (i: number) => {
      const result = results[i]!;
      if (!result.ok) return null;
      const paragraph = result.tree.children[0] as { children: { type: string; tagName?: string; children?: { value?: string }[] }[] };
      return paragraph.children.find((node) => node.tagName === "strong")?.children?.[0]?.value;
    };
    expect([0, 1, 150, 299].map(strongText)).toEqual(["0", "1", "150", "299"]);
    // One message a text would be 300; a batch answers after its time slice with what it finished.
    expect(run.mock.calls.length).toBeLessThan(10);
  });
});
