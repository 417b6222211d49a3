import { parseSetCookieHeader } from "better-auth/cookies";
import { describe, expect, it } from "vitest";
import { adjudicateScoreAction } from "@/lib/actions/adjudicate-score";
import { assignItemsAction } from "@/lib/actions/assign-items";
import { deleteQueueAction } from "@/lib/actions/delete-queue";
import { editQueueAction } from "@/lib/actions/edit-queue";
import { releaseHoldsAction } from "@/lib/actions/release-holds";
import { setQueueClosedAction } from "@/lib/actions/set-queue-closed";
import { skipItemAction } from "@/lib/actions/skip-item";
import { takeNextAction } from "@/lib/actions/take-next";
import { authFor } from "@/lib/auth/auth";
import { signIn } from "@/lib/auth/sign-in";
import { queueJudgement } from "@/lib/db/adjudication";
import { db } from "@/lib/db/client";
import { saveJudgeScore } from "@/lib/db/judging";
import { listMyScores } from "@/lib/db/my-scores";
import { createQueue, getQueue } from "@/lib/db/queues";
import { setQueueRubric } from "@/lib/db/rubrics";
import { createUser } from "@/lib/db/users";
import { uploadDialogues } from "@/lib/ingest/upload";
import { disagreements } from "@/lib/judging/adjudication";
import type { ActingAs } from "./queue-hoarding-suite";

const dialogue = (title: string) =>
  [`# Alignment Dialogue: ${title}`, "", "## Round 0", "", "### Muffin 🧁", "", "Caches help.", "", "### Cupcake 🧁", "", "They hide load.", ""].join("\n");

async function cookieFor(email: string, password: string): Promise<string> {
  const result = await signIn(db(), authFor(db(), false), { email, password }, "127.0.0.1");
  if (!result.ok) throw new Error(result.message);
  return [...parseSetCookieHeader(result.setCookies.join(", "))].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ");
}

const form = (entries: Record<string, string | number | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    if (Array.isArray(value)) for (const v of value) data.append(key, v);
    else data.set(key, String(value));
  }
  return data;
};
const idle = { ok: true, message: null, fieldErrors: {}, data: null } as never;

/** What an action did: where it sent the caller (a redirect or a refusal's digest), or the state it answered with. */
async function outcome(run: () => Promise<unknown>): Promise<{ digest?: string; ok?: boolean; message?: string | null; fieldErrors?: Record<string, string> }> {
  try {
    return (await run()) as { ok: boolean; message: string | null };
  } catch (error) {
    const digest = (error as { digest?: string }).digest;
    if (!digest) throw error;
    return { digest };
  }
}

const score = (judgeId: string, dialogueId: number, agent: string, wisdom: number, rubricVersionId = 1, values?: Record<string, number>) =>
  saveJudgeScore(db(), judgeId, {
    dialogueId,
    round: 0,
    agent,
    rubricVersionId,
    values: values ?? { wisdom, consistency: 10, truth: 10, relationships: 10 },
    rationale: null,
    reason: null,
    baseVersion: 0,
  });

