import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseSetCookieHeader } from "better-auth/cookies";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The app's own client reads DATABASE_URL on first use: point it at a throw-away file before anything imports it.
// (vi.hoisted runs before the imports, so it names the folder and beforeAll makes it.)
const env = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR || "/tmp"}/roundtable-authz-${process.pid}-${Date.now()}`;
  process.env.DATABASE_URL = `file:${dir}/authz.db`;
  process.env.ROUNDTABLE_AUTH_SECRET = "authorization-test-secret-0123456789abcdef";
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1";
  delete process.env.ROUNDTABLE_PUBLIC_READ;
  return { dir, cookie: "" };
});

// Next's request scope, which exists only inside a Next server: the cookie is the one a real sign-in produced.
vi.mock("next/headers", () => ({
  headers: async () => new Headers(env.cookie ? { cookie: env.cookie } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { authFor } from "@/lib/auth/auth";
import { ROLES, type Role } from "@/lib/auth/roles";
import { signIn } from "@/lib/auth/sign-in";
import { createUser } from "@/lib/db/users";
import { db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { saveJudgeScore, setBlindJudging } from "@/lib/db/judging";
import { createGitSource } from "@/lib/db/sources";
import { createQueue } from "@/lib/db/queues";
import { createApiToken, createModelJudge } from "@/lib/db/api-tokens";
import { listSavedSearches, saveSearch } from "@/lib/db/saved-searches";
import { uploadDialogues } from "@/lib/ingest/upload";
import { databaseTarget } from "@/lib/env";

const DIALOGUE = [
  "# Alignment Dialogue: Authz",
  "",
  "## Round 1",
  "",
  "### Muffin 🧁",
  "",
  "Caches help. [PERSPECTIVE P01: caching]",
  "",
  "### Cupcake 🧁",
  "",
  "They hide load.",
  "",
].join("\n");

/** Which role each server action needs; a new action must be added here, or the first test fails. */
const REQUIRED: Record<string, Role | "anyone"> = {
  "lib/actions/upload-dialogues.ts#uploadDialoguesAction": "admin",
  "lib/actions/add-git-source.ts#addGitSourceAction": "admin",
  "lib/actions/sync-source.ts#syncSourceAction": "admin",
  "lib/actions/edit-git-source.ts#editGitSourceAction": "admin",
  "lib/actions/set-source-paused.ts#setSourcePausedAction": "admin",
  "lib/actions/delete-git-source.ts#deleteGitSourceAction": "admin",
  "lib/actions/add-user.ts#addUserAction": "admin",
  "lib/actions/change-user.ts#changeUserAction": "admin",
  "lib/actions/set-blind-judging.ts#setBlindAction": "admin",
  "lib/actions/save-score.ts#saveScoreAction": "judge",
  "lib/actions/add-comment.ts#addCommentAction": "judge",
  "lib/actions/create-queue.ts#createQueueAction": "admin",
  "lib/actions/take-next.ts#takeNextAction": "judge",
  "lib/actions/skip-item.ts#skipItemAction": "judge",
  "lib/actions/return-to-item.ts#returnToItemAction": "judge",
  "lib/actions/issue-password-link.ts#issuePasswordLinkAction": "admin",
  "lib/actions/reveal-round.ts#revealRoundAction": "judge",
  "lib/actions/set-agreement-after-reveal.ts#setAgreementAfterRevealAction": "admin",
  // Each reader's own saved searches (the owner check is tested below).
  "lib/actions/save-search.ts#saveSearchAction": "viewer",
  "lib/actions/rename-saved-search.ts#renameSavedSearchAction": "viewer",
  "lib/actions/delete-saved-search.ts#deleteSavedSearchAction": "viewer",
  // How a role is obtained and given up: open by design, throttled (tests/auth.test.ts).
  "lib/actions/sign-in.ts#signInAction": "anyone",
  "lib/actions/sign-out.ts#signOutAction": "anyone",
  // Open to whoever holds a one-time token, which is the permission (tests/helpers/access-token-suite.ts; below: no token, no change).
  "lib/actions/create-first-admin.ts#createFirstAdminAction": "anyone",
  "lib/actions/set-password-with-link.ts#setPasswordWithLinkAction": "anyone",
  // Changes to documents themselves (issue 28): in this order, so the undo finds the merge made just before it.
  "lib/actions/merge-documents.ts#mergeDocumentsAction": "admin",
  "lib/actions/undo-merge.ts#undoMergeAction": "admin",
  "lib/actions/archive-document.ts#archiveDocumentAction": "admin",
  "lib/actions/rename-document.ts#renameDocumentAction": "admin",
  // API tokens: one's own for anyone signed in (an admin's for a model judge, and only an admin's, is tested below).
  "lib/actions/create-api-token.ts#createApiTokenAction": "viewer",
  "lib/actions/revoke-api-token.ts#revokeApiTokenAction": "viewer",
  "lib/actions/create-model-judge.ts#createModelJudgeAction": "admin",
  // A lead's queue operations (issue 33, item 4): after the judges' queue actions, so there is a hold to release.
  "lib/actions/release-holds.ts#releaseHoldsAction": "admin",
  "lib/actions/assign-items.ts#assignItemsAction": "admin",
  "lib/actions/adjudicate-score.ts#adjudicateScoreAction": "admin",
  "lib/actions/edit-queue.ts#editQueueAction": "admin",
  "lib/actions/set-queue-closed.ts#setQueueClosedAction": "admin",
  "lib/actions/delete-queue.ts#deleteQueueAction": "admin",
  // Rubrics (issue 33): making and versioning them, and a queue's choice of one, are admins' alone.
  "lib/actions/create-rubric.ts#createRubricAction": "admin",
  "lib/actions/add-rubric-version.ts#addRubricVersionAction": "admin",
  "lib/actions/set-queue-rubric.ts#setQueueRubricAction": "admin",
};

/** Every source file that says "use server", wherever it is: actions must not hide outside lib/actions. */
function serverActionFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverActionFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && /["']use server["']/.test(readFileSync(path, "utf8")) ? [relative(process.cwd(), path)] : [];
  });
}

/** The action files: lib/actions/*.ts, one action a file (its helpers live in lib/actions/kit). */
function actionFiles(): string[] {
  return readdirSync("lib/actions")
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join("lib/actions", name));
}

let ids: {
  tokenId: number;
  dialogueId: number;
  revealDialogueId: number;
  sourceId: number;
  viewerId: string;
  judgeId: string;
  queueId: number;
  spareQueueId: number;
  itemId: number;
  savedIds: [number, number];
};
const cookies: Partial<Record<Role, string>> = {};

async function cookieFor(role: Role, email: string, password: string) {
  const result = await signIn(db(), authFor(db(), false), { email, password }, "127.0.0.1");
  if (!result.ok) throw new Error(result.message);
  cookies[role] = [...parseSetCookieHeader(result.setCookies.join(", "))].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ");
}

/** Everything an action could change, as one comparable value. */
async function snapshot() {
  const d = db();
  return JSON.stringify({
    dialogues: await d.dialogue.findMany({
      select: { id: true, slug: true, blindJudging: true, agreementAfterReveal: true, contentHash: true, removedAt: true },
      orderBy: { id: "asc" },
    }),
    reveals: await d.roundReveal.count(),
    sources: await d.source.findMany({
      select: { id: true, name: true, status: true, statusDetail: true, lastCommit: true, url: true, pausedAt: true, deletedAt: true },
      orderBy: { id: "asc" },
    }),
    users: await d.user.findMany({ select: { id: true, email: true, role: true, disabledAt: true }, orderBy: { email: "asc" } }),
    passwords: await d.account.findMany({ select: { password: true }, orderBy: { id: "asc" } }),
    judgeScores: await d.judgeScore.count(),
    sessions: await d.session.count(),
    contributions: await d.contribution.count(),
    queues: await d.judgingQueue.findMany({
      select: { id: true, name: true, judgesPerItem: true, reserveMinutes: true, closedAt: true, rubricVersionId: true },
      orderBy: { id: "asc" },
    }),
    assignments: await d.queueAssignment.count(),
    adjudications: await d.adjudication.findMany({ select: { wisdom: true, leadId: true }, orderBy: { id: "asc" } }),
    rubrics: await d.rubricVersion.findMany({ select: { id: true, rubricId: true, version: true, dimensions: true }, orderBy: { id: "asc" } }),
    comments: await d.roundComment.count(),
    claims: await d.queueClaim.findMany({ select: { itemId: true, judgeId: true, state: true }, orderBy: { id: "asc" } }),
    accessTokens: await d.accessToken.findMany({ select: { tokenHash: true, usedAt: true }, orderBy: { id: "asc" } }),
    savedSearches: await d.savedSearch.findMany({ select: { id: true, userId: true, name: true, query: true }, orderBy: { id: "asc" } }),
    apiTokens: await d.apiToken.findMany({ select: { id: true, revokedAt: true }, orderBy: { id: "asc" } }),
  });
}

/** Form data that would succeed for the right role, so a refusal is the guard's doing and not bad input. */
function validForm(key: string): FormData {
  const f = new FormData();
  const set = (entries: Record<string, string>) => Object.entries(entries).forEach(([k, v]) => f.set(k, v));
  if (key.endsWith("#uploadDialoguesAction")) {
    f.append("files", new File([DIALOGUE.replace("Authz", "Uploaded")], "uploaded.dialogue.md"));
    f.append("paths", "uploaded.dialogue.md");
  }
  if (key.endsWith("#addGitSourceAction")) set({ name: "new-source", url: "https://example.org/repo.git", branch: "main", globs: "" });
  if (key.endsWith("#syncSourceAction")) set({ id: String(ids.sourceId) });
  if (key.endsWith("#editGitSourceAction")) set({ id: String(ids.sourceId), name: "renamed", url: "https://example.org/moved.git", branch: "dev", globs: "" });
  if (key.endsWith("#setSourcePausedAction")) set({ id: String(ids.sourceId), paused: "1" });
  if (key.endsWith("#deleteGitSourceAction")) set({ id: String(ids.sourceId), confirm: "delete" });
  if (key.endsWith("#addUserAction")) set({ email: "new@example.org", name: "New", role: "judge", password: "a long enough password" });
  if (key.endsWith("#changeUserAction")) set({ userId: ids.viewerId, change: "role", role: "admin" });
  if (key.endsWith("#setBlindAction")) set({ slug: "authz", dialogueId: String(ids.dialogueId), blind: "on" });
  if (key.endsWith("#revealRoundAction")) set({ slug: "reveal", dialogueId: String(ids.revealDialogueId), round: "2", confirm: "yes" });
  if (key.endsWith("#setAgreementAfterRevealAction")) set({ slug: "authz", dialogueId: String(ids.dialogueId), count: "on" });
  if (key.endsWith("#addCommentAction"))
    set({ slug: "authz", dialogueId: String(ids.dialogueId), round: "1", marker: "", markerLabel: "", body: "authz comment" });
  if (key.endsWith("#createQueueAction")) set({ name: "authz queue", match: "", kind: "any", judgesPerItem: "1" });
  if (key.endsWith("#createRubricAction")) set({ name: "Authz rubric", description: "", dimensions: "## depth: Depth (0–4)\n0: None.\n4: All." });
  if (key.endsWith("#addRubricVersionAction")) set({ rubricId: "2", baseVersion: "1", dimensions: "## completeness: Completeness (0–5)\n0: Nothing done." });
  if (key.endsWith("#setQueueRubricAction")) set({ queueId: String(ids.queueId), rubricVersionId: "3" });
  if (key.endsWith("#takeNextAction")) set({ queueId: String(ids.queueId) });
  if (key.endsWith("#skipItemAction")) set({ queueId: String(ids.queueId), itemId: String(ids.itemId), reason: "authz skip" });
  if (key.endsWith("#saveSearchAction")) set({ name: "authz search", query: "q=caching&agent=Muffin&agent=Cupcake" });
  if (key.endsWith("#renameSavedSearchAction")) set({ id: String(ids.savedIds[0]), name: "renamed" });
  if (key.endsWith("#deleteSavedSearchAction")) set({ id: String(ids.savedIds[1]) });
  if (key.endsWith("#releaseHoldsAction")) set({ queueId: String(ids.queueId), judgeId: ids.judgeId, itemId: "" });
  if (key.endsWith("#assignItemsAction")) set({ queueId: String(ids.queueId), judgeId: ids.judgeId, itemIds: String(ids.itemId), mode: "assign" });
  if (key.endsWith("#adjudicateScoreAction"))
    set({
      queueId: String(ids.queueId),
      dialogueId: String(ids.dialogueId),
      round: "1",
      agent: "Muffin",
      rubricVersionId: "1",
      wisdom: "5",
      consistency: "5",
      truth: "5",
      relationships: "5",
      note: "",
    });
  if (key.endsWith("#editQueueAction")) set({ queueId: String(ids.queueId), name: "edited queue", judgesPerItem: "2", reserveMinutes: "10" });
  if (key.endsWith("#setQueueClosedAction")) set({ queueId: String(ids.queueId), closed: "1" });
  if (key.endsWith("#deleteQueueAction")) set({ queueId: String(ids.spareQueueId), confirm: "delete" });
  if (key.endsWith("#returnToItemAction")) set({ queueId: String(ids.queueId), itemId: String(ids.itemId) });
  if (key.endsWith("#issuePasswordLinkAction")) set({ userId: ids.viewerId });
  if (key.endsWith("#createApiTokenAction")) {
    set({ name: "authz token", days: "30", owner: "" });
    f.append("scopes", "read");
  }
  if (key.endsWith("#revokeApiTokenAction")) set({ id: String(ids.tokenId) });
  if (key.endsWith("#createModelJudgeAction")) set({ name: "Authz model", model: "m-1", judgeVersion: "v1" });
  if (key.endsWith("#mergeDocumentsAction")) set({ into: "authz", from: "merge-me" });
  if (key.endsWith("#undoMergeAction")) set({ audit: "1" });
  if (key.endsWith("#archiveDocumentAction")) set({ slug: "merge-me", archived: "1" });
  if (key.endsWith("#renameDocumentAction")) set({ slug: "merge-me", kind: "dialogue", to: "merged-me" });
  if (key.endsWith("#createFirstAdminAction"))
    set({ email: "first@example.org", name: "", password: "a long enough password", confirm: "a long enough password" });
  if (key.endsWith("#setPasswordWithLinkAction")) set({ password: "a long enough password", confirm: "a long enough password" });
  if (key.endsWith("#saveScoreAction"))
    set({
      slug: "authz",
      dialogueId: String(ids.dialogueId),
      round: "1",
      agent: "Muffin",
      rubricVersionId: "1",
      "v.wisdom": "1",
      "v.consistency": "2",
      "v.truth": "3",
      "v.relationships": "4",
      rationale: "",
      reason: "",
      baseVersion: "0",
    });
  return f;
}

async function call(key: string, session: string): Promise<{ digest?: string; value?: unknown }> {
  const [file, name] = key.split("#") as [string, string];
  const mod = (await import(/* @vite-ignore */ `@/${file}`)) as Record<string, (state: unknown, form: FormData) => Promise<unknown>>;
  env.cookie = session;
  try {
    return { value: await mod[name]!({}, validForm(key)) };
  } catch (error) {
    return { digest: (error as { digest?: string }).digest ?? String(error) };
  } finally {
    env.cookie = "";
  }
}

beforeAll(async () => {
  mkdirSync(env.dir, { recursive: true });
  await applyMigrations(databaseTarget());
  const upload = await uploadDialogues(db(), [
    { path: "authz.dialogue.md", bytes: new TextEncoder().encode(DIALOGUE) },
    { path: "merge-me.dialogue.md", bytes: new TextEncoder().encode(DIALOGUE.replace("Authz", "Merge me")) },
  ]);
  if (!upload.ok) throw new Error(upload.error);
  const dialogue = await db().dialogue.findFirstOrThrow({ where: { slug: "authz" } });
  const source = await createGitSource(db(), { name: "existing", url: "https://example.org/existing.git", branch: "main", globs: ["**/*.md"] });
  await createUser(db(), { email: "admin@example.org", role: "admin", password: "admin password 123" });
  const judge = await createUser(db(), { email: "judge@example.org", role: "judge", password: "judge password 123" });
  const viewer = await createUser(db(), { email: "viewer@example.org", role: "viewer", password: "viewer password 123" });
  const queue = await createQueue(db(), { name: "existing queue", match: "", kind: "any", judgesPerItem: 1, members: [] });
  const item = await db().queueItem.findFirstOrThrow({ where: { queueId: queue.id } });
  const spare = await createQueue(db(), { name: "spare queue", match: "", kind: "any", judgesPerItem: 1, members: [] });
  // A dialogue the judge has scored whole (after the queue was made, so it is no queue item): the reveal's round.
  const scored = await uploadDialogues(db(), [
    { path: "reveal.dialogue.md", bytes: new TextEncoder().encode(DIALOGUE.replace("Authz", "Reveal").replace("## Round 1", "## Round 2")) },
  ]);
  if (!scored.ok) throw new Error(scored.error);
  const reveal = await db().dialogue.findFirstOrThrow({ where: { slug: "reveal" } });
  for (const agent of ["Muffin", "Cupcake"])
    await saveJudgeScore(db(), judge.id, {
      dialogueId: reveal.id,
      round: 2,
      agent,
      rubricVersionId: 1,
      values: { wisdom: 1, consistency: 1, truth: 1, relationships: 1 },
      rationale: null,
      reason: null,
      baseVersion: 0,
    });
  const saved = [await saveSearch(db(), viewer.id, { name: "mine", query: "q=caching" }), await saveSearch(db(), viewer.id, { name: "old", query: "q=x" })];
  ids = {
    tokenId: (await createApiToken(db(), viewer.id, viewer.id, { name: "viewer's", scopes: ["read"], days: 30 })).id,
    dialogueId: dialogue.id,
    revealDialogueId: reveal.id,
    sourceId: source.id,
    viewerId: viewer.id,
    judgeId: judge.id,
    queueId: queue.id,
    spareQueueId: spare.id,
    itemId: item.id,
    savedIds: [saved[0]!.id, saved[1]!.id],
  };
  await cookieFor("admin", "admin@example.org", "admin password 123");
  await cookieFor("judge", "judge@example.org", "judge password 123");
  await cookieFor("viewer", "viewer@example.org", "viewer password 123");
}, 60_000);

afterAll(async () => {
  await db().$disconnect();
  rmSync(env.dir, { recursive: true, force: true });
});

describe("every server action checks the role on the server", () => {
  it("knows every action there is, one a file, all in lib/actions", async () => {
    expect(["app", "components", "lib"].flatMap((dir) => serverActionFiles(dir)).sort()).toEqual(actionFiles().sort());
    const found: string[] = [];
    for (const file of actionFiles()) {
      const mod = (await import(/* @vite-ignore */ `@/${file}`)) as Record<string, unknown>;
      const actions = Object.entries(mod).filter(([, value]) => typeof value === "function");
      expect(actions, file).toHaveLength(1);
      for (const [name] of actions) found.push(`${file}#${name}`);
    }
    expect(found.sort()).toEqual(Object.keys(REQUIRED).sort());
  });

  const guarded = Object.entries(REQUIRED).filter((e): e is [string, Role] => e[1] !== "anyone");
  for (const [key, role] of guarded) {
    it(`${key}: refused without a session and below ${role}, and nothing changes`, async () => {
      const before = await snapshot();
      expect((await call(key, "")).digest).toMatch(/^NEXT_REDIRECT;replace;\/sign-in\?next=/);
      expect((await call(key, "roundtable.session_token=forged.value")).digest).toMatch(/^NEXT_REDIRECT;/);
      for (const lesser of (["viewer", "judge"] as const).filter((r) => ROLES.indexOf(r) < ROLES.indexOf(role))) {
        expect((await call(key, cookies[lesser]!)).digest).toBe("NEXT_HTTP_ERROR_FALLBACK;403");
      }
      expect(await snapshot()).toBe(before);
    });
  }

  it("the same calls with the right role do change the database (so the refusals above mean something)", async () => {
    for (const [key, role] of guarded) {
      const before = await snapshot();
      const result = await call(key, cookies[role]!);
      // Queue actions end by sending the judge on (a redirect into the app), never to sign-in or a refusal; deleting a source returns to /sources.
      if (result.digest !== undefined)
        expect(result.digest, key).toMatch(/^NEXT_REDIRECT;(replace|push);\/(queues\/|queues\?deleted=|d\/|sources\?|admin\/documents\?)/);
      expect(await snapshot(), key).not.toBe(before);
    }
  }, 60_000);
});

