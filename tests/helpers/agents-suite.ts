import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentLeaderboard, rankText } from "@/lib/agents/leaderboard";
import { loadLeaderboard } from "@/lib/agents/load-leaderboard";
import type { Viewer } from "@/lib/auth/roles";
import { createModelJudge } from "@/lib/db/api-tokens";
import { saveJudgeScore, setBlindJudging } from "@/lib/db/judging";
import { createUser } from "@/lib/db/users";
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

    it("ranks by people's or model judges' scores on 0–1, as the viewer may see them under blind judging", async () => {
      const id = async (path: string) => (await db.dialogue.findFirstOrThrow({ where: { path } })).id;
      const [a1, a2, a3, b4] = [await id("a1.dialogue.md"), await id("a2.dialogue.md"), await id("a3.dialogue.md"), await id("b4.dialogue.md")];
      const person = async (email: string): Promise<Viewer> => {
        const { id } = await createUser(db, { email, name: email, role: "judge", password: "a judge's password" });
        return { id, email, name: email, role: "judge" };
      };
      const [p, q] = [await person("p@example.org"), await person("q@example.org")];
      const model = await createModelJudge(db, { name: "Model", model: "some-llm" });
      const all = (v: number) => ({ wisdom: v, consistency: v, truth: v, relationships: v });
      const save = (judge: string, dialogueId: number, round: number, agent: string, v: number) =>
        saveJudgeScore(db, judge, { dialogueId, round, agent, rubricVersionId: 1, values: all(v), rationale: null, reason: null, baseVersion: 0 });
      // Built-in rubric, 0–20. Muffin: a1 rounds 20 and 0 → 0.5; a2 16 → 0.8; Cupcake a1 4 → 0.2.
      await save(p.id, a1, 0, "Muffin", 20);
      await save(p.id, a1, 1, "Muffin", 0);
      await save(p.id, a1, 0, "Cupcake", 4);
      await save(q.id, a2, 0, "Muffin", 16);
      await save(model.id, a1, 0, "Muffin", 20);
      await save(model.id, a1, 0, "Cupcake", 0);
      // Blind b4: q's score stays hidden from p, who has not scored and revealed that round.
      await setBlindJudging(db, b4, true);
      await save(q.id, b4, 0, "Muffin", 0);

      const board = (scores: "file" | "people" | "models", viewer: Viewer | null, filter = {}) =>
        loadLeaderboard(db, "name", "total", filter, { scores, viewer });
      const muffin = async (b: ReturnType<typeof board>) => (await b).rows.find((r) => r.label === "Muffin")!;
      const asP = await board("people", p);
      expect((await muffin(board("people", p))).dims.total).toMatchObject({ mean: 0.65, n: 2 });
      expect((await muffin(board("people", p))).dims.truth.mean).toBeCloseTo(0.65);
      expect(asP.rows.find((r) => r.label === "Cupcake")!.dims.total.mean).toBeCloseTo(0.2);
      expect([asP.scoredDialogues, asP.hiddenScores]).toEqual([2, true]);

      const admin: Viewer = { ...p, id: "an-admin", role: "admin" };
      expect((await muffin(board("people", admin))).dims.total.n).toBe(3);
      expect((await muffin(board("people", admin))).dims.total.mean).toBeCloseTo((0.5 + 0.8 + 0) / 3);
      expect((await muffin(board("people", admin, { source: "beta" }))).dims.total).toMatchObject({ mean: 0, n: 1 });
      expect((await board("people", null, { source: "beta" })).scoredDialogues).toBe(0);

      const models = await board("models", p);
      expect(models.rows.filter((r) => r.dims.total.mean !== null).map((r) => [r.label, r.dims.total.mean])).toEqual(
        expect.arrayContaining([
          ["Muffin", 1],
          ["Cupcake", 0],
        ]),
      );
      expect(models.scoredDialogues).toBe(1);

      // The file's board is unchanged, on the file's own scale; moves come from the file's markers on every board.
      const file = await muffin(board("file", p, { source: "alpha" }));
      expect(file.dims.truth.mean).toBe(5);
      expect((await muffin(board("people", p, { source: "alpha" }))).raised).toBe(file.raised);

      // Never cached across scores: a new score shows at once.
      await save(p.id, a3, 0, "Muffin", 10);
      expect((await muffin(board("people", p))).dims.total.n).toBe(3);
    });

    it("lists dialogue titles for comparing, without removed ones", async () => {
      const titles = await listDialogueTitles(db);
      expect(titles.map((t) => t.title).sort()).toEqual(["Generated Dialogue 1", "Generated Dialogue 2", "Generated Dialogue 3", "Generated Dialogue 4"]);
    });
  });
}
