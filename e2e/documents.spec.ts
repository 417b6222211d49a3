import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

const fixture = (name: string) => readFileSync(join(process.cwd(), "tests/fixtures/a52", name));
const RESPONSE = "/r/lantern-response";
const SESSION = "/r/lantern-session-json";

async function upload(page: Page) {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    { name: "lantern-response.md", mimeType: "text/markdown", buffer: fixture("response.md") },
    { name: "lantern-session.json", mimeType: "application/json", buffer: fixture("pcpp-session.json") },
  ]);
  await page.getByRole("button", { name: "Import" }).click();
  const results = page.getByRole("table", { name: "Upload result, one row a file" });
  for (const path of ["lantern-response.md", "lantern-session.json"]) {
    await expect(results.getByRole("row").filter({ has: page.getByRole("cell", { name: path, exact: true }) })).toContainText(/imported|unchanged|updated/);
  }
}

test("an uploaded A52 response reads on its review page: files list against blocks, findings, downloads", async ({ page }) => {
  const problems = watchForErrors(page);
  await upload(page);
  // The index links a response to its review page, and the dialogue URL sends it there too.
  await page.goto("/");
  await page.getByLabel("Kind", { exact: true }).selectOption("a52");
  await expect(page).toHaveURL(/[?&]kind=a52/);
  const index = page.getByRole("table", { name: "Dialogues" });
  await expect(index.getByRole("link", { name: /^The cache grows without bound/ })).toHaveAttribute("href", RESPONSE);
  await expect(index.getByRole("row").filter({ hasText: "The cache grows without bound" })).toContainText("A52 response");
  await expect(index.getByRole("cell", { name: "Dialogue", exact: true })).toHaveCount(0);
  await page.goto("/d/lantern-response");
  await expect(page).toHaveURL(RESPONSE);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("The cache grows without bound");
  // The plan is markdown: its emphasis and code render, and no markup shows.
  const plan = page.locator("section").filter({ has: page.getByRole("heading", { name: "Plan (course of action)" }) });
  await expect(plan.locator("strong").filter({ hasText: "Document the policy:" })).toBeVisible();
  await expect(plan.locator("code").filter({ hasText: "cache.ts" })).toBeVisible();
  await expect(plan).not.toContainText("**");
  await expect(plan).not.toContainText("`");

  const files = page.getByRole("table", { name: "Files listed and supplied" });
  const row = (path: string) => files.getByRole("row").filter({ hasText: path });
  await expect(row("src/cache.test.ts")).toContainText("listed only");
  await expect(row("scripts/warmup.sh")).toContainText("Deleted");
  await expect(row("scripts/warmup.sh")).toContainText("listed only");
  await expect(row("src/metrics.ts")).toContainText("supplied only");
  await expect(row("A12. Lantern - Cache Plan.md")).toContainText("prefix match");
  await expect(row("A12. Lantern - Cache Plan.md")).toContainText("block: src/Artifacts/A12. Lantern - Cache Plan.md");

  const block = page.getByRole("figure").filter({ hasText: "src/cache.ts" }).first();
  await expect(block).toContainText("ts");
  await expect(block).toContainText("18 lines");
  await expect(block).toContainText("closed by </file_artifact>");
  await expect(block.locator("code > span")).toHaveCount(18);

  // A finding links to its line of the source view.
  const findings = page.getByRole("list", { name: "Findings" });
  await findings.getByRole("listitem").filter({ hasText: "a52-supplied-not-listed" }).getByRole("link").click();
  await expect(page).toHaveURL(`${RESPONSE}/source#L45`);
  await expect(page.locator("#L45")).toHaveText('<file path="src/metrics.ts">');

  const md = await page.request.get(`${RESPONSE}/export?format=md`);
  expect(md.status()).toBe(200);
  expect(await md.text()).toContain('<file path="src/cache.ts">');
  const json = await (await page.request.get(`${RESPONSE}/export?format=json`)).json();
  expect(json.mismatch.blocksOnly).toContain("src/metrics.ts");
  expect((await page.request.get(`${RESPONSE}/export?format=pdf`)).status()).toBe(400);
  expect(problems).toEqual([]);
});

