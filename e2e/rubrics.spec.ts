import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, expectAccessible, watchForErrors } from "./helpers/looks";
import { judgesLoaded } from "./helpers/judges";
import { addUserWithCli, freshPage, signIn } from "./helpers/accounts";

// Issue 33: a queue scores under its rubric; the file's Judge stands beside the judges on the 0–1 scale only, and α is
// computed on units two raters share (none: "not enough data", no number).
const run = Date.now().toString(36);
const TITLE = `Rubric trial ${run}`;
const RUBRIC = `Trial rubric ${run}`;
const QUEUE = `Rubric queue ${run}`;
const judges = [
  { email: `rubric-one-${run}@e2e.test`, password: "rubric judge one password" },
  { email: `rubric-two-${run}@e2e.test`, password: "rubric judge two password" },
];
let slug = "";
let queueUrl = "";

// A dialogue of ours whose Judge gives per-round totals: Muffin 7 then 10, Scone 8 then 9 (the file's highest is 10).
const DIALOGUE = [
  `# Alignment Dialogue: ${TITLE}`,
  "",
  "**Status**: Converged",
  "**Participants**: 💙 Judge, 🧁 Muffin, 🧁 Scone",
  "",
  "## Alignment Scoreboard",
  "",
  "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |",
  "|---|---|---|---|---|---|",
  "| 🧁 Muffin | 5 | 4 | 4 | 4 | **17** |",
  "| 🧁 Scone | 5 | 4 | 4 | 4 | **17** |",
  "",
  "By round:",
  "",
  "| Agent | R0 | R1 | **Total** |",
  "|---|---|---|---|",
  "| 🧁 Muffin | 7 | 10 | **17** |",
  "| 🧁 Scone | 8 | 9 | **17** |",
  "",
  "## Round 0: Opening",
  "",
  "### Muffin 🧁",
  "",
  "Cache the rubric per queue; recompute nothing old.",
  "",
  "### Scone 🧁",
  "",
  "A score is only comparable under the scale it was given on.",
  "",
  "## Round 1: Closing",
  "",
  "### Muffin 🧁",
  "",
  "Agreed: version the rubric and keep every score's version.",
  "",
  "### Scone 🧁",
  "",
  "And pool on 0–1 only when someone asks.",
  "",
].join("\n");

const DIMENSIONS = [
  "## depth: Depth (0–4)",
  "How far the answer goes below the surface.",
  "0: Restates the question.",
  "2: Names a cause.",
  "4: Finds the cause and shows it.",
  "",
  "## care: Care (0–4)",
  "Whether it weighs the others' points.",
  "0: Ignores them.",
  "4: Builds on each of them.",
].join("\n");

test.describe.configure({ mode: "serial" });
// Uploads, forms and two judges' rounds on a machine shared with other work: more than the default 30 s.
test.setTimeout(120_000);

test("an admin uploads a dialogue, makes a rubric and a queue that scores under it", async ({ page }) => {
  const errors = watchForErrors(page);
  for (const j of judges) addUserWithCli(j.email, "judge", j.password);
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: `rubric-${run}.dialogue.md`, mimeType: "text/markdown", buffer: Buffer.from(DIALOGUE) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await page.getByRole("link", { name: TITLE, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  slug = new URL(page.url()).pathname.split("/")[2]!;

  await page.goto("/admin/rubrics");
  const form = page.getByRole("form", { name: "New rubric" });
  await form.getByLabel("Name").fill(RUBRIC);
  await form.getByLabel("What it is for").fill("Two dimensions on 0–4, for the e2e.");
  // Meant for any kind: it serves the queue that chooses it, and dialogues outside queues keep the built-in rubric
  // (ticking Dialogues would move every later spec's scoring onto it).
  // A level outside the bounds is refused and what was typed stays.
  await form.getByLabel("Dimensions and anchors").fill(`${DIMENSIONS}\n9: Off the scale.`);
  await form.getByRole("button", { name: "Create rubric" }).click();
  await expect(form.getByText("Care: Every anchor's level is within the bounds.")).toBeVisible();
  await expect(form.getByLabel("Dimensions and anchors")).toHaveValue(/9: Off the scale\./);
  await form.getByLabel("Dimensions and anchors").fill(DIMENSIONS);
  await form.getByRole("button", { name: "Create rubric" }).click();
  await expect(form.getByRole("status")).toHaveText(`${RUBRIC} is made (version 1).`);
  const made = page
    .getByRole("list", { name: "Rubrics" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: RUBRIC }) });
  await expect(made).toContainText("Used only by the queues that choose it.");
  await expect(page.getByRole("list", { name: "Rubrics" }).getByRole("listitem").first()).toContainText("Outside queues, scores: Dialogues, A52 sessions.");

  await page.goto("/queues");
  const queue = page.getByRole("form", { name: "New queue" });
  await queue.getByLabel("Name").fill(QUEUE);
  await queue.getByLabel(/title or slug contains/).fill(TITLE);
  await queue.getByLabel("Kind").selectOption("dialogue");
  await queue.getByLabel("Rubric", { exact: true }).selectOption({ label: `${RUBRIC}, version 1` });
  await queue.getByLabel("Judges per round").fill("2");
  await queue.getByRole("button", { name: "Create queue" }).click();
  await expect(page.getByRole("heading", { name: QUEUE, level: 1 })).toBeVisible();
  queueUrl = new URL(page.url()).pathname;
  await expect(page.getByText(`Scored under ${RUBRIC}, version 1`)).toBeVisible();
  expect(errors).toEqual([]);
});

