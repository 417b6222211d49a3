import { afterEach, describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/roles";
import { createUser } from "@/lib/db/users";
import type { Db } from "@/lib/db/client";
import { judgeScoreVersions, nextUnscoredRound, revealRound, roundAgentsOf, saveJudgeScore, setAgreementAfterReveal, setBlindJudging } from "@/lib/db/judging";
import { judgeScoresCsv } from "@/lib/export/judge-scores-csv";
import { uploadDialogues } from "@/lib/ingest/upload";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { addComment, visibleComments } from "@/lib/db/comments";
import { createQueue, getQueue, queueItems, returnToItem, skipItem, takeNext } from "@/lib/db/queues";
import { readFileSync } from "node:fs";
import { addRubricVersion, rubricForKind, setQueueRubric } from "@/lib/db/rubrics";
import { ACOR_RUBRIC, BUILT_IN_RUBRIC, GOOPSPEC_RUBRIC, REASON_NEEDED } from "@/lib/judging/rubric";
import { latestVersions } from "@/lib/judging/scores";
import { visibleScores } from "@/lib/judging/visibility";

const dialogue = (title: string) =>
  [
    `# Alignment Dialogue: ${title}`,
    "",
    "## Round 0",
    "",
    "### Muffin 🧁",
    "",
    "Opening.",
    "",
    "### Cupcake 🧁",
    "",
    "Reply.",
    "",
    "## Round 1",
    "",
    "### Muffin 🧁",
    "",
    "Second.",
    "",
    "### 💙 Judge",
    "",
    "Scores.",
    "",
  ].join("\n");

const score = (dialogueId: number, round: number, agent: string, w: number, baseVersion = 0, reason: string | null = null) => ({
  dialogueId,
  round,
  agent,
  rubricVersionId: 1,
  values: { wisdom: w, consistency: 1, truth: 1, relationships: 1 },
  rationale: null,
  reason,
  baseVersion,
});

/** Judge scores on a real database: versions, conflicts, re-import, blind visibility and the next round to score. */
export function judgingSuite(name: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>) {
  describe(`judging on ${name}`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      while (cleanups.length) await cleanups.pop()!();
    });

    async function setUp() {
      const { db, cleanup } = await open();
      cleanups.push(cleanup);
      const up = await uploadDialogues(db, [
        { path: "a.dialogue.md", bytes: new TextEncoder().encode(dialogue("Alpha")) },
        { path: "b.dialogue.md", bytes: new TextEncoder().encode(dialogue("Beta")) },
      ]);
      if (!up.ok) throw new Error(up.error);
      const [a, b] = await db.dialogue.findMany({ orderBy: { id: "asc" } });
      const one = await createUser(db, { email: "one@example.org", name: "One", role: "judge", password: "judge one password" });
      const two = await createUser(db, { email: "two@example.org", name: "Two", role: "judge", password: "judge two password" });
      return { db, a: a!, b: b!, one: one.id, two: two.id };
    }

    it("keeps every version, refuses stale and foreign saves, and survives re-import", async () => {
      const { db, a, one, two } = await setUp();
      expect(await roundAgentsOf(db, a.id)).toEqual(
        new Map([
          [0, ["Muffin", "Cupcake"]],
          [1, ["Muffin"]],
        ]),
      );
      expect(await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 3))).toEqual({ version: 1, unchanged: false });
      expect(await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 3, 1))).toEqual({ version: 1, unchanged: true });
      expect(await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 5, 1, "second look"))).toEqual({ version: 2, unchanged: false });
      await expect(saveJudgeScore(db, one, score(a.id, 0, "Muffin", 7, 1))).rejects.toThrow(/changed since you opened it/);
      await expect(saveJudgeScore(db, one, score(a.id, 0, "Judge", 1))).rejects.toThrow(/does not speak in round 0/);
      await expect(saveJudgeScore(db, one, score(a.id, 9, "Muffin", 1))).rejects.toThrow(/no agents/);
      // Another judge's score of the same agent is theirs: it starts at version 1 and leaves the first judge's alone.
      expect(await saveJudgeScore(db, two, score(a.id, 0, "Muffin", 1))).toEqual({ version: 1, unchanged: false });

      const versions = await judgeScoreVersions(db, a.id);
      expect(versions.map((v) => [v.judgeName, v.version, v.values.wisdom, v.reason])).toEqual([
        ["One", 1, 3, null],
        ["One", 2, 5, "second look"],
        ["Two", 1, 1, null],
      ]);
      expect(latestVersions(versions).map((v) => [v.judgeName, v.values.wisdom])).toEqual([
        ["One", 5],
        ["Two", 1],
      ]);

      // A changed file re-imports its rounds; the judges' scores belong to the dialogue and stay.
      const up = await uploadDialogues(db, [
        { path: "a.dialogue.md", bytes: new TextEncoder().encode(dialogue("Alpha").replace("Opening.", "Opening, revised.")) },
      ]);
      expect(up.ok && up.outcomes[0]!.status).toBe("updated");
      expect(await db.judgeScore.count({ where: { dialogueId: a.id } })).toBe(3);
    });

    it("refuses scores outside the rubric and edits without a reason, leaving the database as it was", async () => {
      const { db, a, one } = await setUp();
      await expect(saveJudgeScore(db, one, score(a.id, 0, "Muffin", 999))).rejects.toThrow("Wisdom is 0–20.");
      const with_ = (values: Record<string, number>) => ({ ...score(a.id, 0, "Muffin", 3), values: { ...score(a.id, 0, "Muffin", 3).values, ...values } });
      await expect(saveJudgeScore(db, one, with_({ truth: -1 }))).rejects.toThrow("Truth is 0–20.");
      await expect(saveJudgeScore(db, one, with_({ consistency: 2.5 }))).rejects.toThrow(/whole number/);
      // A key the rubric version does not have is refused, not stored beside the others.
      await expect(saveJudgeScore(db, one, with_({ completeness: 2 }))).rejects.toThrow();
      expect(await db.judgeScore.count()).toBe(0);

      expect(await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 3))).toEqual({ version: 1, unchanged: false });
      for (const reason of [null, ""]) {
        await expect(saveJudgeScore(db, one, score(a.id, 0, "Muffin", 4, 1, reason))).rejects.toThrow(REASON_NEEDED);
      }
      // Unchanged values need no reason and add nothing; a changed rationale is an edit like any other.
      expect(await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 3, 1))).toEqual({ version: 1, unchanged: true });
      await expect(saveJudgeScore(db, one, { ...score(a.id, 0, "Muffin", 3, 1), rationale: "new thoughts" })).rejects.toThrow(REASON_NEEDED);
      expect((await judgeScoreVersions(db, a.id)).map((v) => [v.version, v.values.wisdom])).toEqual([[1, 3]]);
    });

    it("rubrics: changing a queue's rubric points new scores at the new version, and old scores keep theirs (issue 33)", async () => {
      const { db, a, one, two } = await setUp();
      const made = await createQueue(db, { name: "Alpha", match: "Alpha", kind: "dialogue", judgesPerItem: 2, members: [] });
      expect((await getQueue(db, made.id))!.rubricVersionId).toBe(1);
      await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 12));
      // The built-in rubric's version 2 is 0–5 per dimension: the queue moves to it; one's score stays under version 1.
      const v2 = await addRubricVersion(db, {
        rubricId: 1,
        baseVersion: 1,
        kinds: [],
        dimensions: BUILT_IN_RUBRIC.dimensions.map((d) => ({ ...d, max: 5, anchors: d.anchors.filter((x) => x.level <= 5) })),
      });
      expect(v2.version).toBe(2);
      await expect(addRubricVersion(db, { rubricId: 1, baseVersion: 1, kinds: [], dimensions: BUILT_IN_RUBRIC.dimensions })).rejects.toThrow(/changed since/);
      await setQueueRubric(db, made.id, v2.id);
      // 12 was within version 1 and is not within version 2: the new version's bounds hold for new scores.
      await expect(saveJudgeScore(db, two, { ...score(a.id, 0, "Muffin", 12), rubricVersionId: v2.id })).rejects.toThrow("Wisdom is 0–5.");
      await saveJudgeScore(db, two, { ...score(a.id, 0, "Muffin", 4), rubricVersionId: v2.id });
      // One edits under the new version: a new row under v2, the first row untouched.
      await saveJudgeScore(db, one, { ...score(a.id, 0, "Muffin", 5, 1, "queue moved to 0–5"), rubricVersionId: v2.id });
      const rows = await db.judgeScore.findMany({ orderBy: { id: "asc" }, select: { judgeId: true, version: true, rubricVersionId: true, values: true } });
      expect(rows.map((r) => [r.judgeId === one ? "one" : "two", r.version, r.rubricVersionId, JSON.parse(r.values).wisdom])).toEqual([
        ["one", 1, 1, 12],
        ["two", 1, v2.id, 4],
        ["one", 2, v2.id, 5],
      ]);
      const versions = await judgeScoreVersions(db, a.id);
      expect(versions.map((v) => `${v.rubricName} v${v.rubricVersion}`)).toEqual([
        "Alignment (W/C/T/R) v1",
        "Alignment (W/C/T/R) v2",
        "Alignment (W/C/T/R) v2",
      ]);
      // Version 1 itself is unchanged, still 0–20.
      expect(JSON.parse((await db.rubricVersion.findUniqueOrThrow({ where: { id: 1 } })).dimensions)[0].max).toBe(20);
      // Outside the queue, round 1 is scored under the kind's own rubric (the built-in one's latest version now), and a
      // version the round is in no queue for is refused.
      await expect(saveJudgeScore(db, one, { ...score(a.id, 1, "Muffin", 3), rubricVersionId: 2 })).rejects.toThrow(/rubric for this round changed/);
    });

    it("rubrics: a GoopSpec report and an ACOR run are each one unit, judged under their own rubric (issue 33)", async () => {
      const { db, one } = await setUp();
      const fixture = (path: string) => new Uint8Array(readFileSync(`tests/fixtures/${path}`));
      const up = await uploadDialogues(db, [
        { path: "w1t1.md", bytes: fixture("goopspec-session/03-executor-w1t1.md") },
        { path: "run.md", bytes: fixture("acor-runs/run__csv_dedupe__ok.md") },
      ]);
      if (!up.ok) throw new Error(up.error);
      const goop = await db.dialogue.findFirstOrThrow({ where: { kind: "goopspec" } });
      const run = await db.dialogue.findFirstOrThrow({ where: { kind: "acor" } });
      expect(await roundAgentsOf(db, goop.id)).toEqual(new Map([[0, ["goop-executor"]]]));
      expect(await roundAgentsOf(db, run.id)).toEqual(new Map([[0, ["Tool run"]]]));
      const goopRubric = await rubricForKind(db, "goopspec");
      const acorRubric = await rubricForKind(db, "acor");
      expect([goopRubric.name, acorRubric.name]).toEqual([GOOPSPEC_RUBRIC.name, ACOR_RUBRIC.name]);
      const base = { round: 0, rationale: null, reason: null, baseVersion: 0 };
      await saveJudgeScore(db, one, {
        ...base,
        dialogueId: goop.id,
        agent: "goop-executor",
        rubricVersionId: goopRubric.id,
        values: { completeness: 4, verification: 3, handoff: 2 },
      });
      await saveJudgeScore(db, one, {
        ...base,
        dialogueId: run.id,
        agent: "Tool run",
        rubricVersionId: acorRubric.id,
        values: { success: 4, "tool-use": 3, honesty: 4 },
      });
      // The dialogue rubric's dimensions are no GoopSpec report's.
      await expect(
        saveJudgeScore(db, one, {
          ...base,
          dialogueId: goop.id,
          agent: "goop-executor",
          rubricVersionId: goopRubric.id,
          values: score(goop.id, 0, "x", 1).values,
        }),
      ).rejects.toThrow();
      const { current, rubrics } = await getVisibleScores(db, { viewer: null });
      expect(current.map((s) => [rubrics.get(s.rubricVersionId)!.name, s.values]).sort()).toEqual([
        [ACOR_RUBRIC.name, { success: 4, "tool-use": 3, honesty: 4 }],
        [GOOPSPEC_RUBRIC.name, { completeness: 4, verification: 3, handoff: 2 }],
      ]);
      const queue = await createQueue(db, { name: "Reports", match: "", kind: "goopspec", judgesPerItem: 1, members: [] });
      expect(queue.items).toBe(1);
      expect((await getQueue(db, queue.id))!.rubricVersionId).toBe(goopRubric.id);
    });

    it("queues: two judges asking at once for the last slot get it once; skips and returns; done is read from scores", async () => {
      const { db, a, one, two } = await setUp();
      const made = await createQueue(db, { name: "Alpha only", match: "Alpha", kind: "any", judgesPerItem: 1, members: [] });
      expect(made.items).toBe(2);
      const queue = (await getQueue(db, made.id))!;
      for (let attempt = 0; attempt < 5; attempt++) {
        await db.queueClaim.deleteMany();
        // Round 0 is filled by a third party's reservation: one slot (round 1) is left, and both judges ask at once.
        const items = await queueItems(db, queue.id);
        const three = await createUser(db, { email: `three-${attempt}@example.org`, role: "judge", password: "judge three password" });
        await db.queueClaim.create({ data: { itemId: items[0]!.id, judgeId: three.id, state: "reserved", until: new Date(Date.now() + 60_000) } });
        const [x, y] = await Promise.all([takeNext(db, queue, one), takeNext(db, queue, two)]);
        expect([x?.round ?? null, y?.round ?? null].sort()).toEqual([1, null]);
      }
      await db.queueClaim.deleteMany();
      // One takes round 0, skips it with a reason, is sent on to round 1, then comes back to round 0.
      expect((await takeNext(db, queue, one))?.round).toBe(0);
      const [r0, r1] = await queueItems(db, queue.id);
      await skipItem(db, queue, r0!.id, one, "I wrote part of this");
      expect((await takeNext(db, queue, one))?.round).toBe(1);
      expect((await returnToItem(db, queue, r0!.id, one)).round).toBe(0);
      // Scoring both agents of round 0 makes it done for that judge, whether or not the queue sent them.
      await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 3));
      await saveJudgeScore(db, one, score(a.id, 0, "Cupcake", 3));
      const after = await queueItems(db, queue.id);
      expect([...after[0]!.doneBy]).toEqual([one]);
      expect(after[1]!.id).toBe(r1!.id);
      // A queue for named judges refuses the others.
      const closed = await createQueue(db, { name: "Closed", match: "", kind: "dialogue", judgesPerItem: 2, members: [one] });
      expect(closed.items).toBe(4);
      await expect(takeNext(db, (await getQueue(db, closed.id))!, two)).rejects.toThrow(/not one of this queue's judges/);
      await expect(createQueue(db, { name: "None", match: "no such title", kind: "any", judgesPerItem: 1, members: [] })).rejects.toThrow(/No document/);
    });

    it("discussion: under blind judging another judge's comments show once the judge has revealed the round; admins see all", async () => {
      const { db, a, b, one, two } = await setUp();
      const admin = await createUser(db, { email: "admin@example.org", role: "admin", password: "admin password 123" });
      const viewer = (id: string, role: "judge" | "admin" = "judge"): Viewer => ({ id, email: `${id}@x`, name: id, role });
      const comment = { dialogueId: a.id, round: 0, marker: "", markerLabel: "", body: "Cupcake's reply ignores the opening" };
      await setBlindJudging(db, a.id, true);
      await addComment(db, one, comment);
      await addComment(db, two, { ...comment, body: "mine", marker: "marker-1", markerLabel: "PERSPECTIVE P01: caching" });
      const bodies = async (who: Viewer, dialogueId = a.id) => (await visibleComments(db, who, dialogueId, 0)).comments.map((c) => c.body);
      expect(await bodies(viewer(two))).toEqual(["mine"]);
      expect((await visibleComments(db, viewer(two), a.id, 0)).held).toBe(true);
      expect(await bodies(viewer(admin.id, "admin"))).toEqual(["Cupcake's reply ignores the opening", "mine"]);
      await saveJudgeScore(db, two, score(a.id, 0, "Muffin", 2));
      expect(await bodies(viewer(two))).toEqual(["mine"]);
      await saveJudgeScore(db, two, score(a.id, 0, "Cupcake", 2));
      // Scoring every agent is not enough (issue 32, item 6): the discussion opens when the judge says they are done.
      expect(await bodies(viewer(two))).toEqual(["mine"]);
      await revealRound(db, two, a.id, 0);
      expect(await bodies(viewer(two))).toEqual(["Cupcake's reply ignores the opening", "mine"]);
      expect((await visibleComments(db, viewer(two), a.id, 0)).comments[1]).toMatchObject({ marker: "marker-1", markerLabel: "PERSPECTIVE P01: caching" });
      // Not blind: every judge reads the discussion at once.
      await addComment(db, one, { ...comment, dialogueId: b.id });
      expect(await bodies(viewer(two), b.id)).toEqual(["Cupcake's reply ignores the opening"]);
      await expect(addComment(db, one, { ...comment, round: 9 })).rejects.toThrow(/nothing to discuss/);
    });

    it("finds the next unscored round, here first, then in later dialogues", async () => {
      const { db, a, b, one } = await setUp();
      expect(await nextUnscoredRound(db, one)).toMatchObject({ slug: a.slug, round: 0 });
      await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 1));
      expect(await nextUnscoredRound(db, one)).toMatchObject({ slug: a.slug, round: 0 });
      await saveJudgeScore(db, one, score(a.id, 0, "Cupcake", 1));
      expect(await nextUnscoredRound(db, one, { dialogueId: a.id, round: 0 })).toMatchObject({ slug: a.slug, round: 1 });
      await saveJudgeScore(db, one, score(a.id, 1, "Muffin", 1));
      expect(await nextUnscoredRound(db, one, { dialogueId: a.id, round: 1 })).toMatchObject({ slug: b.slug, round: 0 });
      for (const [round, agent] of [
        [0, "Muffin"],
        [0, "Cupcake"],
        [1, "Muffin"],
      ] as const)
        await saveJudgeScore(db, one, score(b.id, round, agent, 2));
      expect(await nextUnscoredRound(db, one)).toBeNull();
    });

    it("hides other judges' rounds in blind mode until the judge reveals the round, which needs every agent scored", async () => {
      const { db, a, one, two } = await setUp();
      await setBlindJudging(db, a.id, true);
      await saveJudgeScore(db, one, score(a.id, 0, "Muffin", 3));
      await saveJudgeScore(db, one, score(a.id, 0, "Cupcake", 3));
      await saveJudgeScore(db, two, score(a.id, 0, "Muffin", 4));
      const viewerTwo = { id: two, email: "two@example.org", name: "Two", role: "judge" as const };
      const seenByTwo = async () => (await getVisibleScores(db, { viewer: viewerTwo, dialogueId: a.id })).versions.map((s) => s.judgeName).sort();
      expect(await seenByTwo()).toEqual(["Two"]);
      await expect(revealRound(db, two, a.id, 0)).rejects.toThrow(/Score every agent of round 0 first: Cupcake has no score yet/);
      // Issue 32, item 6: placeholder scores for every agent (zeros) reveal nothing by themselves.
      await saveJudgeScore(db, two, { ...score(a.id, 0, "Cupcake", 0), values: { wisdom: 0, consistency: 0, truth: 0, relationships: 0 } });
      expect(await seenByTwo()).toEqual(["Two", "Two"]);
      expect(await revealRound(db, two, a.id, 0)).toMatchObject({ already: false });
      expect(await seenByTwo()).toEqual(["One", "One", "Two", "Two"]);
      expect(await revealRound(db, two, a.id, 0)).toMatchObject({ already: true });
      // Admins (who oversee) see everything; so does everyone when the dialogue is not blind. A viewer, or a visitor
      // when reading is public, has revealed nothing and sees nothing (issue 17, item 6: they saw everything).
      const all = await judgeScoreVersions(db, a.id);
      const none = new Set<number>();
      expect(visibleScores(all, { ...viewerTwo, id: "a-viewer", role: "viewer" }, true, none)).toHaveLength(0);
      expect(visibleScores(all, null, true, none)).toHaveLength(0);
      expect(visibleScores(all, { ...viewerTwo, id: "an-admin", role: "admin" }, true, none)).toHaveLength(4);
      expect(visibleScores(all, { ...viewerTwo, id: "a-third-judge" }, true, none)).toHaveLength(0);
      expect(visibleScores(all, { ...viewerTwo, id: "someone-else" }, false, none)).toHaveLength(4);
    });

    it("marks every edit after a reveal, in the history and the export, and agreement keeps the last score before it unless an admin says otherwise", async () => {
      const { db, a, one, two } = await setUp();
      await setBlindJudging(db, a.id, true);
      for (const [agent, w] of [
        ["Muffin", 1],
        ["Cupcake", 1],
      ] as const) {
        await saveJudgeScore(db, one, score(a.id, 0, agent, 4));
        await saveJudgeScore(db, two, score(a.id, 0, agent, w));
      }
      await revealRound(db, two, a.id, 0);
      // Two has seen One's 4s and moves to match: the edit is kept, and marked.
      await saveJudgeScore(db, two, score(a.id, 0, "Muffin", 4, 1, "matched after seeing the others"));
      const versions = await judgeScoreVersions(db, a.id);
      expect(versions.filter((v) => v.judgeId === two && v.agent === "Muffin").map((v) => [v.version, v.afterReveal])).toEqual([
        [1, false],
        [2, true],
      ]);
      expect(versions.filter((v) => v.judgeId === one).every((v) => !v.afterReveal)).toBe(true);
      const csv = judgeScoresCsv(versions.map((v) => ({ ...v, slug: a.slug })));
      expect(csv.split("\r\n")[0]).toContain(",after_reveal,");
      expect(
        csv
          .split("\r\n")
          .filter((line) => line.includes(",Two,2,"))
          .map((line) => line.includes(",yes,")),
      ).toEqual([true]);
      const admin: Viewer = { id: "an-admin", email: "admin@x", name: "Admin", role: "admin" };
      const twoOnMuffin = async () => {
        const read = await getVisibleScores(db, { viewer: admin, dialogueId: a.id });
        return {
          current: read.current.find((s) => s.judgeId === two && s.agent === "Muffin")!.values.wisdom,
          agreement: read.forAgreement.find((s) => s.judgeId === two && s.agent === "Muffin")!.values.wisdom,
        };
      };
      expect(await twoOnMuffin()).toEqual({ current: 4, agreement: 1 });
      await setAgreementAfterReveal(db, a.id, true);
      expect(await twoOnMuffin()).toEqual({ current: 4, agreement: 4 });
    });

    it("reads every dialogue's visible scores in one call, each by its own blind switch", async () => {
      const { db, a, b, one, two } = await setUp();
      await setBlindJudging(db, a.id, true);
      for (const judge of [one, two]) for (const d of [a, b]) await saveJudgeScore(db, judge, score(d.id, 0, "Muffin", 3));
      const judgeOne: Viewer = { id: one, email: "one@example.org", name: "One", role: "judge" };
      const seen = async (viewer: Viewer | null, dialogueId?: number) =>
        (await getVisibleScores(db, { viewer, dialogueId })).current.map((s) => `${s.dialogueId === a.id ? "a" : "b"}:${s.judgeName}`).sort();
      // In blind "a" One has not revealed round 0 (Cupcake is unscored): only their own; open "b" shows both.
      expect(await seen(judgeOne)).toEqual(["a:One", "b:One", "b:Two"]);
      expect(await seen(null)).toEqual(["b:One", "b:Two"]);
      // A visitor of blind "a" sees no score of it, but is told two judges have scored (issue 33: "no judge has scored yet").
      expect((await getVisibleScores(db, { viewer: null, dialogueId: a.id })).hiddenJudges).toBe(2);
      expect(await seen({ ...judgeOne, id: "an-admin", role: "admin" })).toEqual(["a:One", "a:Two", "b:One", "b:Two"]);
      const single = await getVisibleScores(db, { viewer: judgeOne, dialogueId: a.id });
      expect({ hidden: single.hidden, hiddenJudges: single.hiddenJudges, rounds: single.roundAgents.get(a.id) }).toEqual({
        hidden: 1,
        hiddenJudges: 1,
        rounds: new Map([
          [0, ["Muffin", "Cupcake"]],
          [1, ["Muffin"]],
        ]),
      });
      await saveJudgeScore(db, one, score(a.id, 0, "Cupcake", 3));
      expect(await seen(judgeOne, a.id)).toEqual(["a:One", "a:One"]);
      await revealRound(db, one, a.id, 0);
      expect(await seen(judgeOne, a.id)).toEqual(["a:One", "a:One", "a:Two"]);
    });
  });
}
