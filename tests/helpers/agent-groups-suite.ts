import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentLeaderboard, DIMENSIONS, type Dimension, GROUPS, leaderboardFromGroups, type LeaderRow } from "@/lib/agents/leaderboard";
import { getAgentFacts, getAgentGroups } from "@/lib/db/agent-facts";
import type { Db } from "@/lib/db/client";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { generatedDialogue } from "./generate";

const enc = (s: string) => new TextEncoder().encode(s);

// Spellings a careful reader takes for one agent or one role: case, surrounding space, and (in separate dialogues,
// see getAgentGroups) a letter SQLite's lower() leaves as it is.
const NAMES = ["Muffin", "muffin", " Scone ", "SCONE", "Cupcake"];
const ROLES = ["Risk Analyst", "risk analyst", " Domain Expert", null, ""];
const panelOf = (i: number) => [
  ...NAMES.map((name, k) => ({ name, role: ROLES[(i + k) % ROLES.length]! })),
  { name: i % 2 ? "Éclair" : "éclair", role: i % 3 ? "Éditeur" : "éditeur" },
];

/** A row as a reader compares boards: every figure, means and bounds to the float's last few bits. */
function comparable(row: LeaderRow) {
  return {
    key: row.key,
    label: row.label,
    also: row.also,
    dialogues: row.dialogues,
    moves: [row.raised, row.resolved, row.conceded, row.concessionRate],
    rank: row.rank,
    dims: Object.fromEntries(
      DIMENSIONS.map((d) => {
        const s = row.dims[d];
        return [d, { n: s.n, mean: s.mean === null ? null : +s.mean.toFixed(9), interval: s.interval?.map((x) => +x.toFixed(9)) ?? null }];
      }),
    ),
  };
}

/**
 * The file's board grouped by the database agrees with the pure grouping of the rows it used to read, on a fixture
 * with every way spellings vary, dialogues with several agents in one role, missing dimensions, moves, and one agent
 * in 600 dialogues (the bootstrap's resampling by counts).
 */
export function agentGroupsSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`the agents board grouped by the database on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ db, cleanup } = await open());
      const imported = await ensureSource(db, { kind: "upload", name: "imported" });
      await importItems(db, imported.id, groupDialogueFiles([1, 2, 3].map((n) => ({ path: `g${n}.dialogue.md`, bytes: enc(generatedDialogue(n, n)) }))).items);
      const written = await ensureSource(db, { kind: "upload", name: "written" });
      for (let i = 0; i < 600; i++) {
        const seats = i < 40 ? panelOf(i) : [{ name: "Donut", role: "Risk Analyst" }];
        await db.dialogue.create({
          data: {
            sourceId: written.id,
            path: `w${i}.md`,
            slug: `written-${i}`,
            title: `Written ${i}`,
            status: "converged",
            statusRaw: "converged",
            date: `2026-10-${String((i % 28) + 1).padStart(2, "0")}`,
            layout: "single-file",
            contentHash: `w${i}`,
            roundCount: 1,
            agentCount: seats.length,
            markerCount: 0,
            perspectiveCount: 0,
            tensionCount: 0,
            openTensionCount: 0,
            errorCount: 0,
            warningCount: 0,
            agents: { create: seats.map((s) => ({ name: s.name, emoji: "🧁", role: s.role })) },
            scores: {
              create: seats.flatMap((s, k) =>
                DIMENSIONS.filter((_, j) => seats.length === 1 || (i + j + k) % 4 !== 0).map((dimension, j) => ({
                  agent: k % 3 === 0 && /^[\x20-\x7e]*$/.test(s.name) ? s.name.toUpperCase() : s.name,
                  dimension,
                  value: 1 + ((i * 7 + j * 3 + k) % 5),
                  origin: "file",
                })),
              ),
            },
          },
        });
      }
    }, 120_000);
    afterAll(async () => cleanup?.());

    const cases: [(typeof GROUPS)[number], Dimension][] = [
      ["name", "truth"],
      ["name", "total"],
      ["role", "wisdom"],
      ["role", "total"],
    ];
    for (const [by, rankOn] of cases) {
      it(`gives the same rows as the pure grouping, by ${by} ranked on ${rankOn}`, async () => {
        const pure = agentLeaderboard(await getAgentFacts(db), by, rankOn).map(comparable);
        const read = await getAgentGroups(db, by, rankOn);
        const rows = leaderboardFromGroups(read.groups, by, rankOn);
        const grouped = rows.map(comparable);
        const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
        expect(grouped.sort(byKey)).toEqual(pure.sort(byKey));
        expect(read.dialogueCount).toBe(603);
        // Donut sits in 560 dialogues: its interval comes from resampling counts, and is a real interval.
        if (by === "name") {
          const donut = rows.find((r) => r.key === "donut")!;
          expect(donut.dims[rankOn].n).toBeGreaterThan(500);
          expect(donut.dims[rankOn].interval![0]).toBeLessThan(donut.dims[rankOn].mean!);
        }
      });
    }

    it("counts the dialogues the filter keeps and those the file's Judge scored", async () => {
      const facts = await getAgentFacts(db, { source: "imported" });
      const read = await getAgentGroups(db, "name", "total", { source: "imported" });
      expect(read.dialogueCount).toBe(3);
      expect(read.scoredDialogues).toBe(new Set(facts.scores.map((s) => s.dialogueId)).size);
      expect(read.sources).toEqual(["imported", "written"]);
    });
  });
}
