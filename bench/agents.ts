import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { agentLeaderboard, leaderboardFromGroups } from "@/lib/agents/leaderboard";
import { panelDesign } from "@/lib/agents/panel-design";
import { persuasionBoard } from "@/lib/agents/persuasion-board";
import { getAgentFacts, getAgentGroups } from "@/lib/db/agent-facts";
import { agentSeatsSql, writeAgentSeats } from "@/lib/db/agent-seats";
import { getPanelFacts } from "@/lib/db/panel-facts";
import { getPersuasionFacts } from "@/lib/db/persuasion-facts";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { agentGroupsFromRows } from "../tests/helpers/agent-groups-reference";

const NAMES = ["Muffin", "Cupcake", "Scone", "Eclair", "Donut", "Brioche", "Croissant", "Macaron", "Cannoli", "Strudel", "Beignet", "Churro"];
const ROLES = ["Systems Architect", "Domain Expert", "Devil's Advocate", "Risk Analyst", "Technical Writer", "Integration Specialist", "Edge Case Hunter"];
const DIMS = ["wisdom", "consistency", "truth", "relationships"];

export interface AgentFigures {
  dialogues: number;
  rows: { agents: number; scores: number; moves: number; persuasion: number };
  /** Before: every panel seat, score and move read as rows, then aggregated in JavaScript (still the judges' boards' path). */
  readMs: number;
  aggregateByNameMs: number;
  aggregateByRoleMs: number;
  rowsP50Ms: number;
  /** Before the seats: the statement that grouped every panel seat, score and move (kept in tests/helpers), by name and by role. */
  fromRowsByNameMs: number;
  fromRowsByRoleMs: number;
  /** Now: the database's GROUP BY of the seats (getAgentGroups) and the rows' statistics, by name and by role. */
  groupedByNameMs: number;
  groupedByRoleMs: number;
  /** What the seats add to a save: the statement writing one dialogue's seats from its rows (p50 of 50, in one transaction). */
  seatWriteP50Ms: number;
  /** What /agents does on the server for the file's board, uncached (p50 of 7 after a warm-up, taking turns with the other paths). */
  totalP50Ms: number;
  goalMs: number;
  /** The board's who moves whom: its three counting queries and the Wilson intervals (p50 of 5). */
  persuasionP50Ms: number;
  /** /agents/panels uncached: its two reads and the grouping by size, tiers and role (p50 of 5). */
  panelDesignP50Ms: number;
}

/**
 * Rows for the leaderboard at scale, written straight into the tables (six agents a dialogue, four dimensions and a
 * total each, eleven moves on six tensions): importing 10,000 files is the import bench's job.
 */
