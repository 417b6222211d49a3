import { readFileSync } from "node:fs";
import { join } from "node:path";
import { staticHtml } from "./helpers/static-html";
import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { roundDiffs } from "@/lib/views/dialogue/dialogue-state";
import { RoundDiffView } from "@/components/dialogue/round-diff";
import { Timeline } from "@/components/dialogue/timeline";
import { visibleText } from "./helpers/visible-text";

// A seeded sample of ours: three rounds in which tensions are raised, conceded and resolved.
const { dialogue } = parseDialogue(readFileSync(join(process.cwd(), "prisma/seed/event-store-migrations.dialogue.md"), "utf8"));
const diffs = roundDiffs(dialogue);

describe("round diffs on the page", () => {
  it("heads each round of the timeline with what happened in it, opening onto the diff and a link to the state then", async () => {
    const links = new Map([...diffs.keys()].map((r) => [r, `/d/x?at=${r}#state`]));
    const html = await staticHtml(await Timeline({ dialogue, diffs, stateLinks: links }));
    const text = visibleText(html);
    expect(text).toContain("What round 0 brought");
    expect(text).toContain("What changed from round 0 to round 1");
    expect(text).toContain("What changed from round 1 to round 2");
    expect(html).toContain('href="/d/x?at=2#state"');
    // One header per round, each a closed disclosure until opened.
    expect(html.split("<details").length - 1).toBe(dialogue.rounds.length);
    expect(html).not.toContain("<details open");
  });

  it("lists a round's tension moves with links to their markers, and says when a round changed nothing", async () => {
    const last = diffs.get(dialogue.rounds.at(-1)!.number)!;
    const html = await staticHtml(RoundDiffView({ diff: last }));
    for (const m of last.moves) expect(html).toContain(`href="#marker-${m.marker + 1}"`);
    expect(last.moves.length + last.statusChanges.length).toBeGreaterThan(0);
    const empty = { ...last, perspectivesAdded: [], tensionsRaised: [], moves: [], statusChanges: [], scoreDeltas: [], positionChanges: [] };
    expect(visibleText(await staticHtml(RoundDiffView({ diff: empty })))).toContain("The file records no change in this round.");
  });
});
