import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentLeaderboard, DIMENSIONS, type Dimension, GROUPS, leaderboardFromGroups, type LeaderRow } from "@/lib/agents/leaderboard";
import { PROJECTION_VERSION } from "@/lib/contract";
import { type AgentFactsFilter, getAgentFacts, getAgentGroups } from "@/lib/db/agent-facts";
import { writeAgentSeats } from "@/lib/db/agent-seats";
import { dialectOf, type Db } from "@/lib/db/client";
import { archiveDocument, listDocumentAudit, mergeBySlug, restoreDocument, undoMerge } from "@/lib/db/document-admin";
import { reprojectStale } from "@/lib/db/reproject";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { agentGroupsFromRows } from "./agent-groups-reference";
import { generatedDialogue } from "./generate";

const enc = (s: string) => new TextEncoder().encode(s);

// Spellings a careful reader takes for one agent or one role: case, surrounding space, and (in separate dialogues,
// see getAgentGroups) a letter SQLite's lower() leaves as it is.
const NAMES = ["Muffin", "muffin", " Scone ", "SCONE", "Cupcake"];
const ROLES = ["Risk Analyst", "risk analyst", " Domain Expert", null, ""];
// Moves on tensions by spellings of the panel's names and by one no panel lists.
const MOVES: [string, string][] = [
  ["Muffin", "raised"],
  ["MUFFIN", "resolved"],
  [" scone ", "conceded"],
  ["Ghost", "refined"],
  ["Ghost", "raised"],
];
const ADMIN = { id: "admin", name: "Ada Admin" };
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

async function addMoves(db: Db, dialogueId: number) {
  const tension = await db.tension.create({
    data: { dialogueId, registryId: "T01", rawId: "T01", label: "t", round: 0, status: "open", statusRaw: "open", origin: "marker", line: 1 },
  });
  for (const [ordinal, [agent, kind]] of MOVES.entries()) {
    const marker = await db.marker.create({
      data: { dialogueId, type: "TENSION", description: "", body: "", round: 0, agent, line: 1, position: "line-start", ordinal },
    });
    await db.tensionEvent.create({ data: { dialogueId, tensionId: tension.id, markerId: marker.id, kind, round: 0, agent } });
  }
}

const CASES: [(typeof GROUPS)[number], Dimension][] = [
  ["name", "truth"],
  ["name", "total"],
  ["role", "wisdom"],
  ["role", "total"],
];
const FILTERS: AgentFactsFilter[] = [{}, { source: "imported" }, { from: "2026-10-03", to: "2026-11-04" }];

/** The board from the seats and from the statement the board used before them, under every grouping and filter. */
async function bothBoards(db: Db) {
  const boards = { seats: [] as unknown[], rows: [] as unknown[] };
  for (const [by, rankOn] of CASES)
    for (const filter of FILTERS)
      for (const [side, read] of [
        ["seats", await getAgentGroups(db, by, rankOn, filter)],
        ["rows", await agentGroupsFromRows(db, by, rankOn, filter)],
      ] as const) {
        const rows = leaderboardFromGroups(read.groups, by, rankOn).map(comparable);
        rows.sort((a, b) => (a.key < b.key ? -1 : 1));
        boards[side].push({ by, rankOn, filter, dialogueCount: read.dialogueCount, scoredDialogues: read.scoredDialogues, sources: read.sources, rows });
      }
  return boards;
}

async function expectSameBoards(db: Db) {
  const { seats, rows } = await bothBoards(db);
  expect(seats).toEqual(rows);
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
        const created = await db.dialogue.create({
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
          select: { id: true },
        });
        if (i < 40) await addMoves(db, created.id);
        // Rows written straight into the tables get their seats as a save writes them, in a transaction.
        await db.$transaction((tx) => writeAgentSeats(tx, dialectOf(db), created.id));
      }
    }, 120_000);
    afterAll(async () => cleanup?.());

    for (const [by, rankOn] of CASES) {
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

    it("gives the same board from the seats as the statement that read every score and move, under every grouping and filter", async () => {
      const { seats } = await bothBoards(db);
      // Not an empty comparison: the fixture's moves and scores are on the board.
      const all = seats[0] as { rows: { key: string; moves: (number | null)[] }[]; dialogueCount: number };
      expect(all.dialogueCount).toBe(603);
      expect(all.rows.find((r) => r.key === "ghost")?.moves).toEqual([40, 0, 0, 0]);
      await expectSameBoards(db);
    });

    it("keeps the seats with every write that changes them: a re-import, a removal, an archive and a restore, a merge and its undo", async () => {
      const imported = await db.source.findUniqueOrThrow({ where: { name: "imported" } });
      const slugs = (await db.dialogue.findMany({ where: { sourceId: imported.id }, orderBy: { id: "asc" }, select: { slug: true } })).map((d) => d.slug);
      const before = await bothBoards(db);
      // A re-import with other scores and more agents: the board changes, and the seats with it.
      const changed = await importItems(db, imported.id, groupDialogueFiles([{ path: "g2.dialogue.md", bytes: enc(generatedDialogue(2, 4, 2)) }]).items);
      expect(changed.map((r) => r.status)).toEqual(["updated"]);
      expect((await bothBoards(db)).seats).not.toEqual(before.seats);
      await expectSameBoards(db);
      await db.dialogue.delete({ where: { slug: "written-5" } });
      await expectSameBoards(db);
      await archiveDocument(db, slugs[0]!, ADMIN);
      await expectSameBoards(db);
      await restoreDocument(db, slugs[0]!, ADMIN);
      await expectSameBoards(db);
      await mergeBySlug(db, { into: slugs[0]!, from: slugs[2]! }, ADMIN);
      await expectSameBoards(db);
      const merge = (await listDocumentAudit(db)).find((a) => a.action === "merge")!;
      await undoMerge(db, merge.id, ADMIN);
      await expectSameBoards(db);
    }, 60_000);

    it("writes the seats of dialogues saved before them when the start re-projects them", async () => {
      // A database from before the seats: a dialogue's rows under the older projection, with no seats.
      const old = await db.dialogue.findFirstOrThrow({ where: { source: { name: "imported" } }, select: { id: true } });
      await db.agentSeat.deleteMany({ where: { dialogueId: old.id } });
      await db.dialogue.update({ where: { id: old.id }, data: { projectionVersion: PROJECTION_VERSION - 1 } });
      const { seats, rows } = await bothBoards(db);
      expect(seats).not.toEqual(rows);
      expect(await reprojectStale(db)).toBe(1);
      await expectSameBoards(db);
    });
  });
}
