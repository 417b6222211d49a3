import { describe, expect, it } from "vitest";
import { isJudgeSort, judgeSortHref, parseDialogueView, scoreboardHref, scoreSortHref } from "./dialogue-view";

describe("the dialogue page's view in the URL", () => {
  it("defaults to totals by total, judges by widest disagreement", () => {
    expect(parseDialogueView({})).toEqual({ view: "totals", sort: "total", dir: "desc", jview: "rounds", jsort: "spread", jdir: "desc" });
    expect(parseDialogueView({ jview: "totals" }).jsort).toBe("mean");
  });

  it("reads a round sort and a judge column, first value of a repeated one", () => {
    expect(parseDialogueView({ view: "rounds", sort: ["r12", "agent"], dir: "asc", jsort: "j3", jdir: "asc" })).toEqual({
      view: "rounds",
      sort: "r12",
      dir: "asc",
      jview: "rounds",
      jsort: "j3",
      jdir: "asc",
    });
  });

  it("falls back field by field on anything malformed", () => {
    const v = parseDialogueView({ view: "charts", sort: "r", dir: "up", jview: "rounds", jsort: "judge'; --", jdir: "asc" });
    expect(v).toEqual({ view: "totals", sort: "total", dir: "desc", jview: "rounds", jsort: "spread", jdir: "asc" });
    expect(["round", "j0", "j999"].every(isJudgeSort)).toBe(true);
    expect(["j", "j1000", "jx", "total", "r1"].some(isJudgeSort)).toBe(false);
  });

  it("builds the scoreboard's links: a view, a sort that reverses on its own column, agents A→Z first", () => {
    expect(scoreboardHref("x", "totals")).toBe("/d/x#scoreboard");
    expect(scoreboardHref("x", "rounds")).toBe("/d/x?view=rounds#scoreboard");
    expect(scoreSortHref("x", { view: "totals", sort: "total", dir: "desc" }, "total")).toBe("/d/x?sort=total&dir=asc#scoreboard");
    expect(scoreSortHref("x", { view: "rounds", sort: "total", dir: "desc" }, "agent")).toBe("/d/x?view=rounds&sort=agent&dir=asc#scoreboard");
    expect(scoreSortHref("x", { view: "totals", sort: "agent", dir: "asc" }, "truth")).toBe("/d/x?sort=truth&dir=desc#scoreboard");
  });

  it("builds the judges' links", () => {
    expect(judgeSortHref("x", { jview: "rounds", jsort: "spread", jdir: "desc" }, "spread")).toBe("/d/x?jview=rounds&jsort=spread&jdir=asc#judges");
    expect(judgeSortHref("x", { jview: "totals", jsort: "mean", jdir: "asc" }, "j1")).toBe("/d/x?jview=totals&jsort=j1&jdir=desc#judges");
    // On the section's own page (no script), its links stay there.
    expect(judgeSortHref("x", { jview: "totals", jsort: "mean", jdir: "asc" }, "mean", "/d/x/judges")).toBe(
      "/d/x/judges?jview=totals&jsort=mean&jdir=desc#judges",
    );
  });
});