describe("actions opened by a one-time link", () => {
  it("change nothing without their token, or with a made-up one", async () => {
    for (const key of ["lib/actions/create-first-admin.ts#createFirstAdminAction", "lib/actions/set-password-with-link.ts#setPasswordWithLinkAction"]) {
      const before = await snapshot();
      const [file, name] = key.split("#") as [string, string];
      const action = ((await import(/* @vite-ignore */ `@/${file}`)) as Record<string, (state: unknown, form: FormData) => Promise<{ message: string }>>)[
        name
      ]!;
      for (const token of ["", "A".repeat(43)]) {
        const form = validForm(key);
        form.set("token", token);
        expect((await action({}, form)).message, key).toMatch(/This link (is incomplete|is not valid)|An admin already exists/);
      }
      expect(await snapshot(), key).toBe(before);
    }
  });
});

describe("saved searches belong to one user (issue 19, item 3)", () => {
  const send = async (file: string, name: string, role: Role, fields: Record<string, string>) => {
    const mod = (await import(/* @vite-ignore */ `@/lib/actions/${file}`)) as Record<
      string,
      (s: unknown, f: FormData) => Promise<{ ok: boolean; message: string | null; fieldErrors: Record<string, string> }>
    >;
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    env.cookie = cookies[role]!;
    try {
      return await mod[name]!({}, form);
    } finally {
      env.cookie = "";
    }
  };
  const userOf = (email: string) => db().user.findUniqueOrThrow({ where: { email } });

  it("a viewer, a judge and an admin each save their own under the same name, and see only their own", async () => {
    for (const role of ["viewer", "judge", "admin"] as const) {
      expect((await send("save-search.ts", "saveSearchAction", role, { name: "Shared name", query: `q=${role}&page=4` })).ok, role).toBe(true);
    }
    const judge = await userOf("judge@example.org");
    const mine = await listSavedSearches(db(), judge.id);
    expect(mine.map((s) => [s.name, s.query])).toEqual([["Shared name", "q=judge"]]);
    const again = await send("save-search.ts", "saveSearchAction", "judge", { name: " Shared name ", query: "q=other" });
    expect(again.fieldErrors.name).toMatch(/already have a search named/);
  });

  it("nobody renames or deletes another's saved search: it is not found, and nothing changes", async () => {
    const judge = await userOf("judge@example.org");
    const [judgeSearch] = await listSavedSearches(db(), judge.id);
    const before = await snapshot();
    for (const role of ["viewer", "admin"] as const) {
      const rename = await send("rename-saved-search.ts", "renameSavedSearchAction", role, { id: String(judgeSearch!.id), name: "taken over" });
      expect(rename.fieldErrors.name, role).toMatch(/no longer exists/);
      const remove = await send("delete-saved-search.ts", "deleteSavedSearchAction", role, { id: String(judgeSearch!.id) });
      expect(remove, role).toMatchObject({ ok: false, message: "That saved search no longer exists." });
    }
    expect(await snapshot()).toBe(before);
    // The owner can (so the refusals above were the owner check).
    expect((await send("rename-saved-search.ts", "renameSavedSearchAction", "judge", { id: String(judgeSearch!.id), name: "Mine now" })).ok).toBe(true);
    expect((await send("delete-saved-search.ts", "deleteSavedSearchAction", "judge", { id: String(judgeSearch!.id) })).ok).toBe(true);
    expect(await listSavedSearches(db(), judge.id)).toEqual([]);
  });
});