test("a session: cycles in order, responses side by side, two compared, a file diffed, against the previous pick too", async ({ page }) => {
  const problems = watchForErrors(page);
  await upload(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(SESSION);
  await expect(page.getByRole("heading", { level: 2, name: "Cycle 1: Lantern cache: first cut" })).toBeVisible();
  const all = page.getByRole("region", { name: "Responses of cycle 1, side by side" });
  await expect(all.getByRole("article")).toHaveCount(3);
  await expect(all.getByRole("article", { name: "Response 3" })).toContainText("Empty tab");
  await expect(all.getByRole("article", { name: "Response 1" })).toContainText("Curator's pick");
  const [one, two] = [
    await all.getByRole("article", { name: "Response 1" }).boundingBox(),
    await all.getByRole("article", { name: "Response 2" }).boundingBox(),
  ];
  expect(one!.y).toBe(two!.y);
  expect(two!.x).toBeGreaterThan(one!.x + one!.width - 1);

  await page
    .getByRole("navigation", { name: "Cycles" })
    .getByRole("link", { name: /Cycle 2/ })
    .click();
  await expect(page).toHaveURL(`${SESSION}?cycle=2`);
  await expect(page.getByRole("heading", { level: 2, name: "Cycle 2: Lantern cache: bound it" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Cycles" }).getByRole("link", { name: /Cycle 2/ })).toHaveAttribute("aria-current", "page");
  await page.getByText("Cycle context").click();
  await expect(page.getByText("The cache grows without bound; bound it.")).toBeVisible();

  const form = page.getByRole("form", { name: "Compare responses" });
  await form.getByLabel("From", { exact: true }).selectOption("1");
  await form.getByLabel("To", { exact: true }).selectOption("3");
  await form.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/cycle=2&a=1&b=3/);
  const pair = page.getByRole("region", { name: "Two responses side by side" });
  await expect(pair.getByRole("article")).toHaveCount(2);
  await expect(pair.getByRole("article", { name: "Response 1" })).toContainText("Evict the least recently used entry");
  await expect(pair.getByRole("article", { name: "Response 3" })).toContainText("Expire entries after a time to live");
  await expect(pair.getByRole("article", { name: "Response 3" }).getByRole("table")).toContainText("listed only");

  await form.getByLabel("File to diff").selectOption("src/cache.ts");
  await form.getByRole("button", { name: "Compare" }).click();
  await expect(page).toHaveURL(/cycle=2&a=1&b=3&file=src%2Fcache\.ts/);
  const diff = page.getByRole("region", { name: "Diff of src/cache.ts", exact: true });
  await expect(diff.locator('tr[data-op="removed"]').filter({ hasText: "constructor(private limit = 100) {}" })).toHaveCount(1);
  await expect(diff.locator('tr[data-op="added"]').filter({ hasText: "constructor(private ttlMs = 60_000) {}" })).toHaveCount(1);
  // Added, removed and unchanged lines are told apart by colour.
  const background = (op: string) =>
    diff
      .locator(`tr[data-op="${op}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  const colours = await Promise.all(["added", "removed", "context"].map(background));
  expect(new Set(colours).size).toBe(3);
  // The sign sits in a ruled gutter apart from the text, so an unchanged "- item" line cannot read as a removal.
  const context = diff.locator('tr[data-op="context"]').first();
  await expect(context.locator("td[data-gutter]")).toHaveText(/^\s*$/);
  const gutter = await context.locator("td[data-gutter]").evaluate((el) => getComputedStyle(el).borderRightWidth);
  const textPadding = await context
    .locator("td")
    .last()
    .evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
  expect(gutter).not.toBe("0px");
  expect(textPadding).toBeGreaterThan(0);

  await form.getByLabel("To", { exact: true }).selectOption("prev");
  await form.getByRole("button", { name: "Compare" }).click();
  // The older version, cycle 1's pick, goes on the left.
  await expect(page.getByRole("heading", { name: /Diff of src\/cache\.ts: cycle 1's pick \(response 1\) → response 1/ })).toBeVisible();
  // Cycle 1's plain map against cycle 2's LRU: reorder-on-read and eviction are what cycle 2 added.
  await expect(
    page.getByRole("region", { name: "Diff of src/cache.ts", exact: true }).locator('tr[data-op="added"]').filter({ hasText: "this.map.delete(key);" }),
  ).toHaveCount(2);
  expect(problems).toEqual([]);
});

test("at 390 px the responses of a cycle stack", async ({ page }) => {
  await upload(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(SESSION);
  const all = page.getByRole("region", { name: "Responses of cycle 1, side by side" });
  const [one, two] = [
    await all.getByRole("article", { name: "Response 1" }).boundingBox(),
    await all.getByRole("article", { name: "Response 2" }).boundingBox(),
  ];
  expect(one!.x).toBe(two!.x);
  expect(two!.y).toBeGreaterThan(one!.y + one!.height - 1);
});

checkLooks("a52-response", async (page) => {
  await page.goto(RESPONSE);
  await expect(page.getByRole("table", { name: "Files listed and supplied" })).toBeVisible();
});

checkLooks("a52-session", async (page) => {
  await page.goto(`${SESSION}?cycle=2`);
  await expect(page.getByRole("region", { name: "Responses of cycle 2, side by side" })).toBeVisible();
});

checkLooks("a52-diff", async (page) => {
  await page.goto(`${SESSION}?cycle=2&a=1&b=3&file=src%2Fcache.ts`);
  await expect(page.getByRole("region", { name: "Diff of src/cache.ts", exact: true })).toBeVisible();
});

test("GoopSpec reports and ACOR runs open on the same review page through its one view map", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    {
      name: "mount-goop-orchestrator.md",
      mimeType: "text/markdown",
      buffer: readFileSync(join(process.cwd(), "tests/fixtures/goopspec-session/01-orchestrator.md")),
    },
    { name: "run__csv_dedupe__ok.md", mimeType: "text/markdown", buffer: readFileSync(join(process.cwd(), "tests/fixtures/acor-runs/run__csv_dedupe__ok.md")) },
  ]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toContainText("run__csv_dedupe__ok.md");
  await page.goto("/d/mount-goop-orchestrator");
  await expect(page).toHaveURL("/r/mount-goop-orchestrator");
  await expect(page.getByText("GoopSpec report", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Report by / })).toBeVisible();
  await page.goto("/r/run-csv-dedupe-ok");
  await expect(page.getByRole("heading", { name: "Run", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a judge scores two responses of a cycle with the judging dialogues use, the curator's pick beside them", async ({ page }) => {
  await upload(page);
  await page.goto(`${SESSION}?cycle=2`);
  await page.getByRole("link", { name: /^Score the responses of cycle 2$/ }).click();
  await expect(page).toHaveURL(/\/d\/lantern-session-json\/judge\?round=2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Score round 2" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /Response 1/ })).toContainText("Curator's pick");
  // Tab 2 of cycle 2 holds one letter: an empty tab is kept on the session page but not offered for scoring.
  await expect(page.getByRole("form", { name: "Score Response 2" })).toHaveCount(0);
  for (const [i, agent] of ["Response 1", "Response 3"].entries()) {
    const form = page.getByRole("form", { name: `Score ${agent}` });
    for (const [d, value] of [
      ["Wisdom", 5 + i],
      ["Consistency", 4],
      ["Truth", 3],
      ["Relationships", 2],
    ] as const)
      await form.getByLabel(d).fill(String(value));
    await form.getByLabel("Rationale (optional)").fill(`${agent} read against the pick`);
    await form.getByLabel("Relationships").press("Enter");
    await expect(form.getByText(/Saved \(version \d+\)\.|No change to save\./)).toBeVisible();
  }
});
