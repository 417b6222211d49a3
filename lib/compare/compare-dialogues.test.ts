import { describe, expect, it } from "vitest";
import { parseDialogue } from "@/lib/contract";
import { compareDialogues, compareSide, rankCandidates } from "./compare-dialogues";

const dialogue = (opts: { title: string; status: string; tensions: string[]; rounds: number; confirmIn?: number; dissent?: boolean; verdict?: string }) =>
  [
    `# Alignment Dialogue: ${opts.title}`,
    "",
    `**Status**: ${opts.status}`,
    "",
    "## Alignment Scoreboard",
    "",
    "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |",
    "|---|---|---|---|---|---|",
    "| 🧁 Muffin | 3 | 3 | 4 | 3 | **13** |",
    "| 🧁 Scone | 2 | 2 | 2 | 2 | **8** |",
    "",
    ...Array.from({ length: opts.rounds }, (_, r) => [
      `## Round ${r}`,
      "",
      "### 🧁 Muffin",
      "",
      ...(r === 0 ? opts.tensions.map((t, i) => `[TENSION T0${i + 1}: ${t}]`) : []),
      ...(r === 1 ? ["[RESOLVED T01]"] : []),
      ...(opts.confirmIn === r ? ["[CONVERGENCE CONFIRMED]"] : []),
      "",
      "### 🧁 Scone",
      "",
      ...(opts.dissent && r === opts.rounds - 1 ? ["[DISSENT: the rollback plan is still unsafe]"] : ["Agreed."]),
      "",
    ]).flat(),
    ...(opts.verdict ? ["## Summary", "", "Nothing decided here.", "", "## Final Verdict", "", opts.verdict, ""] : []),
  ].join("\n");

describe("comparing two dialogues", () => {
  const a = parseDialogue(
    dialogue({
      title: "Cache invalidation",
      status: "Converged",
      rounds: 3,
      confirmIn: 1,
      tensions: ["Staleness versus latency", "Cache warmup cost"],
      verdict: "Adopt TTL of 30 s.",
    }),
  ).dialogue;
  const b = parseDialogue(
    dialogue({
      title: "Cache invalidation (calibrated)",
      status: "In progress",
      rounds: 2,
      tensions: ["Latency and staleness", "Audit logging"],
      dissent: true,
    }),
  ).dialogue;

  it("reads rounds to convergence from the confirming marker, else not converged", () => {
    const c = compareDialogues(a, b);
    expect([c.a.rounds, c.a.convergedAt, c.a.roundsToConvergence]).toEqual([3, 1, 2]);
    expect([c.b.rounds, c.b.convergedAt, c.b.roundsToConvergence]).toEqual([2, null, null]);
    expect(c.a.scores.map((s) => [s.agent, s.truth, s.total])).toEqual([
      ["Muffin", 4, 13],
      ["Scone", 2, 8],
    ]);
  });

  it("matches tensions by label and leaves the rest unmatched", () => {
    const { tensions } = compareDialogues(a, b);
    expect(tensions.matches.map((m) => [m.a.label, m.b.label, m.strength])).toEqual([["Staleness versus latency", "Latency and staleness", "strong"]]);
    expect(tensions.onlyA.map((t) => t.label)).toEqual(["Cache warmup cost"]);
    expect(tensions.onlyB.map((t) => t.label)).toEqual(["Audit logging"]);
  });

  it("takes the decision from the verdict over a summary, and dissent from DISSENT markers", () => {
    const sa = compareSide(a);
    expect(sa.outcome.decision).toMatchObject({ heading: "Final Verdict", text: "Adopt TTL of 30 s." });
    expect(sa.outcome.dissent).toEqual([]);
    const sb = compareSide(b);
    expect(sb.outcome.decision).toBeNull();
    expect(sb.outcome.dissent).toMatchObject([{ type: "DISSENT", agent: "Scone", round: 1, text: "the rollback plan is still unsafe" }]);
    expect([sa.resolved, sa.open, sb.resolved]).toEqual([1, 1, 1]);
  });
});

describe("dialogues to compare with", () => {
  it("puts those on the same question first, leaves the dialogue itself out, then newest", () => {
    const subject = { slug: "a", title: "RFC 0058 supersession architecture", date: "2026-02-06" };
    const ranked = rankCandidates(subject, [
      subject,
      { slug: "b", title: "Jira cloud integration", date: "2026-03-11" },
      { slug: "c", title: "RFC 0058 supersession: calibrated run", date: "2026-02-07" },
      { slug: "d", title: "Repo sync architecture", date: "2026-03-12" },
    ]);
    expect(ranked.map((r) => r.slug)).toEqual(["c", "d", "b"]);
    expect(ranked[0]!.similarity).toBeGreaterThan(ranked[1]!.similarity);
    expect(ranked[2]!.similarity).toBe(0);
  });
});

describe("a decision's excerpt", () => {
  it("keeps short text whole and cuts long text at a paragraph break", async () => {
    const { excerpt, MAX_DECISION } = await import("./compare-dialogues");
    expect(excerpt("Adopt it.")).toBe("Adopt it.");
    const long = `${"a".repeat(500)}\n\n${"b".repeat(300)}\n\n${"c".repeat(400)}`;
    expect(excerpt(long)).toBe(`${"a".repeat(500)}\n\n${"b".repeat(300)}`);
    expect(excerpt("x".repeat(2000))).toHaveLength(MAX_DECISION);
  });
});
