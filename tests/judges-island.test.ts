import { mkdirSync, rmSync } from "node:fs";
import { parseSetCookieHeader } from "better-auth/cookies";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { PathnameContext, SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { createElement, type ReactNode } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The app's own client reads DATABASE_URL on first use: point it at a throw-away file before anything imports it.
const env = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR || "/tmp"}/roundtable-island-${process.pid}-${Date.now()}`;
  process.env.DATABASE_URL = `file:${dir}/island.db`;
  process.env.ROUNDTABLE_AUTH_SECRET = "judges-island-test-secret-0123456789abcdef";
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1";
  delete process.env.ROUNDTABLE_PUBLIC_READ;
  return { dir, cookie: "", witness: "" };
});

// Next's request scope, which exists only inside a Next server: the cookie is the one a real sign-in produced.
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ ...(env.cookie ? { cookie: env.cookie } : {}), ...(env.witness ? { "x-roundtable-render": env.witness } : {}) }),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

import HomePage from "@/app/page";
import RootLayout from "@/app/layout";
import { GET as sessionGET } from "@/app/api/session/route";
import DialoguePage from "@/app/d/[slug]/page";
import JudgesPage from "@/app/d/[slug]/judges/page";
import { GET } from "@/app/d/[slug]/judges/data/route";
import { judgesAnswerSchema } from "@/components/judging/judges-data";
import { authFor } from "@/lib/auth/auth";
import type { Role } from "@/lib/auth/roles";
import { signIn } from "@/lib/auth/sign-in";
import { db } from "@/lib/db/client";
import { addComment } from "@/lib/db/comments";
import { saveJudgeScore, setAgreementAfterReveal, setBlindJudging } from "@/lib/db/judging";
import { applyMigrations } from "@/lib/db/migrate";
import { createUser } from "@/lib/db/users";
import { databaseTarget } from "@/lib/env";
import { uploadDialogues } from "@/lib/ingest/upload";
import type { JudgesSectionData } from "@/lib/judging/judges-section-data";
import { closeWitness, openWitness, RENDER_WITNESS_HEADER } from "@/lib/page-cache/render-witness";
import { staticHtml } from "./helpers/static-html";

const DIALOGUE = [
  "# Alignment Dialogue: Island",
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

const cookies: Partial<Record<Role, string>> = {};
let dialogueId = 0;
let judgeId = "";

async function cookieFor(role: Role) {
  const email = `${role}@example.org`;
  const password = `${role} password 123`;
  await createUser(db(), { email, name: `The ${role}`, role, password });
  const result = await signIn(db(), authFor(db(), false), { email, password }, "127.0.0.1");
  if (!result.ok) throw new Error(result.message);
  cookies[role] = [...parseSetCookieHeader(result.setCookies.join(", "))].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ");
}

async function as<T>(role: Role | null, run: () => Promise<T>): Promise<T> {
  env.cookie = role ? cookies[role]! : "";
  try {
    return await run();
  } finally {
    env.cookie = "";
  }
}

// What Next gives client components while a page renders on the server: a router (nothing navigates here) and the URL's query.
const router = { back() {}, forward() {}, refresh() {}, hmrRefresh() {}, push() {}, replace() {}, prefetch() {} };
const inNext = (query: Record<string, string>, page: ReactNode) =>
  createElement(
    AppRouterContext.Provider,
    { value: router as never },
    createElement(SearchParamsContext.Provider, { value: new URLSearchParams(query) as never }, page),
  );

/** The dialogue page's whole server render for one viewer, as HTML. */
const pageHtml = (role: Role, query: Record<string, string> = {}) =>
  as(role, async () => staticHtml(inNext(query, await DialoguePage({ params: Promise.resolve({ slug: "island" }), searchParams: Promise.resolve(query) }))));

const section = (role: Role | null, query = "") =>
  as(role, () => GET(new Request(`http://x/d/island/judges/data${query}`), { params: Promise.resolve({ slug: "island" }) }));

const score = (wisdom: number, baseVersion: number) =>
  saveJudgeScore(db(), judgeId, {
    dialogueId,
    round: 1,
    agent: "Muffin",
    rubricVersionId: 1,
    values: { wisdom, consistency: 5, truth: 5, relationships: 5 },
    rationale: null,
    reason: baseVersion > 0 ? "Re-read it" : null,
    baseVersion,
  });