describe("API tokens belong to their owner (issue 31)", () => {
  it("only an admin makes a model judge's token, nobody gets scopes above their role, and nobody revokes another's token", async () => {
    const judgeId = (await createModelJudgeRow()).id;
    const make = (role: Role, owner: string, scope = "read") => {
      const form = new FormData();
      form.set("name", `${role} for ${owner || "self"}`);
      form.set("days", "7");
      form.set("owner", owner);
      form.append("scopes", scope);
      return sendForm("create-api-token.ts", "createApiTokenAction", role, form);
    };
    expect((await make("judge", judgeId)).ok).toBe(false);
    expect((await make("judge", ids.viewerId)).ok).toBe(false);
    expect((await make("judge", "", "ingest")).ok).toBe(false);
    expect((await make("admin", judgeId, "ingest")).ok).toBe(false);
    expect((await make("admin", judgeId, "judge")).ok).toBe(true);
    const viewersToken = await db().apiToken.findFirstOrThrow({ where: { userId: ids.viewerId, revokedAt: null } });
    const revoke = new FormData();
    revoke.set("id", String(viewersToken.id));
    expect((await sendForm("revoke-api-token.ts", "revokeApiTokenAction", "judge", revoke)).ok).toBe(false);
    expect((await db().apiToken.findUniqueOrThrow({ where: { id: viewersToken.id } })).revokedAt).toBeNull();
  });
});

