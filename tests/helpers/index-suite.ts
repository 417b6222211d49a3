import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { listAfter, listDialogues, type IndexPosition } from "@/lib/db/dialogues";
import { ensureDirectorySource, ensureSource } from "@/lib/db/store";
import { saveJudgeScore } from "@/lib/db/judging";
import { createUser } from "@/lib/db/users";
import { DEFAULT_INDEX_QUERY, INDEX_SORTS, type IndexQuery } from "@/lib/dialogue-index";
import { groupDialogueFiles } from "@/lib/ingest/group";
import { importItems } from "@/lib/ingest/pipeline";
import { generatedDialogue } from "./generate";

const enc = (s: string) => new TextEncoder().encode(s);
/** The titles of the generated dialogues, in the order given. */
const generated = (...numbers: number[]) => numbers.map((n) => `Generated Dialogue ${n}`);
/** The title with LIKE wildcards in it (dialogue 6 renamed). */
const QUOTA = "Quota at 100% for batch_jobs";

/**
 * The dialogue index's query on one database: filter, sort, page and facet counts are done by the database, so the
 * same promises are checked on SQLite and PostgreSQL.
 */
export function indexSuite(label: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`dialogue index on ${label}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    const q = (change: Partial<IndexQuery>) => listDialogues(db, { ...DEFAULT_INDEX_QUERY, ...change });
    const titles = async (change: Partial<IndexQuery>) => (await q(change)).rows.map((r) => r.title);

    beforeAll(async () => {
      ({ db, cleanup } = await open());
      const alpha = await ensureSource(db, { kind: "upload", name: "alpha" });
      const beta = await ensureSource(db, { kind: "upload", name: "beta" });
      // Totals grow with the variant; n % 3 === 0 is "In Progress"; dates are day n.
      const files = [1, 2, 3, 4, 5].map((n) => ({ path: `a${n}.dialogue.md`, bytes: enc(generatedDialogue(n, n)) }));
      await importItems(db, alpha.id, groupDialogueFiles(files).items);
      const odd = [
        // LIKE wildcards in a title: a filter for "%" or "_" must match them literally.
        { path: "b6.dialogue.md", bytes: enc(generatedDialogue(6).replace("Generated Dialogue 6", QUOTA)) },
        // No score at all (no Total ALIGNMENT line, no per-agent table to sum): sorts last whichever way the total is sorted.
        { path: "b7.dialogue.md", bytes: enc(generatedDialogue(7).replace(/## Alignment Scoreboard\n[\s\S]*?\*\*Total ALIGNMENT\*\*: \d+\n/, "")) },
        { path: "b8.dialogue.md", bytes: enc(generatedDialogue(8)) },
      ];
      await importItems(db, beta.id, groupDialogueFiles(odd).items);
      await db.dialogue.updateMany({ where: { path: "b8.dialogue.md" }, data: { removedAt: new Date() } });
    }, 60_000);
    afterAll(async () => cleanup?.());

    it("lists the dialogues that are not removed, newest first, with their counts and source", async () => {
      const page = await q({});
      expect(page.everything).toBe(7);
      expect(page.rows.map((r) => r.date?.slice(0, 10))).toEqual([
        "2026-11-08",
        "2026-11-07",
        "2026-11-06",
        "2026-11-05",
        "2026-11-04",
        "2026-11-03",
        "2026-11-02",
      ]);
      expect(page.rows.find((r) => r.title === "Generated Dialogue 2")).toMatchObject({
        source: "alpha",
        roundCount: 3,
        agentCount: 4,
        perspectiveCount: 12,
        openTensionCount: 0,
        resolvedTensionCount: 4,
        totalAlignment: 54,
        errorCount: 0,
      });
    });

    it("sorts by total either way, a dialogue without one last both times", async () => {
      const desc = await titles({ sort: "total", dir: "desc" });
      expect(desc).toEqual([...generated(5, 4, 3, 2, 1), QUOTA, ...generated(7)]);
      const asc = await titles({ sort: "total", dir: "asc" });
      expect(asc).toEqual([QUOTA, ...generated(1, 2, 3, 4, 5, 7)]);
      expect(await titles({ sort: "source", dir: "desc" })).toEqual([...generated(7), QUOTA, ...generated(1, 2, 3, 4, 5)]);
    });

    it("filters by every word of the text, case-insensitively, and by status and source, with facet counts", async () => {
      expect(await titles({ q: "GENERATED 3" })).toEqual(["Generated Dialogue 3"]);
      expect(await titles({ q: "a3.dialogue" })).toEqual(["Generated Dialogue 3"]);
      const inProgress = await q({ status: "in-progress", sort: "title", dir: "asc" });
      expect(inProgress.rows.map((r) => r.title)).toEqual(["Generated Dialogue 3", QUOTA]);
      // The status facet counts under the other filters, not under itself.
      expect(inProgress.statuses).toEqual([
        { value: "converged", count: 5 },
        { value: "in-progress", count: 2 },
      ]);
      expect(inProgress.sources).toEqual([
        { value: "alpha", count: 1 },
        { value: "beta", count: 1 },
      ]);
      const beta = await q({ source: "beta" });
      expect(beta.matching).toBe(2);
      expect(beta.everything).toBe(7);
      expect((await q({ source: "no-such-source" })).matching).toBe(0);
    });

    it("takes LIKE wildcards in the filter literally", async () => {
      expect(await titles({ q: "%" })).toEqual([QUOTA]);
      expect(await titles({ q: "_" })).toEqual([QUOTA]);
      expect(await titles({ q: "100%_" })).toEqual([]);
    });

    it("pages in the database and clamps a page past the end to the last one", async () => {
      const second = await q({ sort: "title", dir: "asc", size: 3, page: 2 });
      expect(second.pageCount).toBe(3);
      expect(second.rows.map((r) => r.title)).toEqual(["Generated Dialogue 4", "Generated Dialogue 5", "Generated Dialogue 7"]);
      const past = await q({ sort: "title", dir: "asc", size: 3, page: 99 });
      expect(past.query.page).toBe(3);
      expect(past.rows.map((r) => r.title)).toEqual([QUOTA]);
    });

    /** Every title of a walk from the start, `size` at a time, each page after where the last one ended. */
    async function walk(query: Partial<IndexQuery>, size: number, between?: (page: number) => Promise<void>) {
      const seen: string[] = [];
      let after: IndexPosition | null = null;
      for (let page = 1; page < 50; page++) {
        const result = await listAfter(db, { ...DEFAULT_INDEX_QUERY, ...query, size }, after);
        seen.push(...result.rows.map((r) => r.title));
        if (!result.next) return seen;
        after = result.next;
        await between?.(page);
      }
      throw new Error("the walk did not end");
    }

    it("walks every order after a position, two at a time, in the same order as one whole page: ties by title, nulls last", async () => {
      for (const sort of INDEX_SORTS)
        for (const dir of ["asc", "desc"] as const) {
          const whole = await titles({ sort, dir, size: 100 });
          expect(whole).toHaveLength(7);
          expect(await walk({ sort, dir }, 2), `${sort} ${dir}`).toEqual(whole);
        }
      // The filters apply as on the index page, and the count is the filter's, wherever the walk stands.
      const beta = await listAfter(db, { ...DEFAULT_INDEX_QUERY, source: "beta", size: 1 }, null);
      expect(beta).toMatchObject({ matching: 2, rows: [{ source: "beta" }] });
      expect(await walk({ source: "beta", sort: "total", dir: "desc" }, 1)).toEqual([QUOTA, ...generated(7)]);
    });

    it("neither repeats nor skips a row when a document arrives before the position while a client walks the list", async () => {
      const before = await titles({ sort: "title", dir: "asc", size: 100 });
      const alpha = await ensureSource(db, { kind: "upload", name: "alpha" });
      const arriving = { path: "a0.dialogue.md", bytes: enc(generatedDialogue(9).replace("Generated Dialogue 9", "Aardvark Arrives")) };
      const seen = await walk({ sort: "title", dir: "asc" }, 3, async (page) => {
        if (page === 1) await importItems(db, alpha.id, groupDialogueFiles([arriving]).items);
      });
      await db.dialogue.updateMany({ where: { path: "a0.dialogue.md" }, data: { removedAt: new Date() } });
      // An offset's second page would have started one row early and shown the first page's last title again.
      expect(seen).toEqual(before);
    });

    // Runs after the tests above: the stub it adds would change their counts.
    describe("stubs, size and scored by me", () => {
      const STUB = "# Alignment Dialogue: Stub Dialogue\n\n**Date**: 2026-11-20\n**Status**: In Progress\n";
      let judge: string;
      let other: string;
      beforeAll(async () => {
        const gamma = await ensureSource(db, { kind: "upload", name: "gamma" });
        await importItems(db, gamma.id, groupDialogueFiles([{ path: "g-stub.dialogue.md", bytes: enc(STUB) }]).items);
        judge = (await createUser(db, { email: "judge@example.org", name: "Judge", role: "judge", password: "judge password 123" })).id;
        other = (await createUser(db, { email: "other@example.org", name: "Other", role: "judge", password: "other password 123" })).id;
        const one = await db.dialogue.findFirstOrThrow({ where: { title: "Generated Dialogue 1" } });
        const agents = ["Muffin", "Cupcake", "Scone", "Eclair"];
        const score = (round: number, agent: string) => ({
          dialogueId: one.id,
          round,
          agent,
          rubricVersionId: 1,
          values: { wisdom: 2, consistency: 2, truth: 2, relationships: 2 },
          rationale: null,
          baseVersion: 0,
          reason: null,
        });
        // Round 0 scored whole, round 1 only in part: one round of three counts.
        for (const agent of agents) await saveJudgeScore(db, judge, score(0, agent));
        await saveJudgeScore(db, judge, score(1, "Muffin"));
      }, 60_000);

      it("hides stubs unless asked, and counts them under the other filters", async () => {
        const page = await q({});
        expect(page.rows.map((r) => r.title)).not.toContain("Stub Dialogue");
        expect(page.matching).toBe(7);
        expect(page.stubCount).toBe(1);
        expect((await q({ source: "beta" })).stubCount).toBe(0);
        const shown = await q({ stubs: true, sort: "title", dir: "asc" });
        expect(shown.matching).toBe(8);
        expect(shown.rows.find((r) => r.title === "Stub Dialogue")).toMatchObject({ roundCount: 0, source: "gamma" });
      });

      it("stores each file's bytes and sorts by them in the database", async () => {
        const page = await q({ stubs: true, sort: "size", dir: "asc" });
        const sizes = page.rows.map((r) => r.byteSize);
        expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
        expect(page.rows[0]).toMatchObject({ title: "Stub Dialogue", byteSize: new TextEncoder().encode(STUB).length });
        const desc = (await q({ stubs: true, sort: "size", dir: "desc" })).rows.map((r) => r.byteSize);
        expect(desc).toEqual([...sizes].reverse());
      });

      it("names a directory source by its folder, finds it again by its path, and keeps two folders of one name apart", async () => {
        const blue = await ensureDirectorySource(db, "/work/shared/corpus/blue");
        expect(blue).toMatchObject({ name: "blue", url: "/work/shared/corpus/blue" });
        expect((await ensureDirectorySource(db, "/work/shared/corpus/blue")).id).toBe(blue.id);
        expect(await ensureDirectorySource(db, "/home/dev/blue/")).toMatchObject({ name: "blue-2", url: "/home/dev/blue/" });
      });

      it("counts, for the judge asking, the rounds they scored every agent of", async () => {
        const mine = await listDialogues(db, { ...DEFAULT_INDEX_QUERY, stubs: true }, { judgeId: judge });
        const of = (title: string) => mine.rows.find((r) => r.title === title)!.scoredByMe;
        expect(of("Generated Dialogue 1")).toEqual({ scored: 1, rounds: 3 });
        expect(of("Generated Dialogue 2")).toEqual({ scored: 0, rounds: 3 });
        expect(of("Stub Dialogue")).toEqual({ scored: 0, rounds: 0 });
        const theirs = await listDialogues(db, DEFAULT_INDEX_QUERY, { judgeId: other });
        expect(theirs.rows.find((r) => r.title === "Generated Dialogue 1")!.scoredByMe).toEqual({ scored: 0, rounds: 3 });
        expect((await q({})).rows.every((r) => r.scoredByMe === null)).toBe(true);
      });
    });
  });
}