beforeAll(async () => {
  mkdirSync(env.dir, { recursive: true });
  await applyMigrations(databaseTarget());
  const upload = await uploadDialogues(db(), [{ path: "island.dialogue.md", bytes: new TextEncoder().encode(DIALOGUE) }]);
  if (!upload.ok) throw new Error(upload.error);
  dialogueId = (await db().dialogue.findFirstOrThrow({ where: { slug: "island" } })).id;
  for (const role of ["admin", "judge", "viewer"] as const) await cookieFor(role);
  judgeId = (await db().user.findUniqueOrThrow({ where: { email: "judge@example.org" } })).id;
  // Three password hashes and sign-ins, on a machine shared with builds.
}, 60_000);

afterAll(() => rmSync(env.dir, { recursive: true, force: true }));

describe("the dialogue page's server render", () => {
  it("reads no judging data: a score, an edit, a comment and blind judging leave every viewer's page as it was", async () => {
    const roles = ["admin", "judge", "viewer"] as const;
    const queries: Record<string, string>[] = [{}, { pool: "1" }, { jview: "totals", jsort: "mean", jdir: "asc" }];
    const before = await Promise.all(roles.flatMap((role) => queries.map((query) => pageHtml(role, query))));
    // The page is whole (its Judges section is a heading and the island's placeholder, filled in the browser).
    expect(before[0]).toContain('id="judges-heading"');
    expect(before[0]).toContain('aria-busy="true"');
    expect(before[0]).toContain('href="/d/island/judges"');
    expect(before[3]).toContain("Canonical markdown");
    await score(3, 0);
    await score(7, 1);
    await addComment(db(), judgeId, { dialogueId, round: 1, marker: "", markerLabel: "", body: "A comment on round 1" });
    await setBlindJudging(db(), dialogueId, true);
    await setAgreementAfterReveal(db(), dialogueId, true);
    const after = await Promise.all(roles.flatMap((role) => queries.map((query) => pageHtml(role, query))));
    expect(after).toEqual(before);
    // What changed is in the section's data, so the sameness above is the page's doing, not nothing having changed.
    const data = (await (await section("admin")).json()) as JudgesSectionData;
    expect(data.board.rounds.map((r) => r.byJudge)).toEqual([{ j0: expect.any(Number) }]);
    expect(data.blind).toBe(true);
    expect(data.scoresByVersion).toEqual({ 1: 2 });
    await setBlindJudging(db(), dialogueId, false);
    await setAgreementAfterReveal(db(), dialogueId, false);
  });
});

describe("GET /d/<slug>/judges/data", () => {
  it("keeps the page's read gate and checks its input", async () => {
    expect((await section(null)).status).toBe(401);
    expect((await section("viewer", "?pool=yes")).status).toBe(400);
    const missing = await as("viewer", () => GET(new Request("http://x/d/nowhere/judges/data"), { params: Promise.resolve({ slug: "nowhere" }) }));
    expect(missing.status).toBe(404);
    process.env.ROUNDTABLE_PUBLIC_READ = "1";
    try {
      const open = await section(null);
      expect(open.status).toBe(200);
      expect(((await open.json()) as JudgesSectionData).viewer).toBeNull();
    } finally {
      delete process.env.ROUNDTABLE_PUBLIC_READ;
    }
  });

  it("answers the viewer's own section, never kept by a cache, with only their role of them", async () => {
    const response = await section("viewer");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = (await response.json()) as JudgesSectionData;
    expect(data).toMatchObject({
      slug: "island",
      dialogueId,
      blind: false,
      agreementAfterReveal: false,
      viewer: { role: "viewer" },
      hiddenJudges: 0,
      pooled: false,
    });
    expect(data.board.judges).toEqual([{ key: "j0", id: judgeId, name: "The judge" }]);
    expect(data.board.rounds.map((r) => [r.round, r.agent])).toEqual([[1, "Muffin"]]);
    expect(JSON.stringify(data)).not.toContain("viewer@example.org");
    expect(((await (await section("viewer", "?pool=1")).json()) as JudgesSectionData).pooled).toBe(true);
    // What the island checks before drawing: the route's answer passes; another shape does not.
    expect(judgesAnswerSchema.safeParse(data).success).toBe(true);
    expect(judgesAnswerSchema.safeParse({ ...data, board: { judges: [] } }).success).toBe(false);
  });

  it("applies blind judging as the page did: a reader who has not judged sees that someone scored, not what", async () => {
    await setBlindJudging(db(), dialogueId, true);
    try {
      const reader = (await (await section("viewer")).json()) as JudgesSectionData;
      expect(reader.blind).toBe(true);
      expect(reader.board.rounds).toEqual([]);
      expect(reader.board.judges).toEqual([]);
      expect(reader.hiddenJudges).toBe(1);
      expect(reader.agreement).toEqual([]);
      // The judge sees their own scores, and an admin everyone's.
      for (const role of ["judge", "admin"] as const) {
        const seen = (await (await section(role)).json()) as JudgesSectionData;
        expect(seen.board.judges.map((j) => j.name)).toEqual(["The judge"]);
        expect(seen.hiddenJudges).toBe(0);
      }
    } finally {
      await setBlindJudging(db(), dialogueId, false);
    }
  });
});

