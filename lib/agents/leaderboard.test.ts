import { describe, expect, it } from "vitest";
import { agentLeaderboard, type AgentFacts, formatScore, listedRows, NO_ROLE, parseLeaderboardQuery, rankText, sortLeaderboard } from "./leaderboard";

const facts: AgentFacts = {
  agents: [
    { dialogueId: 1, name: "Muffin", role: "Systems Architect" },
    { dialogueId: 1, name: "Scone", role: "Domain Expert" },
    { dialogueId: 2, name: "muffin", role: "Domain Expert" },
    { dialogueId: 2, name: "Scone", role: "Domain Expert" },
    { dialogueId: 3, name: "Muffin", role: null },
  ],
  scores: [
    { dialogueId: 1, agent: "Muffin", wisdom: null, consistency: null, truth: 8, relationships: null, total: 30 },
    { dialogueId: 2, agent: "Muffin", wisdom: null, consistency: null, truth: 8, relationships: null, total: 30 },
    { dialogueId: 3, agent: "Muffin", wisdom: null, consistency: null, truth: null, relationships: null, total: 30 },
    { dialogueId: 1, agent: "Scone", wisdom: null, consistency: null, truth: 2, relationships: null, total: 10 },
    { dialogueId: 2, agent: "Scone", wisdom: null, consistency: null, truth: 6, relationships: null, total: 20 },
  ],
  moves: [
    { dialogueId: 1, agent: "Muffin", kind: "raised", count: 3 },
    { dialogueId: 1, agent: "Muffin", kind: "conceded", count: 1 },
    { dialogueId: 2, agent: "MUFFIN", kind: "resolved", count: 4 },
    { dialogueId: 2, agent: null, kind: "raised", count: 9 },
  ],
};

