import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { LeaderboardEmpty, LeaderboardIntro } from "@/components/agents/leaderboard-intro";
import { LeaderboardTable } from "@/components/agents/leaderboard-table";
import { LeaderboardToolbar } from "@/components/agents/leaderboard-toolbar";
import { agentLeaderboard, parseLeaderboardQuery } from "@/lib/agents/leaderboard";
import { staticHtml } from "./helpers/static-html";
import { visibleText } from "./helpers/visible-text";

const text = async (node: ReactElement) => visibleText(await staticHtml(node));
const intro = { rows: 3, by: "name", dialogues: 5, scored: 2, rankOn: "total" } as const;

// Issue 31, item 3: the board ranked by the file's Judge, people or model judges, saying which and on what scale.
describe("the agents board's score source on the page", () => {
  it("offers the choice as a labelled select in the toolbar, the URL's value selected", async () => {
    const html = await staticHtml(createElement(LeaderboardToolbar, { query: parseLeaderboardQuery({ scores: "people" }), sources: [] }));
    expect(html).toMatch(/<label[^>]*>Scores from<select name="scores"/);
    expect(html).toMatch(/<option value="people" selected="">People<\/option>/);
    expect(html).toContain('<option value="models">Model judges</option>');
  });

  it("says the file's Judge scores on its own scale, and the judges' boards are on 0–1 without it", async () => {
    const file = await text(createElement(LeaderboardIntro, { ...intro, source: "file" }));
    expect(file).toContain("3 agents over 5 dialogues, 2 with a scoreboard.");
    expect(file).toContain("Blue's own scale, which has no maximum");
    const people = await text(createElement(LeaderboardIntro, { ...intro, source: "people" }));
    expect(people).toContain("2 scored by people.");
    expect(people).toContain("people judging here that you may see (blind judging holds), on the common 0–1 scale");
    expect(people).toContain("The file's 💙 Judge is not counted here.");
    expect(await text(createElement(LeaderboardIntro, { ...intro, source: "models" }))).toContain("model judges (accounts of kind model");
  });

  it("shows judges' scores with two decimals and the file's with one", async () => {
    const facts = { agents: [{ dialogueId: 1, name: "Muffin", role: null }], moves: [] };
    const row = (total: number) =>
      agentLeaderboard(
        { ...facts, scores: [{ dialogueId: 1, agent: "Muffin", wisdom: null, consistency: null, truth: null, relationships: null, total }] },
        "name",
      );
    const people = await text(createElement(LeaderboardTable, { rows: row(0.625), query: parseLeaderboardQuery({ scores: "people" }), rankOn: "total" }));
    expect(people).toContain("0.63");
    expect(people).toContain("scores from: People");
    expect(await text(createElement(LeaderboardTable, { rows: row(12.25), query: parseLeaderboardQuery({}), rankOn: "total" }))).toContain("12.3");
  });

  it("says why a judges' board is empty and where scores are given", async () => {
    const html = await staticHtml(createElement(LeaderboardEmpty, { source: "people", hidden: true, agents: true }));
    expect(visibleText(html)).toContain("No person has scored an agent in these dialogues yet, or none you may see.");
    expect(visibleText(html)).toContain("Blind judging keeps some judges' scores from you");
    expect(html).toContain('href="/judging"');
    expect(visibleText(await staticHtml(createElement(LeaderboardEmpty, { source: "models", hidden: false, agents: true })))).toContain(
      "No model judge has scored an agent",
    );
    expect(visibleText(await staticHtml(createElement(LeaderboardEmpty, { source: "people", hidden: false, agents: false })))).toContain(
      "No agents in the dialogues these filters keep.",
    );
  });
});