describe("the Judges section's own page (without script)", () => {
  it("renders the same section on the server, its links staying on it, with the consensus export once scored", async () => {
    const html = await as("viewer", async () =>
      staticHtml(await JudgesPage({ params: Promise.resolve({ slug: "island" }), searchParams: Promise.resolve({ jview: "totals" }) })),
    );
    expect(html).toContain("Judges&#x27; scoreboard (0–1 scale)");
    expect(html).toContain("The judge");
    expect(html).toContain('href="/d/island/judges?jview=rounds&amp;jsort=spread&amp;jdir=desc#judges"');
    expect(html).toContain('href="/d/island/judges?pool=1#judges"');
    expect(html).toContain('href="/d/island/export?format=md&amp;consensus=1"');
    expect(html).toContain("Judges&#x27; scores given on each version of the document: v1: 2.");
    await setBlindJudging(db(), dialogueId, true);
    try {
      const hidden = await as("viewer", async () =>
        staticHtml(await JudgesPage({ params: Promise.resolve({ slug: "island" }), searchParams: Promise.resolve({}) })),
      );
      expect(hidden).toContain("1 judge has scored this dialogue");
      expect(hidden).not.toContain("consensus=1");
    } finally {
      await setBlindJudging(db(), dialogueId, false);
    }
  });
});

/** What a render read of its reader, as the page cache learns it (lib/page-cache/render-witness.ts). */
async function readOfReader(role: Role, render: () => Promise<unknown>): Promise<string[]> {
  const witness = `test-${role}-${Math.random()}`;
  openWitness(witness);
  env.witness = witness;
  try {
    await as(role, render);
  } finally {
    env.witness = "";
  }
  // A person's key is `<user id>:<role>`; ids are random, so they are named as the placeholder.
  return [...closeWitness(witness)].map((key) => (key.startsWith("role:") ? key : `<user>:${key.split(":").at(-1)}`));
}

describe("what a page reads of its reader", () => {
  it("the header, the dialogue page and a viewer's index read only the role: one page for everyone of a role", async () => {
    expect(RENDER_WITNESS_HEADER).toBe("x-roundtable-render");
    const layout = () => RootLayout({ children: null }).then((tree) => staticHtml(createElement(PathnameContext.Provider, { value: "/" }, inNext({}, tree))));
    for (const role of ["admin", "judge", "viewer"] as const) {
      expect(await readOfReader(role, layout), role).toEqual([`role:${role}`]);
      expect(await readOfReader(role, () => pageHtml(role)), role).toEqual([`role:${role}`]);
    }
    // The header names the role, and leaves the person's name to the browser.
    const header = await as("judge", layout);
    expect(header).toContain("Judge");
    expect(header).not.toContain("The judge");
    const index = () => HomePage({ searchParams: Promise.resolve({}) });
    expect(await readOfReader("viewer", index)).toEqual(["role:viewer"]);
    // A judge's index shows "scored by me": it is their own.
    expect(await readOfReader("judge", index)).toEqual(["role:judge", "<user>:judge"]);
  });

  it("the Judges section is a judge's own, and the same for everyone else of a role", async () => {
    expect(await readOfReader("judge", () => section("judge"))).toEqual(["role:judge", "<user>:judge"]);
    expect(await readOfReader("viewer", () => section("viewer"))).toEqual(["role:viewer"]);
    expect(await readOfReader("admin", () => section("admin"))).toEqual(["role:admin"]);
  });

  it("GET /api/session names who is signed in, for the header, and is each reader's own", async () => {
    expect(
      await readOfReader("judge", async () =>
        expect(await (await sessionGET()).json()).toEqual({ name: "The judge", email: "judge@example.org", role: "judge" }),
      ),
    ).toEqual(["<user>:judge"]);
    const signedOut = await as(null, () => sessionGET());
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("private, no-store");
  });
});