const createModelJudgeRow = () => createModelJudge(db(), { name: "Authz judge", model: "m", judgeVersion: "" });

async function sendForm(file: string, name: string, role: Role, form: FormData): Promise<{ ok: boolean; message: string | null }> {
  const mod = (await import(/* @vite-ignore */ `@/lib/actions/${file}`)) as Record<
    string,
    (state: unknown, form: FormData) => Promise<{ ok: boolean; message: string | null }>
  >;
  env.cookie = cookies[role]!;
  try {
    return await mod[name]!({}, form);
  } finally {
    env.cookie = "";
  }
}

describe("routes", () => {
  it("refuse reading without a session, and the score audit below admin", async () => {
    const exportRoute = await import("@/app/d/[slug]/export/route");
    const searchRoute = await import("@/app/api/search/route");
    const get = async (session: string, url: string, route: { GET: (r: Request, c: never) => Promise<Response> }) => {
      env.cookie = session;
      try {
        return (await route.GET(new Request(url), { params: Promise.resolve({ slug: "authz" }) } as never)).status;
      } finally {
        env.cookie = "";
      }
    };
    expect(await get("", "http://x/d/authz/export?format=md", exportRoute)).toBe(401);
    expect(await get("", "http://x/api/search?q=caching", searchRoute)).toBe(401);
    const searchExport = await import("@/app/api/search/export/route");
    const elsewhere = await import("@/app/api/search/elsewhere/route");
    expect(await get("", "http://x/api/search/export?format=csv&q=caching", searchExport)).toBe(401);
    expect(await get("", "http://x/api/search/elsewhere?slug=authz&kind=perspective&id=P01", elsewhere)).toBe(401);
    expect(await get(cookies.viewer!, "http://x/api/search/export?format=csv&q=caching", searchExport)).toBe(200);
    expect(await get(cookies.viewer!, "http://x/api/search/elsewhere?slug=authz&kind=perspective&id=P01", elsewhere)).toBe(200);
    expect(await get(cookies.viewer!, "http://x/d/authz/export?format=md", exportRoute)).toBe(200);
    expect(await get(cookies.judge!, "http://x/d/authz/export?format=judge-csv", exportRoute)).toBe(403);
    expect(await get(cookies.admin!, "http://x/d/authz/export?format=judge-csv", exportRoute)).toBe(200);
    // A queue's consensus dataset is the lead's (issue 33, item 4).
    const consensus = await import("@/app/queues/[id]/export/route");
    const getQueueExport = async (session: string) => {
      env.cookie = session;
      try {
        return (await consensus.GET(new Request(`http://x/queues/${ids.queueId}/export?format=csv`), { params: Promise.resolve({ id: String(ids.queueId) }) }))
          .status;
      } finally {
        env.cookie = "";
      }
    };
    expect(await getQueueExport("")).toBe(401);
    expect(await getQueueExport(cookies.judge!)).toBe(403);
    expect(await getQueueExport(cookies.admin!)).toBe(200);
  });

  it("blind judging holds for every reader who has not scored, also when reading is public (issue 17, item 6)", async () => {
    const exportRoute = await import("@/app/d/[slug]/export/route");
    const judge = await db().user.findUniqueOrThrow({ where: { email: "judge@example.org" } });
    // The first viewer was made an admin by the calls above: sign in a fresh one.
    await createUser(db(), { email: "reader@example.org", role: "viewer", password: "reader password 123" });
    await cookieFor("viewer", "reader@example.org", "reader password 123");
    await setBlindJudging(db(), ids.dialogueId, true);
    const latest = await db().judgeScore.findFirst({
      where: { dialogueId: ids.dialogueId, judgeId: judge.id, round: 1, agent: "Cupcake" },
      orderBy: { version: "desc" },
    });
    await saveJudgeScore(db(), judge.id, {
      dialogueId: ids.dialogueId,
      round: 1,
      agent: "Cupcake",
      rubricVersionId: 1,
      values: { wisdom: 5, consistency: 5, truth: 5, relationships: 5 },
      rationale: null,
      reason: null,
      baseVersion: latest?.version ?? 0,
    });
    const consensus = async (session: string) => {
      env.cookie = session;
      try {
        const response = await exportRoute.GET(new Request("http://x/d/authz/export?format=md&consensus=1"), { params: Promise.resolve({ slug: "authz" }) });
        expect(response.status).toBe(200);
        return (await response.text()).includes("Judges' Consensus");
      } finally {
        env.cookie = "";
      }
    };
    process.env.ROUNDTABLE_PUBLIC_READ = "1";
    try {
      expect(await consensus("")).toBe(false);
      expect(await consensus(cookies.viewer!)).toBe(false);
      // Admins oversee judging and see it (so the two refusals above are the rule, not a missing score).
      expect(await consensus(cookies.admin!)).toBe(true);
    } finally {
      delete process.env.ROUNDTABLE_PUBLIC_READ;
    }
  });

  it("the push webhook needs the source's signature, not a session, and changes nothing without it", async () => {
    const webhook = await import("@/app/api/sources/[id]/webhook/route");
    const before = await snapshot();
    const response = await webhook.POST(new Request("http://x/api/sources/1/webhook", { method: "POST", body: "{}" }), {
      params: Promise.resolve({ id: String(ids.sourceId) }),
    });
    expect(response.status).toBe(401);
    expect(await snapshot()).toBe(before);
  });
});

