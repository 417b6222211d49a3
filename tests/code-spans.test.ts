import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { hostileDialogue } from "./helpers/hostile";

/** The previous, quadratic reading of code spans, kept as the reference the linear one must agree with. */
function referenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "`") {
      i++;
      continue;
    }
    let run = 0;
    while (text[i + run] === "`") run++;
    const open = i;
    let j = i + run;
    let closed = -1;
    while (j < text.length) {
      if (text[j] !== "`") {
        j++;
        continue;
      }
      let r = 0;
      while (text[j + r] === "`") r++;
      if (r === run) {
        closed = j + r;
        break;
      }
      j += r;
    }
    if (closed < 0) {
      i = open + run;
      continue;
    }
    spans.push([open, closed]);
    i = closed;
  }
  return spans;
}

/** Markers found the old way: every `[TYPE` outside a span, by a linear scan of the spans. */
function referenceMarkerCount(line: string): number {
  const spans = referenceSpans(line);
  let n = 0;
  for (let i = line.indexOf("[TENSION "); i >= 0; i = line.indexOf("[TENSION ", i + 1)) if (!spans.some(([a, b]) => i >= a && i < b) && line.indexOf("]", i) > 0) n++;
  return n;
}

describe("inline code spans, read in linear time", () => {
  it("agree with the reference reading on generated lines", () => {
    const line = fc.array(fc.constantFrom("`", "``", "```", "a", " ", "[TENSION T01: x]", "]"), { maxLength: 60 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(line, (text) => {
        const markers = parseDialogue(hostileDialogue("spans", `Prose ${text}`), { name: "spans" }).dialogue.markers.filter((m) => m.type === "TENSION" && m.agent === "Muffin");
        expect(markers.length).toBe(referenceMarkerCount(`Prose ${text}`));
      }),
      { numRuns: 500 },
    );
  });
});
