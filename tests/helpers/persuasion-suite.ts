import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { persuasionBoard } from "@/lib/agents/persuasion-board";
import type { Db } from "@/lib/db/client";
import { getPanelFacts } from "@/lib/db/panel-facts";
import { getPersuasionFacts } from "@/lib/db/persuasion-facts";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";

const enc = (s: string) => new TextEncoder().encode(s);

/** Muffin dissents, Scone challenges, Muffin converges: one move by Muffin, credited to Scone. `quiet` drops the challenge. */
const dialogue = (n: number, quiet = false) => `# Alignment Dialogue: Persuasion ${n}

**Date**: 2026-11-0${n}
**Participants**: 🧁 Muffin, 🧁 Scone, 🧁 Eclair

## Round 0: Opening

### 🧁 Muffin

[DISSENT] caches hide load.

### 🧁 Scone

${quiet ? "Prose only." : "[CHALLENGE] load is measured anyway."}

### 🧁 Eclair

[PERSPECTIVE P01: measure first]

## Round 1: Closing

### 🧁 Muffin

[MOVE:CONVERGE] fine.
`;

/** Who moved whom as the save path stores it and the board counts it, on a real database. */
export function persuasionSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`who moved whom across dialogues on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    let alpha = 0;

    beforeAll(async () => {
      ({ db, cleanup } = await open());
      alpha = (await ensureSource(db, { kind: "upload", name: "alpha" })).id;
      const beta = await ensureSource(db, { kind: "upload", name: "beta" });
      await importItems(db, alpha, groupDialogueFiles([1, 2, 3].map((n) => ({ path: `p${n}.dialogue.md`, bytes: enc(dialogue(n, n === 3)) }))).items);
      await importItems(db, beta.id, groupDialogueFiles([{ path: "q4.dialogue.md", bytes: enc(dialogue(4)) }]).items);
      await importItems(db, beta.id, groupDialogueFiles([{ path: "q5.dialogue.md", bytes: enc(dialogue(5)) }]).items);
      await db.dialogue.updateMany({ where: { path: "q5.dialogue.md" }, data: { removedAt: new Date() } });
    }, 60_000);
    afterAll(async () => cleanup?.());

    it("stores each move with its movers in the save, and counts dialogues per agent, removed ones left out", async () => {
      const rows = await db.persuasionMove.findMany({ where: { dialogue: { path: "p1.dialogue.md" } }, orderBy: { moverRank: "asc" } });
      expect(rows.map((r) => [r.agent, r.kind, r.round, r.mover, r.basis, r.moverRank])).toEqual([
        ["Muffin", "stance", 1, "Eclair", "argued", 0],
        ["Muffin", "stance", 1, "Scone", "argued", 1],
      ]);
      const board = persuasionBoard(await getPersuasionFacts(db));
      const by = (name: string) => board.rows.find((r) => r.name === name)!;
      expect(by("Muffin").dialogues).toBe(4);
      expect([by("Muffin").moved.k, by("Muffin").moves]).toEqual([4, 4]);
      expect(by("Muffin").movedOthers.k).toBe(0);
      // Scone wrote no argument in dialogue 3; Eclair did in all four.
      expect([by("Scone").movedOthers.k, by("Scone").credits]).toEqual([3, 3]);
      expect(by("Eclair").movedOthers.k).toBe(4);
      expect(board.moves).toBe(4);
    });

    it("filters by source and date like the leaderboard", async () => {
      const beta = persuasionBoard(await getPersuasionFacts(db, { source: "beta" }));
      expect(beta.rows.find((r) => r.name === "Muffin")!.moved).toMatchObject({ k: 1, n: 1 });
      const early = persuasionBoard(await getPersuasionFacts(db, { to: "2026-11-02" }));
      expect(early.rows.find((r) => r.name === "Scone")!.movedOthers).toMatchObject({ k: 2, n: 2 });
    });

    it("reads each dialogue's outcome and panel for the panel design view, removed ones left out", async () => {
      const facts = await getPanelFacts(db);
      expect(facts.dialogues).toHaveLength(4);
      expect(facts.agents).toHaveLength(12);
      expect(facts.dialogues.every((d) => d.rounds === 2 && !d.converged && d.findings === 0)).toBe(true);
      expect((await getPanelFacts(db, { source: "beta" })).dialogues).toHaveLength(1);
      // Declared converged with a tension the tracker does not cover: one untracked tension, one piece of open business.
      const gamma = await ensureSource(db, { kind: "upload", name: "gamma" });
      const converged = [
        "# Alignment Dialogue: Open\n\n**Status**: Converged\n",
        "## Tensions Tracker\n\n| ID | Tension | Raised By | Status |\n|---|---|---|---|\n| T02 | who builds | Amann | Resolved |\n",
        "## Round 0: Only\n\n### 🧁 Kouign\n\n[TENSION T01: who pays]\n\n### 🧁 Amann\n\n[TENSION T02: who builds]\n",
      ].join("\n");
      await importItems(db, gamma.id, groupDialogueFiles([{ path: "g.dialogue.md", bytes: enc(converged) }]).items);
      expect((await getPanelFacts(db, { source: "gamma" })).dialogues).toEqual([
        expect.objectContaining({ converged: true, rounds: 1, untracked: 1, findings: 1 }),
      ]);
    });

    it("replaces a dialogue's moves when it is imported again", async () => {
      await importItems(
        db,
        alpha,
        groupDialogueFiles([{ path: "p1.dialogue.md", bytes: enc(dialogue(1, true).replace("[MOVE:CONVERGE] fine.", "[DISSENT] still no.")) }]).items,
      );
      expect(await db.persuasionMove.count({ where: { dialogue: { path: "p1.dialogue.md" } } })).toBe(0);
      const board = persuasionBoard(await getPersuasionFacts(db));
      expect(board.rows.find((r) => r.name === "Muffin")!.moved).toMatchObject({ k: 3, n: 4 });
    });
  });
}
