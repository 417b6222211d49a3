import { parseSetCookieHeader } from "better-auth/cookies";
import { describe, expect, it } from "vitest";
import { returnToItemAction } from "@/lib/actions/return-to-item";
import { skipItemAction } from "@/lib/actions/skip-item";
import { takeNextAction } from "@/lib/actions/take-next";
import { authFor } from "@/lib/auth/auth";
import { signIn } from "@/lib/auth/sign-in";
import { createUser } from "@/lib/db/users";
import { db } from "@/lib/db/client";
import { createQueue } from "@/lib/db/queues";
import { uploadDialogues } from "@/lib/ingest/upload";

const dialogue = (title: string) =>
  [`# Alignment Dialogue: ${title}`, "", "## Round 0", "", "### Muffin 🧁", "", "Caches help.", "", "### Cupcake 🧁", "", "They hide load.", ""].join("\n");

/** The session the mocked `next/headers` hands to the actions: set per call, as each judge's browser would send it. */
export interface ActingAs {
  cookie: string;
}

async function cookieFor(email: string, password: string): Promise<string> {
  const result = await signIn(db(), authFor(db(), false), { email, password }, "127.0.0.1");
  if (!result.ok) throw new Error(result.message);
  return [...parseSetCookieHeader(result.setCookies.join(", "))].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ");
}

/** What an action did: where it sent the judge (a redirect), or the state it answered with. */
async function outcome(run: () => Promise<unknown>): Promise<{ redirect?: string; message?: string | null }> {
  try {
    const state = (await run()) as { message?: string | null };
    return { message: state.message };
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? "";
    if (!digest.startsWith("NEXT_REDIRECT;")) throw error;
    return { redirect: digest.split(";")[2] };
  }
}

const form = (entries: Record<string, string | number>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, String(value));
  return data;
};
const idle = { ok: true, message: null, fieldErrors: {}, data: null } as never;

/**
 * Issue 32, item 4, through the server actions as judges call them: a judge cannot hoard a queue's items by
 * "returning" to them, and only a queue's members can write claims on it.
 */
export function queueHoardingSuite(name: string, acting: ActingAs) {
  describe(`queue hoarding through the actions on ${name}`, () => {
    it("returnToItem takes back only an item the judge skipped that still has a slot, and never one another judge holds", async () => {
      const up = await uploadDialogues(
        db(),
        [1, 2, 3].map((n) => ({ path: `h${n}.dialogue.md`, bytes: new TextEncoder().encode(dialogue(`Hoard ${n}`)) })),
      );
      if (!up.ok) throw new Error(up.error);
      await createUser(db(), { email: "first@example.org", role: "judge", password: "first judge password" });
      await createUser(db(), { email: "second@example.org", role: "judge", password: "second judge password" });
      const outsider = await createUser(db(), { email: "outsider@example.org", role: "judge", password: "outsider password" });
      const first = await cookieFor("first@example.org", "first judge password");
      const second = await cookieFor("second@example.org", "second judge password");
      const made = await createQueue(db(), { name: "Hoard", match: "Hoard", kind: "any", judgesPerItem: 1, members: [] });
      const items = await db().queueItem.findMany({ where: { queueId: made.id }, orderBy: { position: "asc" } });
      expect(items).toHaveLength(3);
      const as = async (cookie: string, run: () => Promise<unknown>) => {
        acting.cookie = cookie;
        return outcome(run);
      };
      const returnTo = (itemId: number) => returnToItemAction(idle, form({ queueId: made.id, itemId }));

      // The first judge is sent to item 1; the second judge tries to take every item by "returning" to it.
      expect((await as(first, () => takeNextAction(idle, form({ queueId: made.id })))).redirect).toContain("/d/h1/judge");
      for (const item of items) expect((await as(second, () => returnTo(item.id))).redirect, `item ${item.position}`).toBeUndefined();
      const held = await db().queueClaim.findMany({ where: { state: "reserved" }, select: { itemId: true, judgeId: true } });
      expect(held).toHaveLength(1);
      expect(held[0]!.itemId).toBe(items[0]!.id);

      // A third judge is still sent somewhere: the queue was not emptied by the second judge.
      expect((await as(second, () => takeNextAction(idle, form({ queueId: made.id })))).redirect).toContain("/d/h2/judge");
      // The second judge skips item 2, goes on to item 3, and may come back to item 2 (theirs to return to) but
      // not to item 1, which the first judge holds, even after skipping it while it was held.
      expect((await as(second, () => skipItemAction(idle, form({ queueId: made.id, itemId: items[1]!.id, reason: "not today" })))).redirect).toContain(
        "/d/h3/judge",
      );
      expect((await as(second, () => returnTo(items[1]!.id))).redirect).toContain("/d/h2/judge");
      const secondHolds = await db().queueClaim.findMany({ where: { judgeId: { not: outsider.id }, state: "reserved" }, select: { itemId: true } });
      expect(secondHolds.map((c) => c.itemId).sort()).toEqual([items[0]!.id, items[1]!.id].sort());
      await as(second, () => skipItemAction(idle, form({ queueId: made.id, itemId: items[0]!.id, reason: "trying" })));
      expect((await as(second, () => returnTo(items[0]!.id))).message).toMatch(/Other judges hold/);
      expect(await db().queueClaim.count({ where: { itemId: items[0]!.id, state: "reserved" } })).toBe(1);
    });

    it("skipItem writes no claim for a judge who is not one of the queue's members", async () => {
      const up = await uploadDialogues(db(), [{ path: "m.dialogue.md", bytes: new TextEncoder().encode(dialogue("Members")) }]);
      if (!up.ok) throw new Error(up.error);
      const member = await createUser(db(), { email: "member@example.org", role: "judge", password: "member judge password" });
      await createUser(db(), { email: "stranger@example.org", role: "judge", password: "stranger judge password" });
      const stranger = await cookieFor("stranger@example.org", "stranger judge password");
      const made = await createQueue(db(), { name: "Members only", match: "Members", kind: "any", judgesPerItem: 1, members: [member.id] });
      const item = await db().queueItem.findFirstOrThrow({ where: { queueId: made.id } });
      acting.cookie = stranger;
      const result = await outcome(() => skipItemAction(idle, form({ queueId: made.id, itemId: item.id, reason: "not mine" })));
      expect(await db().queueClaim.count({ where: { itemId: item.id } })).toBe(0);
      expect(result.message).toMatch(/not yours to judge/);
    });
  });
}