export function addAgentRows(file: string, n: number): AgentFigures["rows"] {
  const db = new Database(file);
  const counts = { agents: 0, scores: 0, moves: 0, persuasion: 0 };
  try {
    db.prepare(`INSERT INTO "Source" ("kind", "name") VALUES ('directory', 'bench-agents')`).run();
    const source = (db.prepare(`SELECT "id" FROM "Source" WHERE "name" = 'bench-agents'`).get() as { id: number }).id;
    const dialogue = db.prepare(
      `INSERT INTO "Dialogue" ("sourceId", "path", "slug", "title", "status", "statusRaw", "date", "layout", "contentHash", "roundCount", "agentCount", "markerCount", "perspectiveCount", "tensionCount", "openTensionCount", "errorCount", "warningCount", "updatedAt")
       VALUES (?, ?, ?, ?, 'converged', 'converged', ?, 'single-file', 'x', 3, 6, 11, 0, 6, 2, 0, 0, CURRENT_TIMESTAMP)`,
    );
    const agent = db.prepare(`INSERT INTO "Agent" ("dialogueId", "name", "emoji", "role", "tier") VALUES (?, ?, '🧁', ?, ?)`);
    // Two moves a dialogue (a stance change credited to two movers, a concession to one): what the save path writes.
    const move = db.prepare(
      `INSERT INTO "PersuasionMove" ("dialogueId", "ordinal", "agent", "kind", "round", "mover", "basis", "moverRank") VALUES (?, ?, ?, ?, 1, ?, ?, ?)`,
    );
    const score = db.prepare(`INSERT INTO "Score" ("dialogueId", "agent", "round", "dimension", "value", "origin") VALUES (?, ?, NULL, ?, ?, 'file')`);
    const tension = db.prepare(
      `INSERT INTO "Tension" ("dialogueId", "registryId", "rawId", "label", "agent", "round", "status", "statusRaw", "origin", "line") VALUES (?, ?, ?, 'bench', ?, 0, 'resolved', 'resolved', 'marker', 1)`,
    );
    const marker = db.prepare(
      `INSERT INTO "Marker" ("dialogueId", "type", "description", "body", "round", "agent", "line", "position", "ordinal") VALUES (?, ?, '', '', 0, ?, 1, 'line-start', ?)`,
    );
    const event = db.prepare(`INSERT INTO "TensionEvent" ("dialogueId", "tensionId", "markerId", "kind", "round", "agent") VALUES (?, ?, ?, ?, 0, ?)`);
    db.transaction(() => {
      for (let i = 0; i < n; i++) {
        const id = Number(
          dialogue.run(
            source,
            `agents/a${i}.md`,
            `bench-agents-${i}`,
            `Agents dialogue ${i}`,
            `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
          ).lastInsertRowid,
        );
        const panel = Array.from({ length: 6 }, (_, k) => NAMES[(i + k * 5) % NAMES.length]!);
        let ordinal = 0;
        panel.forEach((name, k) => {
          agent.run(id, name, ROLES[(i + k) % ROLES.length], ["Core", "Adjacent", "Wildcard"][(i + k) % 3]);
          let total = 0;
          for (const d of DIMS) {
            const v = 1 + ((i * 7 + k * 3 + d.length) % 5);
            total += v;
            score.run(id, name, d, v);
          }
          score.run(id, name, "total", total);
          counts.agents++;
          counts.scores += 5;
          const t = Number(tension.run(id, `T0${k + 1}`, `T0${k + 1}`, name).lastInsertRowid);
          const kinds = k < 4 ? ["raised", "resolved"] : k === 4 ? ["raised", "conceded"] : ["raised"];
          for (const kind of kinds) {
            const m = Number(marker.run(id, kind === "raised" ? "TENSION" : kind === "resolved" ? "RESOLVED" : "CONCESSION", name, ordinal++).lastInsertRowid);
            event.run(id, t, m, kind, panel[(k + (kind === "raised" ? 0 : 1)) % 6]);
            counts.moves++;
          }
        });
        move.run(id, 0, panel[0], "stance", panel[1], "argued", 0);
        move.run(id, 0, panel[0], "stance", panel[2], "argued", 1);
        move.run(id, 1, panel[3], "concession", panel[4], "addressed", 0);
        counts.persuasion += 3;
      }
      // The seats a save writes with each dialogue's rows, here for every dialogue at once.
      db.prepare(agentSeatsSql("sqlite", "all").sql).run();
    })();
  } finally {
    db.close();
  }
  return counts;
}

/** The leaderboard's server work at `n` dialogues on SQLite: the one read, then the aggregation with its bootstraps. */
export async function agentsBench(n = 10_000): Promise<AgentFigures> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-agents-"));
  const file = join(dir, "agents.db");
  const target = { provider: "sqlite" as const, file, url: `file:${file}` };
  try {
    await applyMigrations(target);
    const rows = addAgentRows(file, n);
    const db = createDb(target);
    try {
      await getAgentFacts(db);
      await getAgentGroups(db, "name", "truth");
      await agentGroupsFromRows(db, "name", "truth");
      const grouped: number[] = [];
      const groupedByRole: number[] = [];
      const fromRows: number[] = [];
      const fromRowsByRole: number[] = [];
      const reads: number[] = [];
      const byName: number[] = [];
      const byRole: number[] = [];
      const totals: number[] = [];
      // The paths take turns, so that load from elsewhere on a shared machine falls on each alike.
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        leaderboardFromGroups((await getAgentGroups(db, "name", "truth")).groups, "name", "truth");
        const t1 = performance.now();
        leaderboardFromGroups((await getAgentGroups(db, "role", "truth")).groups, "role", "truth");
        grouped.push(t1 - t0);
        groupedByRole.push(performance.now() - t1);
        const r0 = performance.now();
        leaderboardFromGroups((await agentGroupsFromRows(db, "name", "truth")).groups, "name", "truth");
        const r1 = performance.now();
        leaderboardFromGroups((await agentGroupsFromRows(db, "role", "truth")).groups, "role", "truth");
        fromRows.push(r1 - r0);
        fromRowsByRole.push(performance.now() - r1);
        const t2 = performance.now();
        const facts = await getAgentFacts(db);
        const t3 = performance.now();
        agentLeaderboard(facts, "name", "truth");
        const t4 = performance.now();
        agentLeaderboard(facts, "role", "truth");
        const t5 = performance.now();
        reads.push(t3 - t2);
        byName.push(t4 - t3);
        byRole.push(t5 - t4);
        totals.push(t4 - t2);
      }
      const p50 = (xs: number[]) => +xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
      const writes: number[] = [];
      await db.$transaction(async (tx) => {
        for (let i = 0; i < 50; i++) {
          await tx.agentSeat.deleteMany({ where: { dialogueId: i + 1 } });
          const t0 = performance.now();
          await writeAgentSeats(tx, "sqlite", i + 1);
          writes.push(performance.now() - t0);
        }
      });
      const timed = async (work: () => Promise<unknown>) => {
        await work();
        const xs: number[] = [];
        for (let i = 0; i < 5; i++) {
          const t0 = performance.now();
          await work();
          xs.push(performance.now() - t0);
        }
        return p50(xs);
      };
      const persuasionP50Ms = await timed(async () => persuasionBoard(await getPersuasionFacts(db)));
      const panelDesignP50Ms = await timed(async () => panelDesign(await getPanelFacts(db)));
      return {
        dialogues: n,
        rows,
        readMs: p50(reads),
        aggregateByNameMs: p50(byName),
        aggregateByRoleMs: p50(byRole),
        rowsP50Ms: p50(totals),
        fromRowsByNameMs: p50(fromRows),
        fromRowsByRoleMs: p50(fromRowsByRole),
        groupedByNameMs: p50(grouped),
        groupedByRoleMs: p50(groupedByRole),
        seatWriteP50Ms: p50(writes),
        totalP50Ms: p50([...grouped]),
        goalMs: 200,
        persuasionP50Ms,
        panelDesignP50Ms,
      };
    } finally {
      await db.$disconnect();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