describe("the agents' leaderboard", () => {
  it("groups by name case-insensitively, one unit a dialogue, with the roles each took", () => {
    const rows = agentLeaderboard(facts, "name", "truth");
    const muffin = rows.find((r) => r.key === "muffin")!;
    expect(muffin.dialogues).toBe(3);
    expect(muffin.also).toEqual(["Domain Expert", "Systems Architect"]);
    expect(muffin.dims.truth).toEqual({ mean: 8, n: 2, interval: [8, 8] });
    expect(muffin.dims.total).toEqual({ mean: 30, n: 3, interval: null });
    expect(muffin.dims.wisdom).toEqual({ mean: null, n: 0, interval: null });
    expect([muffin.raised, muffin.resolved, muffin.conceded]).toEqual([3, 4, 1]);
    expect(muffin.concessionRate).toBeCloseTo(1 / 8);
    const scone = rows.find((r) => r.key === "scone")!;
    expect(scone.dims.truth.mean).toBe(4);
    expect(scone.dims.truth.interval).toEqual([2, 6]);
    expect(scone.concessionRate).toBeNull();
  });

  it("lists every agent on the file's board, and only scored ones on a judges' board, counting those left out", () => {
    const withUnscored: AgentFacts = { ...facts, agents: [...facts.agents, { dialogueId: 3, name: "Eclair", role: null }] };
    const rows = agentLeaderboard(withUnscored, "name", "total");
    expect(listedRows(rows, "file")).toEqual({ rows, unscored: 0 });
    const people = listedRows(rows, "people");
    expect(people.rows.map((r) => r.key)).toEqual(rows.filter((r) => r.key !== "eclair").map((r) => r.key));
    expect(people.unscored).toBe(1);
  });

  it("ranks on the asked dimension: separated intervals give single ranks", () => {
    const rows = agentLeaderboard(facts, "name", "truth");
    expect(rows.map((r) => [r.key, rankText(r.rank)])).toEqual([
      ["muffin", "1"],
      ["scone", "2"],
    ]);
  });

  it("groups by role, averaging agents who share a role in one dialogue, and names a missing role", () => {
    const rows = agentLeaderboard(facts, "role", "total");
    const expert = rows.find((r) => r.label === "Domain Expert")!;
    // Dialogue 1: Scone 10; dialogue 2: Muffin 30 and Scone 20 → 25.
    expect(expert.dims.total).toMatchObject({ mean: 17.5, n: 2, interval: [10, 25] });
    expect(expert.also).toEqual(["muffin", "Scone"]);
    expect(rows.find((r) => r.label === NO_ROLE)!.dims.total).toEqual({ mean: 30, n: 1, interval: null });
  });

  it("sorts by a dimension either way, rows without it last", () => {
    const rows = agentLeaderboard({ ...facts, agents: [...facts.agents, { dialogueId: 4, name: "Eclair", role: null }] }, "name", "truth");
    expect(sortLeaderboard(rows, "truth", "desc", "truth").map((r) => r.key)).toEqual(["muffin", "scone", "eclair"]);
    expect(sortLeaderboard(rows, "truth", "asc", "truth").map((r) => r.key)).toEqual(["scone", "muffin", "eclair"]);
    expect(sortLeaderboard(rows, "label", "asc", "truth").map((r) => r.key)).toEqual(["eclair", "muffin", "scone"]);
  });

  it("reads its URL with defaults for anything malformed", () => {
    expect(parseLeaderboardQuery({ by: "role", sort: "truth", dir: "asc", from: "2026-01-01", to: "nope", source: ["corpus", "x"] })).toEqual({
      by: "role",
      scores: "file",
      sort: "truth",
      dir: "asc",
      from: "2026-01-01",
      to: undefined,
      source: "corpus",
    });
    expect(parseLeaderboardQuery({ by: "x", sort: "y", dir: "z" })).toMatchObject({ by: "name", sort: "rank", dir: undefined });
  });

  it("reads whose scores to rank by, the file's Judge unless people or models are asked for", () => {
    expect(parseLeaderboardQuery({}).scores).toBe("file");
    expect(parseLeaderboardQuery({ scores: "people" }).scores).toBe("people");
    expect(parseLeaderboardQuery({ scores: ["models", "people"] }).scores).toBe("models");
    expect(parseLeaderboardQuery({ scores: "everyone" }).scores).toBe("file");
  });

  it("shows the file's scale with one decimal and the 0–1 scale with two", () => {
    expect(formatScore("file", 12.345)).toBe("12.3");
    expect(formatScore("people", 0.6249)).toBe("0.62");
    expect(formatScore("models", 1)).toBe("1.00");
  });
});

describe("the leaderboard's address", () => {
  it("leaves defaults out and keeps filters across a sort change", async () => {
    const { leaderboardHref } = await import("./leaderboard");
    const q = parseLeaderboardQuery({ from: "2026-01-01", source: "corpus" });
    expect(leaderboardHref(q)).toBe("/agents?from=2026-01-01&source=corpus");
    expect(leaderboardHref(q, { sort: "truth", dir: "desc" })).toBe("/agents?sort=truth&from=2026-01-01&source=corpus");
    expect(leaderboardHref(q, { sort: "truth", dir: "asc", by: "role" })).toBe("/agents?by=role&sort=truth&dir=asc&from=2026-01-01&source=corpus");
    expect(parseLeaderboardQuery({ by: "role", sort: "truth", dir: "asc" })).toMatchObject({ by: "role", sort: "truth", dir: "asc" });
  });

  it("names the score source only when it is not the file's, and keeps it across a sort change", async () => {
    const { leaderboardHref } = await import("./leaderboard");
    const q = parseLeaderboardQuery({ scores: "people", by: "role" });
    expect(leaderboardHref(q)).toBe("/agents?by=role&scores=people");
    expect(leaderboardHref(q, { sort: "truth" })).toBe("/agents?by=role&scores=people&sort=truth");
    expect(leaderboardHref(q, { scores: "file" })).toBe("/agents?by=role");
  });
});