describe("a judge's score is checked on the server, whatever the browser sent (issue 18, item 2)", () => {
  const send = async (fields: Record<string, string>) => {
    const { saveScoreAction } = await import("@/lib/actions/save-score");
    const form = validForm("lib/actions/save-score.ts#saveScoreAction");
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    env.cookie = cookies.judge!;
    try {
      return (await saveScoreAction({ ok: null, message: null, fieldErrors: {}, data: null } as never, form)) as {
        ok: boolean;
        fieldErrors: Record<string, string>;
      };
    } finally {
      env.cookie = "";
    }
  };

  it("refuses a value outside the rubric and an edit without a reason, and nothing changes", async () => {
    const judge = await db().user.findUniqueOrThrow({ where: { email: "judge@example.org" } });
    const key = { dialogueId: ids.dialogueId, judgeId: judge.id, round: 1, agent: "Muffin" };
    const version = (await db().judgeScore.findFirst({ where: key, orderBy: { version: "desc" } }))?.version ?? 0;
    expect(version).toBeGreaterThan(0);
    const before = await snapshot();

    const tooHigh = await send({ "v.wisdom": "999", baseVersion: String(version), reason: "typo check" });
    expect(tooHigh.ok).toBe(false);
    expect(tooHigh.fieldErrors.values).toBe("Wisdom is 0–20.");
    // A rubric version this round is not scored under (the GoopSpec one) is refused, whatever its values.
    const foreign = await send({ rubricVersionId: "2", baseVersion: String(version), reason: "other rubric" });
    expect(foreign.ok).toBe(false);
    const noReason = await send({ "v.wisdom": "7", baseVersion: String(version), reason: "  " });
    expect(noReason.ok).toBe(false);
    expect(noReason.fieldErrors.reason).toMatch(/Say why you changed this score/);
    expect(await snapshot()).toBe(before);

    // With a reason the same edit goes through (so the refusal above was the rule, not something else).
    expect((await send({ "v.wisdom": "7", baseVersion: String(version), reason: "re-read the round" })).ok).toBe(true);
    expect((await db().judgeScore.findFirstOrThrow({ where: key, orderBy: { version: "desc" } })).rubricVersionId).toBe(1);
    expect(await snapshot()).not.toBe(before);
  });
});
