import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentLeaderboard, rankText } from "@/lib/agents/leaderboard";
import type { Db } from "@/lib/db/client";
import { getAgentFacts } from "@/lib/db/agent-facts";
import { listDialogueTitles } from "@/lib/db/compare-candidates";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { generatedDialogue } from "./generate";

const enc = (s: string) => new TextEncoder().encode(s);

/**
 * The leaderboard's one read on a real database: panel members, the Judge's overall scores and tension moves of the
 * dialogues the filter keeps (dates by day, a source by name), never removed ones or other kinds.
 */
export function agentsSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`agents across dialogues on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ db, cleanup } = await open());
      const alpha = await ensureSource(db, { kind: "upload", name: "alpha" });
      const beta = await ensureSource(db, { kind: "upload", name: "beta" });
      // Truth is variant + 3 for every agent; dialogue n is dated 2026-11-(n+1).
      await importItems(db, alpha.id, groupDialogueFiles([1, 2, 3].map((n) => ({ path: `a${n}.dialogue.md`, bytes: enc(generatedDialogue(n, n)) }))).items);
      await importItems(db, beta.id, groupDialogueFiles([4, 5].map((n) => ({ path: `b${n}.dialogue.md`, bytes: enc(generatedDialogue(n, 9)) }))).items);
      await db.dialogue.updateMany({ where: { path: "b5.dialogue.md" }, data: { removedAt: new Date() } });
    }, 60_000);
    afterAll(async () => cleanup?.());

    it("reads every dialogue's panel, scores and moves, leaving removed dialogues and the Judge out", async () => {
      const facts = await getAgentFacts(db);
      expect(facts.dialogueCount).toBe(4);
      expect(facts.sources).toEqual(["alpha", "beta"]);
      expect(facts.agents).toHaveLength(16);
      expect(new Set(facts.agents.map((a) => a.name))).toEqual(new Set(["Muffin", "Cupcake", "Scone", "Eclair"]));
      const muffin = facts.scores.filter((s) => s.agent === "Muffin");
      expect(muffin.map((s) => s.truth).sort((a, b) => a! - b!)).toEqual([4, 5, 6, 12]);
      expect(facts.scores.find((s) => s.agent === "Cupcake" && s.truth === 4)).toMatchObject({ wisdom: 3, consistency: 3, relationships: 2, total: 12 });
      const muffinMoves = facts.moves.filter((m) => m.agent === "Muffin");
      expect(muffinMoves.filter((m) => m.kind === "raised").reduce((s, m) => s + m.count, 0)).toBe(4);
      expect(muffinMoves.filter((m) => m.kind === "resolved").reduce((s, m) => s + m.count, 0)).toBe(4);
    });

    it("filters by date (whole days, inclusive) and by source", async () => {
      const byDate = await getAgentFacts(db, { from: "2026-11-03", to: "2026-11-04" });
      expect(byDate.dialogueCount).toBe(2);
      expect(new Set(byDate.scores.map((s) => s.dialogueId)).size).toBe(2);
      const beta = await getAgentFacts(db, { source: "beta" });
      expect(beta.dialogueCount).toBe(1);
      expect(beta.scores.every((s) => s.truth === 12)).toBe(true);
      expect((await getAgentFacts(db, { source: "nowhere" })).agents).toEqual([]);
    });

    it("aggregates into a leaderboard with intervals over dialogues", async () => {
      const rows = agentLeaderboard(await getAgentFacts(db, { source: "alpha" }), "name", "truth");
      const muffin = rows.find((r) => r.label === "Muffin")!;
      expect(muffin.dims.truth.mean).toBe(5);
      expect(muffin.dims.truth.n).toBe(3);
      expect(muffin.dims.truth.interval![0]).toBeGreaterThanOrEqual(4);
      expect(muffin.dims.truth.interval![1]).toBeLessThanOrEqual(6);
      expect(muffin.also).toEqual(["Role 0"]);
      // Every agent has the same truth in each dialogue: all tie, so each ranks 1–4.
      expect(rows.map((r) => rankText(r.rank))).toEqual(["1–4", "1–4", "1–4", "1–4"]);
      const byRole = agentLeaderboard(await getAgentFacts(db), "role", "total");
      expect(byRole.map((r) => r.label).sort()).toEqual(["Role 0", "Role 1", "Role 2", "Role 3"]);
    });

    it("lists dialogue titles for comparing, without removed ones", async () => {
      const titles = await listDialogueTitles(db);
      expect(titles.map((t) => t.title).sort()).toEqual(["Generated Dialogue 1", "Generated Dialogue 2", "Generated Dialogue 3", "Generated Dialogue 4"]);
    });
  });
}
