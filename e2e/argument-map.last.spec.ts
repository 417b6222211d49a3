import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { existsSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

// Two round-scoped directories of the real corpus: the one with the most arguments (87) and the one whose panel rotates.
const CORPUS = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues");
const JIRA = "2026-03-11T1341Z-jira-cloud-integration-for-blue";
const POOL = "2026-02-06T1839Z-rfc-0058-supersession-hybrid-relational-dynamodb-architecture";
const present = existsSync(`${CORPUS}/${JIRA}`) && existsSync(`${CORPUS}/${POOL}`);
const stamp = Date.now().toString(36);
const FIXED = `Fixed Panel ${stamp}`;

/** The dialogue page of a corpus directory, by its folder's name (the slug, or with `-2` if another spec imported it too). */
async function hrefOf(page: Page, folder: string): Promise<string> {
  await page.goto(`/?q=${encodeURIComponent(folder.slice(17).split("-").slice(0, 3).join(" "))}&size=100`);
  const slug = folder.toLowerCase();
  const hrefs = await page.locator(`a[href^="/d/${slug}"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const href = hrefs.find((h) => h === `/d/${slug}` || /^-\d+$/.test(h.slice(`/d/${slug}`.length)));
  expect(href, `a link to /d/${slug} on the index`).toBeTruthy();
  return href!;
}

test.describe.configure({ mode: "serial" });

test("the corpus directories import from the command line, and a fixed-panel fixture uploads", async ({ page }) => {
  test.skip(!present, `${CORPUS} is absent: the argument map and pool checks need ../shared/corpus`);
  test.setTimeout(120_000);
  for (const folder of [JIRA, POOL])
    execFileSync("npm", ["run", "-s", "roundtable", "--", "import", `${CORPUS}/${folder}`], {
      env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" },
      stdio: "pipe",
    });
  await page.goto("/upload");
  const text = `# Alignment Dialogue: ${FIXED}\n\n**Status**: Converged\n\n## Round 0\n\n### 🧁 Muffin\n\n[TENSION T01: A doubt]\n\n## Round 1\n\n### 🧁 Muffin\n\n[RESOLVED T01: settled]\n`;
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: `fixed-${stamp}.dialogue.md`, mimeType: "text/markdown", buffer: Buffer.from(text) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("1 imported")).toBeVisible();
});

test("an argument-map node opens its marker on the timeline", async ({ page }) => {
  test.skip(!present, "corpus absent");
  const problems = watchForErrors(page);
  const href = await hrefOf(page, JIRA);
  await page.goto(href);
  await page.getByRole("link", { name: "Argument map" }).click();
  await expect(page).toHaveURL(new RegExp(`${href}/map$`));
  const map = page.getByRole("group", { name: /^Argument map: \d+ tensions, \d+ perspectives, \d+ moves across 3 rounds/ });
  // 79 nodes since perspectives an agent numbered from P01 are matched to the inventory rows of the same label (issue 27).
  await expect(map.getByRole("link")).toHaveCount(79);
  const node = map.getByRole("link", { name: /^T01 · Brioche, resolved: / });
  await node.click();
  await expect(page).toHaveURL(new RegExp(`${href}#marker-\\d+$`));
  const target = page.locator(`#${page.url().split("#")[1]}`);
  await expect(target).toBeInViewport();
  await expect(target).toContainText("TENSION");
  expect(problems).toEqual([]);
});

test("hovering a node fades what it is not joined to; grouping by tension is a link", async ({ page }) => {
  test.skip(!present, "corpus absent");
  const href = await hrefOf(page, JIRA);
  await page.goto(`${href}/map`);
  const map = page.getByRole("group", { name: /^Argument map/ });
  const t01 = map.getByRole("link", { name: /^T01 · Brioche, resolved: / });
  const key = (await t01.getAttribute("data-node"))!;
  const joined = map.locator(`path.e-${key}`).first();
  const other = map.locator(`path.E:not(.e-${key})`).first();
  await t01.hover();
  await expect(other).toHaveCSS("opacity", "0.15");
  await expect(joined).toHaveCSS("opacity", "1");
  // The list says the same moves in words, each a link to its marker.
  await expect(page.getByRole("link", { name: "Scone resolved T01 (Brioche, R0)" })).toHaveAttribute("href", new RegExp(`^${href}#marker-\\d+$`));

  await page.getByRole("link", { name: "By tension" }).click();
  await expect(page).toHaveURL(new RegExp(`${href}/map\\?group=tension$`));
  await expect(page.getByRole("link", { name: "By tension" })).toHaveAttribute("aria-current", "page");
  await expect(map.getByText(/^T01 \(Brioche\):/)).toBeVisible();
  await expect(map.getByText("Joined to no tension")).toBeVisible();
});