/** Issue 33, item 4: a lead's operations on a queue, through the server actions as the lead's browser calls them. */
export function queueOperationsSuite(name: string, acting: ActingAs) {
  describe(`a lead's queue operations on ${name}`, () => {
    let lead = "";
    const judgeCookies: string[] = [];
    const judgeIds: string[] = [];
    let queueId = 0;
    let itemIds: number[] = [];
    const as = (cookie: string, run: () => Promise<unknown>) => {
      acting.cookie = cookie;
      return outcome(run);
    };

    it("sets up three rounds, a lead and three judges", async () => {
      const up = await uploadDialogues(
        db(),
        [1, 2, 3].map((n) => ({ path: `ops${n}.dialogue.md`, bytes: new TextEncoder().encode(dialogue(`Ops ${n}`)) })),
      );
      if (!up.ok) throw new Error(up.error);
      await createUser(db(), { email: "lead@example.org", role: "admin", password: "lead password 1234" });
      lead = await cookieFor("lead@example.org", "lead password 1234");
      for (const n of [1, 2, 3]) {
        const user = await createUser(db(), { email: `ops${n}@example.org`, role: "judge", password: `ops judge ${n} password` });
        judgeIds.push(user.id);
        judgeCookies.push(await cookieFor(`ops${n}@example.org`, `ops judge ${n} password`));
      }
      const made = await createQueue(db(), { name: "Ops", match: "Ops", kind: "any", judgesPerItem: 1, members: [] });
      queueId = made.id;
      itemIds = (await db().queueItem.findMany({ where: { queueId }, orderBy: { position: "asc" } })).map((i) => i.id);
      expect(itemIds).toHaveLength(3);
    });

    it("edits name, judges per round, hold time and judges; a judge taken off loses their holds, and a judge may not edit", async () => {
      await as(judgeCookies[2]!, () => takeNextAction(idle, form({ queueId })));
      expect(await db().queueClaim.count({ where: { judgeId: judgeIds[2]!, state: "reserved" } })).toBe(1);
      await db().queueAssignment.create({ data: { itemId: itemIds[0]!, judgeId: judgeIds[2]!, assignedBy: "test" } });
      const fields = { queueId, name: "Ops, renamed", judgesPerItem: 2, reserveMinutes: 45, members: [judgeIds[0]!, judgeIds[1]!] };
      expect((await as(judgeCookies[0]!, () => editQueueAction(idle, form(fields)))).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;403");
      expect((await getQueue(db(), queueId))!.name).toBe("Ops");
      expect(await as(lead, () => editQueueAction(idle, form(fields)))).toMatchObject({ ok: true });
      const queue = (await getQueue(db(), queueId))!;
      expect([queue.name, queue.judgesPerItem, queue.reserveMinutes, [...queue.memberIds].sort()]).toEqual([
        "Ops, renamed",
        2,
        45,
        [judgeIds[0]!, judgeIds[1]!].sort(),
      ]);
      expect(await db().queueClaim.count({ where: { judgeId: judgeIds[2]! } })).toBe(0);
      expect(await db().queueAssignment.count({ where: { judgeId: judgeIds[2]! } })).toBe(0);
      const refused = await as(lead, () => editQueueAction(idle, form({ ...fields, judgesPerItem: 0 })));
      expect(refused.fieldErrors?.judgesPerItem).toMatch(/At least one judge/);
    });

    it("assigns a round to a named judge: they get it first, and nobody else takes its only slot", async () => {
      await as(lead, () => editQueueAction(idle, form({ queueId, name: "Ops", judgesPerItem: 1, reserveMinutes: 30, members: [] })));
      // An assignment to someone who may not judge the queue is refused (a viewer).
      const viewer = await createUser(db(), { email: "ops-viewer@example.org", role: "viewer", password: "ops viewer password" });
      const wrong = await as(lead, () => assignItemsAction(idle, form({ queueId, judgeId: viewer.id, itemIds: [String(itemIds[2])], mode: "assign" })));
      expect(wrong).toMatchObject({ ok: false });
      expect(await db().queueAssignment.count()).toBe(0);
      const assigned = await as(lead, () => assignItemsAction(idle, form({ queueId, judgeId: judgeIds[1]!, itemIds: [String(itemIds[2])], mode: "assign" })));
      expect(assigned).toMatchObject({ ok: true, message: "Assigned 1 round." });
      expect((await db().queueAssignment.findFirstOrThrow()).assignedBy).not.toBe("");
      // Judge two is sent to round 3 (assigned) before round 1; judges one and three take rounds 1 and 2, never 3.
      expect((await as(judgeCookies[1]!, () => takeNextAction(idle, form({ queueId })))).digest).toContain("/d/ops3/judge");
      await db().queueClaim.deleteMany({ where: { judgeId: judgeIds[1]! } });
      expect((await as(judgeCookies[0]!, () => takeNextAction(idle, form({ queueId })))).digest).toContain("/d/ops1/judge");
      expect((await as(judgeCookies[2]!, () => takeNextAction(idle, form({ queueId })))).digest).toContain("/d/ops2/judge");
      // Judge three skips round 2: round 3 still waits for judge two, so nothing is left for judge three.
      const skipped = await as(judgeCookies[2]!, () => skipItemAction(idle, form({ queueId, itemId: itemIds[1]!, reason: "later" })));
      expect(skipped.digest).toContain(`/queues/${queueId}`);
      // Taking the assignment back frees the slot.
      await as(lead, () => assignItemsAction(idle, form({ queueId, judgeId: judgeIds[1]!, itemIds: [String(itemIds[2])], mode: "unassign" })));
      expect(await db().queueAssignment.count()).toBe(0);
      expect((await as(judgeCookies[2]!, () => takeNextAction(idle, form({ queueId })))).digest).toContain("/d/ops3/judge");
    });

    it("releases one judge's holds, or one round's, and keeps their skips", async () => {
      const held = () => db().queueClaim.findMany({ where: { state: "reserved", item: { queueId } }, select: { judgeId: true, itemId: true } });
      expect((await held()).map((c) => c.itemId).sort()).toEqual([itemIds[0]!, itemIds[2]!].sort());
      expect((await as(judgeCookies[0]!, () => releaseHoldsAction(idle, form({ queueId, judgeId: judgeIds[2]!, itemId: "" })))).digest).toBe(
        "NEXT_HTTP_ERROR_FALLBACK;403",
      );
      expect(await as(lead, () => releaseHoldsAction(idle, form({ queueId, judgeId: judgeIds[2]!, itemId: "" })))).toMatchObject({
        ok: true,
        message: "Released 1 hold.",
      });
      expect((await held()).map((c) => c.judgeId)).toEqual([judgeIds[0]!]);
      expect(await db().queueClaim.count({ where: { judgeId: judgeIds[2]!, state: "skipped" } })).toBe(1);
      expect(await as(lead, () => releaseHoldsAction(idle, form({ queueId, judgeId: "", itemId: itemIds[0]! })))).toMatchObject({ ok: true });
      expect(await held()).toEqual([]);
    });

    it("a closed queue gives out nothing new, held rounds may still be scored, and it opens again", async () => {
      await as(judgeCookies[0]!, () => takeNextAction(idle, form({ queueId })));
      expect(await as(lead, () => setQueueClosedAction(idle, form({ queueId, closed: "1" })))).toMatchObject({ ok: true });
      expect((await getQueue(db(), queueId))!.closedAt).not.toBeNull();
      expect(await as(judgeCookies[1]!, () => takeNextAction(idle, form({ queueId })))).toMatchObject({ ok: false, message: /closed/ });
      const ops1 = await db().dialogue.findFirstOrThrow({ where: { slug: "ops1" } });
      await score(judgeIds[0]!, ops1.id, "Muffin", 4);
      await score(judgeIds[0]!, ops1.id, "Cupcake", 9);
      await as(lead, () => setQueueClosedAction(idle, form({ queueId, closed: "0" })));
      expect((await as(judgeCookies[1]!, () => takeNextAction(idle, form({ queueId })))).digest).toContain("/d/ops");
    });

    it("lists rounds judges disagree on, records the lead's final with who and when, and consensus takes it", async () => {
      const ops1 = await db().dialogue.findFirstOrThrow({ where: { slug: "ops1" } });
      await score(judgeIds[1]!, ops1.id, "Muffin", 14);
      await score(judgeIds[1]!, ops1.id, "Cupcake", 10);
      const adminViewer = { id: "x", role: "admin" as const, name: "", email: "" };
      const queue = (await getQueue(db(), queueId))!;
      const before = await queueJudgement(db(), queue, adminViewer);
      const found = disagreements(
        before.scores.map((s) => ({ ...s, judgeName: s.judgeName })),
        before.items,
      );
      expect(found.map((d) => [d.agent, d.flagged])).toEqual([["Muffin", ["wisdom"]]]);
      const fields = {
        queueId,
        dialogueId: ops1.id,
        round: 0,
        agent: "Muffin",
        rubricVersionId: 1,
        wisdom: 7,
        consistency: 10,
        truth: 10,
        relationships: 10,
        note: "Read again",
      };
      expect((await as(judgeCookies[1]!, () => adjudicateScoreAction(idle, form(fields)))).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;403");
      expect(await db().adjudication.count()).toBe(0);
      expect((await as(lead, () => adjudicateScoreAction(idle, form({ ...fields, wisdom: 99 })))).fieldErrors?.wisdom).toMatch(/0–20/);
      expect(await as(lead, () => adjudicateScoreAction(idle, form(fields)))).toMatchObject({ ok: true });
      const final = await db().adjudication.findFirstOrThrow({ include: { lead: { select: { email: true } } } });
      expect([final.wisdom, final.note, final.lead.email]).toEqual([7, "Read again", "lead@example.org"]);
      const after = await queueJudgement(db(), queue, adminViewer);
      expect(after.finals.get(`${ops1.id}:0:Muffin`)?.values.wisdom).toBe(7);
      // A version nobody scored this unit under is refused, as is one whose dimensions the final's table cannot hold.
      expect(await as(lead, () => adjudicateScoreAction(idle, form({ ...fields, rubricVersionId: 2 })))).toMatchObject({
        ok: false,
        message: /No judge scored/,
      });
      const ops2 = await db().dialogue.findFirstOrThrow({ where: { slug: "ops2" } });
      await setQueueRubric(db(), queueId, 2);
      await score(judgeIds[0]!, ops2.id, "Muffin", 0, 2, { completeness: 1, verification: 4, handoff: 2 });
      await setQueueRubric(db(), queueId, 1);
      const refused = await as(lead, () => adjudicateScoreAction(idle, form({ ...fields, dialogueId: ops2.id, rubricVersionId: 2 })));
      expect(refused).toMatchObject({ ok: false, message: /only be recorded under a rubric with wisdom/ });
      expect(await db().adjudication.count()).toBe(1);
    });

    it("each judge's own scores, with the queue their round is in", async () => {
      const mine = await listMyScores(db(), judgeIds[1]!);
      expect(mine.map((s) => [s.slug, s.agent, s.values.wisdom, s.rubric.name, s.queues.map((q) => q.name)]).sort()).toEqual([
        ["ops1", "Cupcake", 10, "Alignment (W/C/T/R)", ["Ops"]],
        ["ops1", "Muffin", 14, "Alignment (W/C/T/R)", ["Ops"]],
      ]);
      // A score under another rubric reads by that rubric's own dimensions.
      const goop = (await listMyScores(db(), judgeIds[0]!)).find((s) => s.slug === "ops2")!;
      expect([goop.rubric.name, goop.rubric.dimensions.map((d) => d.label), goop.values]).toEqual([
        "GoopSpec report",
        ["Completeness", "Verification evidence", "Clarity of handoff"],
        { completeness: 1, verification: 4, handoff: 2 },
      ]);
      expect(await listMyScores(db(), judgeIds[2]!)).toEqual([]);
    });

    it("deletes a queue only with the confirm step; its scores and finals stay with the documents", async () => {
      const scores = await db().judgeScore.count();
      expect((await as(judgeCookies[0]!, () => deleteQueueAction(idle, form({ queueId, confirm: "delete" })))).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;403");
      expect(await as(lead, () => deleteQueueAction(idle, form({ queueId })))).toMatchObject({ ok: false });
      expect(await getQueue(db(), queueId)).not.toBeNull();
      expect((await as(lead, () => deleteQueueAction(idle, form({ queueId, confirm: "delete" })))).digest).toMatch(/\/queues\?deleted=Ops/);
      expect(await getQueue(db(), queueId)).toBeNull();
      expect(await db().queueItem.count({ where: { queueId } })).toBe(0);
      expect(await db().queueClaim.count({ where: { itemId: { in: itemIds } } })).toBe(0);
      expect(await db().judgeScore.count()).toBe(scores);
      expect(await db().adjudication.count()).toBe(1);
    });
  });
}