/** Scores both agents of round 0 in the queue: depth and care per agent. */
async function scoreRound0(page: Page, values: Record<string, [number, number]>) {
  await page.goto(`/d/${slug}/judge?round=0&queue=${queueUrl.split("/")[2]}`);
  // The rubric's anchors stand beside the forms.
  const rubric = page.getByRole("region", { name: "Rubric" });
  await expect(rubric).toContainText(`Rubric: ${RUBRIC}, version 1`);
  await expect(rubric.getByRole("list", { name: "Depth: what each level means" })).toContainText("4Finds the cause and shows it.");
  for (const [agent, [depth, care]] of Object.entries(values)) {
    const form = page.getByRole("form", { name: `Score ${agent}` });
    await expect(form.getByLabel("Wisdom")).toHaveCount(0);
    await form.getByLabel("Depth").fill(String(depth));
    await form.getByLabel("Care").fill(String(care));
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Saved (version 1).")).toBeVisible();
  }
}

test("after one judge: no shared unit, so 'not enough data' and no α among judges; the file's Judge shares units on 0–1", async ({ browser }) => {
  const page = await freshPage(browser);
  const errors = watchForErrors(page);
  await signIn(page, judges[0]!.email, judges[0]!.password, queueUrl);
  await scoreRound0(page, { Muffin: [2, 2], Scone: [4, 2] });
  // Out of the rubric's bounds is refused by the server too (the browser's own check bypassed).
  const muffin = page.getByRole("form", { name: "Score Muffin" });
  await muffin.getByLabel("Depth").evaluate((input: HTMLInputElement) => input.removeAttribute("max"));
  await muffin.getByLabel("Depth").fill("7");
  await muffin.getByLabel(/Why the change/).fill("testing the bounds");
  await muffin.getByRole("button", { name: "Save new version" }).click();
  await expect(muffin.getByText(/Depth is 0–4\./)).toBeVisible();

  await page.goto(queueUrl);
  const agreement = page.getByRole("table", { name: "Agreement in this queue" });
  await expect(agreement.getByRole("row", { name: /^Depth/ })).toContainText("not enough data");
  await expect(agreement.getByRole("row", { name: /^Total/ })).toContainText(/^Total\s*0\s*not enough data$/);
  // No α anywhere in the table: no number with three decimals.
  await expect(agreement).not.toContainText(/\d\.\d{3}/);

  await page.goto(`/d/${slug}#judges`);
  await judgesLoaded(page);
  const own = page.getByRole("table", { name: "Agreement between judges" });
  await expect(own).not.toContainText(/\d\.\d{3}/);
  // The file's Judge and this judge share round 0's two units: on the 0–1 scale, with its α.
  const withFile = page.getByRole("region", { name: "Judges and the file's Judge" });
  await expect(withFile).toContainText(/Judges \+ file's Judge, on the 0–1 scale: α -?\d\.\d{3} over 2 shared units/);
  await expect(withFile).toContainText("no maximum");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("after two judges: α on the shared units, and the file's Judge beside them on the 0–1 scale", async ({ browser }) => {
  const page = await freshPage(browser);
  const errors = watchForErrors(page);
  await signIn(page, judges[1]!.email, judges[1]!.password, queueUrl);
  await scoreRound0(page, { Muffin: [4, 2], Scone: [4, 4] });
  await page.goto(`/d/${slug}?jview=rounds&jsort=agent&jdir=asc#judges`);
  await judgesLoaded(page);
  const agreement = page.getByRole("table", { name: "Agreement between judges" });
  await expect(agreement).toContainText(`${RUBRIC}, version 1`);
  await expect(agreement.getByRole("row", { name: /^Total/ })).toContainText(/^Total\s*2\s*-?\d\.\d{3}/);
  const board = page.getByRole("table", { name: "Judges' scoreboard (0–1 scale)" });
  await expect(board.getByRole("columnheader", { name: /File's Judge/ })).toBeVisible();
  // Muffin, round 0: the file's 7 of its highest 10 is 0.70; the judges' (2, 2) and (4, 2) of 0–4 are 0.50 and 0.75.
  const muffin = board.getByRole("row").filter({ hasText: "Muffin" });
  await expect(muffin).toContainText("0.70");
  await expect(muffin).toContainText("0.50");
  await expect(muffin).toContainText("0.75");
  await expect(board.getByRole("row").filter({ hasText: "Scone" })).toContainText("0.80");
  // Nothing on the old scales side by side: no judge total like 4 or 8 beside the file's 7.
  await expect(muffin).not.toContainText(/(^|\s)(4|6|7|8)(\s|$)/);
  await expect(page.getByRole("region", { name: "Judges and the file's Judge" })).toContainText(/α -?\d\.\d{3} over 2 shared units/);
  await expectAccessible(page);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("changing the queue's rubric and versioning the rubric leave the scores given under version 1 as they were", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/admin/rubrics");
  const trial = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: RUBRIC }) });
  await expect(trial).toContainText("version 1 (4 scores)");
  await trial.getByText(`New version of ${RUBRIC}`).click();
  const next = trial.getByRole("form", { name: "New version" });
  await next.getByLabel("Dimensions and anchors").fill(DIMENSIONS.replaceAll("(0–4)", "(0–10)"));
  await next.getByRole("button", { name: "Save as version 2" }).click();
  await expect(next.getByRole("status")).toContainText("version 2 saved");
  await expect(trial).toContainText("version 1 (4 scores) · version 2 (0 scores)");

  await page.goto(queueUrl);
  const choose = page.getByRole("form", { name: "Queue rubric" });
  await choose.getByLabel("Rubric for new scores").selectOption({ label: `${RUBRIC}, version 2` });
  await choose.getByRole("button", { name: "Use this rubric" }).click();
  await expect(choose.getByRole("status")).toContainText("scores already given keep theirs");
  await page.reload();
  await expect(page.getByText(`Scored under ${RUBRIC}, version 2`)).toBeVisible();
  // The scores already given are still version 1's, compared among themselves.
  await expect(page.getByRole("table", { name: "Agreement in this queue" })).toContainText(`${RUBRIC}, version 1`);
  await page.goto(`/d/${slug}/judge?round=0&queue=${queueUrl.split("/")[2]}`);
  await expect(page.getByRole("region", { name: "Rubric" })).toContainText(`Rubric: ${RUBRIC}, version 2`);
  await expect(page.getByRole("region", { name: "Rubric" })).toContainText("whole numbers 0–10");
  expect(errors).toEqual([]);
});

test("rubric management is admins' alone: a judge gets 403 on /admin/rubrics", async ({ browser }) => {
  const page = await freshPage(browser);
  const errors = watchForErrors(page, [403]);
  await signIn(page, judges[0]!.email, judges[0]!.password, queueUrl);
  const response = await page.goto("/admin/rubrics");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("form", { name: "New rubric" })).toHaveCount(0);
  // Nor is the queue's rubric choice shown to a judge.
  await page.goto(queueUrl);
  await expect(page.getByRole("form", { name: "Queue rubric" })).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("a GoopSpec report and an ACOR run are each scored under a rubric of their own", async ({ page }) => {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    { name: `w1t1-${run}.md`, mimeType: "text/markdown", buffer: readFileSync("tests/fixtures/goopspec-session/03-executor-w1t1.md") },
    { name: `run-${run}.md`, mimeType: "text/markdown", buffer: readFileSync("tests/fixtures/acor-runs/run__csv_dedupe__ok.md") },
  ]);
  await page.getByRole("button", { name: "Import" }).click();
  const results = page.getByRole("table", { name: "Upload result, one row a file" });
  await expect(results).toBeVisible();
  const hrefs: string[] = [];
  for (const file of [`w1t1-${run}.md`, `run-${run}.md`]) {
    const row = results.getByRole("row").filter({ has: page.getByRole("cell", { name: file, exact: true }) });
    hrefs.push((await row.getByRole("link").first().getAttribute("href"))!);
  }
  // The fields are filled 2, 3, 4 in the rubric's order: GoopSpec's second is verification, ACOR's third honesty.
  for (const [href, rubric, agent, dimension, value] of [
    [hrefs[0]!, "GoopSpec report", "goop-executor", "Verification evidence", "3"],
    [hrefs[1]!, "ACOR run", "Tool run", "Honesty of report", "4"],
  ] as const) {
    await page.goto(`/d/${href.split("/")[2]}/judge`);
    await expect(page.getByRole("heading", { name: "Score round 0" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Rubric" })).toContainText(`Rubric: ${rubric}, version 1`);
    const form = page.getByRole("form", { name: `Score ${agent}` });
    const fields = form.getByRole("spinbutton");
    await expect(fields).toHaveCount(3);
    for (let i = 0; i < 3; i++) await fields.nth(i).fill(String(i + 2));
    await expect(form.getByLabel(dimension)).toHaveValue(value);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Saved (version 1).")).toBeVisible();
    await expectAccessible(page);
  }
});

checkLooks("rubrics", async (page) => {
  await page.goto("/admin/rubrics");
});
checkLooks("rubric-queue", async (page) => {
  await page.goto(queueUrl || "/queues");
});
checkLooks("rubric-judge", async (page) => {
  await page.goto(slug ? `/d/${slug}/judge?round=0&queue=${queueUrl.split("/")[2]}` : "/queues");
});