test("the pool and who sat in which round: the panel rotates in a corpus dialogue", async ({ page }) => {
  test.skip(!present, "corpus absent");
  const href = await hrefOf(page, POOL);
  await page.goto(`${href}#panel`);
  // A long dialogue's pool opens when asked (lib/page-budget.ts, isLongDialogue); a shorter one's is drawn.
  const show = page.locator("#panel").getByRole("link", { name: /^Show the expert pool/ });
  if (await show.count()) await show.click();
  const pool = page.getByRole("table", { name: /^Expert pool \(8 of 14 selected\)/ });
  await expect(pool.getByRole("row", { name: /^Relational Database Architect/ })).toContainText(/Core\s*0\.95\s*Muffin\s*R0, R1, R2, R3/);
  const seats = page.getByRole("table", { name: /^Panel by round \(from each round's panel; R0 lists none, so who spoke\)/ });
  await expect(seats.getByRole("columnheader")).toHaveText(["Agent", "Tier", "R0", "R1", "R2", "R3"]);
  const galette = seats.getByRole("row", { name: /^Galette/ });
  await expect(galette.getByRole("img").nth(0)).toHaveAttribute("aria-label", "absent");
  await expect(galette.getByRole("img").nth(1)).toHaveAttribute("aria-label", "on the panel, spoke");
  const changes = page.getByRole("list", { name: "Panel changes" });
  await expect(changes.getByRole("listitem").nth(0)).toContainText(/Round 1: joined .*Galette/);
  await expect(changes.getByRole("listitem").nth(1)).toContainText(/Round 2: left .*Eclair/);
  // The section alone, to look at: the whole page's screenshot is tens of thousands of pixels tall.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("#panel").screenshot({ path: `test-results/screenshots/expert-pool-section-${width}.png` });
  }
});

test("a dialogue without a pool says so", async ({ page }) => {
  await page.goto(`/?q=${encodeURIComponent(FIXED)}`);
  await page.getByRole("link", { name: FIXED, exact: true }).filter({ visible: true }).click();
  await expect(page.getByText(/This dialogue has no expert pool/)).toBeVisible();
});

checkLooks("argument-map", async (page) => {
  test.skip(!present, "corpus absent");
  await page.goto(`${await hrefOf(page, JIRA)}/map`);
  await expect(page.getByRole("heading", { name: "Argument map", level: 1 })).toBeVisible();
});

checkLooks("argument-map-by-tension", async (page) => {
  test.skip(!present, "corpus absent");
  await page.goto(`${await hrefOf(page, JIRA)}/map?group=tension`);
  await expect(page.getByRole("link", { name: "By tension" })).toHaveAttribute("aria-current", "page");
});

// A seeded sample, small enough to read whole: its edges must still go round the nodes, not through them.
checkLooks("argument-map-sample", async (page) => {
  await page.goto("/d/event-store-migrations/map");
  await expect(
    page
      .getByRole("group", { name: /^Argument map: / })
      .getByRole("link")
      .first(),
  ).toBeVisible();
});

checkLooks("expert-pool", async (page) => {
  test.skip(!present, "corpus absent");
  await page.goto(`${await hrefOf(page, POOL)}#panel`);
  const show = page.locator("#panel").getByRole("link", { name: /^Show the expert pool/ });
  if (await show.count()) await show.click();
  await expect(page.getByRole("table", { name: /^Panel by round/ })).toBeVisible();
});
