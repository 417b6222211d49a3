import { execFileSync } from "node:child_process";
import { type Browser, expect, test } from "@playwright/test";
import { generatedDialogue } from "../tests/helpers/generate";
import { addUserWithCli, freshPage, signIn } from "./helpers/accounts";
import { checkLooks, watchForErrors } from "./helpers/looks";
import { judgesLoaded } from "./helpers/judges";

// A model judge end to end: made in the browser, scoring a queue through the API with the documented Python example.
const run = Date.now().toString(36);
const JUDGE = `Model judge ${run}`;
const QUEUE = `API queue ${run}`;
let token = "";
let queuePath = "";
let adminToken = "";
let judgedSlug = "";
// Past the numbers other specs give their generated dialogues, so it is a dialogue of its own.
const DIALOGUE_NUMBER = 200_000 + (Date.now() % 100_000);
const DIALOGUE_TITLE = `Generated Dialogue ${DIALOGUE_NUMBER}`;

test.describe.configure({ mode: "serial" });

test("an admin makes a model judge and a token for it; the token is shown once", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/admin/tokens");
  await page.locator("#judge-name").fill(JUDGE);
  await page.locator("#judge-model").fill("example-model-1");
  await page.locator("#judge-version").fill("rubric prompt v3");
  await page.getByRole("button", { name: "Add model judge" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${JUDGE}` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: JUDGE })).toContainText("example-model-1 · rubric prompt v3");
  await page.locator("#judge-token-owner").selectOption({ label: JUDGE });
  await page.locator("#judge-token-name").fill("queue loop");
  await page.getByRole("checkbox", { name: /^judge/ }).check();
  await page.getByRole("button", { name: "Make token" }).click();
  token = await page.locator("#new-token").inputValue();
  expect(token).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
  await page.reload();
  await expect(page.locator("#new-token")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "queue loop" })).toContainText(JUDGE);
  await expect(page.getByRole("row").filter({ hasText: "queue loop" })).toContainText("read judge");
  expect(errors).toEqual([]);
});

test("the Python example takes every round of a queue and scores it through the API", async ({ page, baseURL }) => {
  // A dialogue of its own: the samples' rounds are scored by earlier specs, and a queue of them would start complete.
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: `model-judge-${run}.dialogue.md`, mimeType: "text/markdown", buffer: Buffer.from(generatedDialogue(DIALOGUE_NUMBER)) }]);
  await page.getByRole("button", { name: "Import" }).click();
  const link = page.getByRole("link", { name: DIALOGUE_TITLE, exact: true });
  await expect(link).toHaveAttribute("href", /^\/d\//);
  judgedSlug = (await link.getAttribute("href"))!.split("/")[2]!;
  await page.goto("/queues");
  const form = page.getByRole("form", { name: "New queue" });
  await form.getByLabel("Name").fill(QUEUE);
  await form.getByLabel(/title or slug contains/).fill(DIALOGUE_TITLE);
  await form.getByLabel("Kind").selectOption("dialogue");
  await form.getByLabel("Judges per round").fill("1");
  await form.getByRole("button", { name: "Create queue" }).click();
  await expect(page.getByRole("heading", { name: QUEUE, level: 1 })).toBeVisible();
  queuePath = new URL(page.url()).pathname;
  const queueId = queuePath.split("/").pop()!;
  const printed = execFileSync("python3", ["docs/examples/model_judge.py", queueId], {
    env: { ...process.env, ROUNDTABLE_URL: baseURL!, ROUNDTABLE_TOKEN: token },
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(printed).toMatch(/^scored 12 agents in 3 rounds$/m);
  // A second run finds nothing left for this judge.
  expect(
    execFileSync("python3", ["docs/examples/model_judge.py", queueId], {
      env: { ...process.env, ROUNDTABLE_URL: baseURL!, ROUNDTABLE_TOKEN: token },
      encoding: "utf8",
    }),
  ).toMatch(/^scored 0 agents in 0 rounds$/m);
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "Whole queue" })).toHaveAttribute("aria-valuenow", "100");
  await page.goto("/admin/tokens");
  await expect(page.getByRole("row").filter({ hasText: "queue loop" })).not.toContainText("Never");
});

test("a person's own token scores too, and the model judge's calibration against people has intervals", async ({ page, request }) => {
  await page.goto("/account/tokens");
  await page.locator("#token-name").fill("my scripts");
  await page.getByRole("checkbox", { name: /^judge/ }).check();
  await page.getByRole("button", { name: "Make token" }).click();
  const mine = await page.locator("#new-token").inputValue();
  adminToken = mine;
  const headers = { authorization: `Bearer ${mine}` };
  const slug = judgedSlug;
  const doc = await (await request.get(`/api/v1/documents/${slug}`, { headers })).json();
  let saved = 0;
  for (const round of doc.content.rounds as { number: number; contributions: { agent: string; judge: boolean }[] }[])
    for (const [i, c] of round.contributions.filter((c) => !c.judge).entries()) {
      const v = 4 + ((round.number * 3 + i * 5) % 13);
      const response = await request.post(`/api/v1/documents/${slug}/rounds/${round.number}/scores`, {
        headers,
        data: { agent: c.agent, values: { wisdom: v, consistency: v + 1, truth: Math.max(0, v - 2), relationships: v } },
      });
      expect(response.status()).toBe(201);
      saved++;
    }
  expect(saved).toBe(12);
  await page.goto("/judging");
  await page.getByRole("link", { name: JUDGE }).click();
  await expect(page.getByRole("heading", { name: `${JUDGE}: calibration`, level: 1 })).toBeVisible();
  const total = page.getByRole("table", { name: "Against the people's consensus" }).getByRole("row", { name: /^Overall/ });
  await expect(total).toContainText(/-?\d\.\d{3} – -?\d\.\d{3}/);
  await expect(page.getByRole("heading", { name: "Where it differs most from people" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Where it differs most from people" }).getByRole("listitem").first()).toContainText(
    /round \d, \w+: 0\.50 against the people/,
  );
});

/** Signs a new person of `role` in on a page of their own and makes them a token in /account/tokens, as they would. */
async function personWithToken(browser: Browser, role: "judge" | "viewer", scopes: string[]) {
  const person = { email: `api-${role}-${Date.now().toString(36)}@e2e.test`, password: `api ${role} password` };
  addUserWithCli(person.email, role, person.password);
  const page = await freshPage(browser);
  await signIn(page, person.email, person.password, "/account/tokens");
  await page.locator("#token-name").fill(`${role} script`);
  for (const scope of scopes) await page.getByRole("checkbox", { name: new RegExp(`^${scope}`) }).check();
  await page.getByRole("button", { name: "Make token" }).click();
  const made = await page.locator("#new-token").inputValue();
  await page.context().close();
  return { headers: { authorization: `Bearer ${made}` } };
}

test("blind judging keeps a person's scores from the model judge exactly as from another person", async ({ page, browser, request }) => {
  const slug = "on-call-alert-fatigue";
  await page.goto(`/d/${slug}#judges`);
  await judgesLoaded(page);
  const blind = page.getByRole("button", { name: /Turn blind judging (on|off)/ });
  if ((await blind.textContent())?.includes("on")) await blind.click();
  await expect(page.getByRole("button", { name: "Turn blind judging off" })).toBeVisible();
  try {
    const scorer = await personWithToken(browser, "judge", ["judge"]);
    const onlooker = await personWithToken(browser, "judge", ["judge"]);
    const doc = await (await request.get(`/api/v1/documents/${slug}`, scorer)).json();
    const agent: string = doc.content.rounds[0].contributions.find((c: { judge: boolean }) => !c.judge).agent;
    const saved = await request.post(`/api/v1/documents/${slug}/rounds/0/scores`, {
      ...scorer,
      data: { agent, values: { wisdom: 7, consistency: 7, truth: 7, relationships: 7 } },
    });
    expect(saved.status()).toBe(201);
    const scorerId: string = (await (await request.get("/api/v1/me", scorer)).json()).user.id;
    type Listed = { data: { judge: { id: string } }[]; hidden: number };
    const seenBy = async (headers: { headers: Record<string, string> }): Promise<Listed> =>
      (await request.get(`/api/v1/documents/${slug}/scores`, headers)).json();
    const byModel = await seenBy({ headers: { authorization: `Bearer ${token}` } });
    const byPerson = await seenBy(onlooker);
    // Neither has scored the round: the person's score is counted as hidden for both, and shown to neither.
    expect(byModel.data.filter((s) => s.judge.id === scorerId)).toEqual([]);
    expect(byPerson.data.filter((s) => s.judge.id === scorerId)).toEqual([]);
    expect(byModel.hidden).toBeGreaterThan(0);
    expect(byModel.hidden).toBe(byPerson.hidden);
    // The admin sees it, as the page shows admins everything.
    const byAdmin = await seenBy({ headers: { authorization: `Bearer ${adminToken}` } });
    expect(byAdmin.data.map((s) => s.judge.id)).toContain(scorerId);
  } finally {
    await page.goto(`/d/${slug}#judges`);
    await judgesLoaded(page);
    await page.getByRole("button", { name: "Turn blind judging off" }).click();
    await expect(page.getByRole("button", { name: "Turn blind judging on" })).toBeVisible();
  }
});

test("a revoked token answers 401 with a problem document", async ({ page, request }) => {
  await page.goto("/admin/tokens");
  page.once("dialog", (d) => d.accept());
  await page.getByRole("button", { name: "Revoke queue loop" }).click();
  await expect(page.getByRole("row").filter({ hasText: "queue loop" })).toContainText("Revoked");
  const response = await request.get("/api/v1/me", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  expect(response.headers()["content-type"]).toBe("application/problem+json");
  expect((await response.json()).detail).toBe("This token is revoked.");
});

checkLooks("api-tokens", async (page) => {
  await page.goto("/account/tokens");
  await expect(page.getByRole("heading", { name: "API tokens", level: 1 })).toBeVisible();
});

checkLooks("admin-tokens", async (page) => {
  await page.goto("/admin/tokens");
  await expect(page.getByRole("heading", { name: "Tokens and model judges", level: 1 })).toBeVisible();
});

test("the API reference is drawn from the generated document", async ({ page }) => {
  await page.goto("/api/reference");
  await expect(page.getByRole("heading", { name: /Roundtable API/ })).toBeVisible();
  await expect(page.getByText("/documents/{slug}/rounds/{round}/scores")).toBeVisible();
});
