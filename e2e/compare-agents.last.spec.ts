import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

// Two corpus dialogues on neighbouring questions (a PM repo sync and a Jira integration, both by Blue's panel).
const CORPUS = join(process.cwd(), "../shared/corpus/blue");
const A = "2026-03-12t2026z-pm-repo-sync-architecture";
const B = "2026-03-11t1341z-jira-cloud-integration-for-blue";
const needCorpus = () => test.skip(!existsSync(CORPUS), `${CORPUS} is absent: comparing and ranking corpus dialogues needs ../shared/corpus`);

test.describe.configure({ mode: "serial" });

test("the corpus is imported from the command line", async () => {
  needCorpus();
  test.setTimeout(240_000);
  execFileSync("npm", ["run", "-s", "roundtable", "--", "import", CORPUS], { env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" }, stdio: "pipe" });
});

test("a dialogue's Compare with… leads to a picker, and picking gives two corpus dialogues side by side", async ({ page }) => {
  needCorpus();
  const problems = watchForErrors(page);
  await page.goto(`/d/${A}`);
  await page.getByRole("link", { name: "Compare with…" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?a=${A}$`));
  await expect(page.getByRole("heading", { name: "Compare with…" })).toBeVisible();
  await page.getByLabel("Title words").fill("jira cloud");
  await page.getByRole("button", { name: "Find" }).click();
  // The search is a navigation: read the links once its results are the page (reading them mid-way lost the context).
  await expect(page).toHaveURL(/[?&]q=jira(\+|%20)cloud/);
  await page.waitForLoadState();
  // The argument-map and round-state specs import this directory on its own too (as B, B-2…): pick the copy this
  // spec imported with the whole corpus, the last one stored.
  const copies = await page
    .getByRole("link", { name: "Jira Cloud Integration For Blue", exact: true })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const suffix = (href: string) => Number(href.match(/-(\d+)$/)?.[1] ?? 1);
  const chosen = copies.sort((x, y) => suffix(y) - suffix(x))[0]!;
  expect(chosen).toMatch(new RegExp(`&b=${B}(-\\d+)?$`));
  const b = chosen.split("&b=")[1]!;
  await page.locator(`a[href="${chosen}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?a=${A}&b=${b}$`));

  const glance = page.getByRole("table", { name: "The two dialogues at a glance" });
  await expect(glance.getByRole("row", { name: /^Rounds/ })).toHaveText(/Rounds\s*3\s*3/);
  await expect(glance.getByRole("row", { name: /^Converged in/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "A: final scores" })).toBeVisible();
  // The Jira dialogue's Judge kept no per-agent scoreboard: the page says so rather than showing an empty table.
  await expect(page.getByText("B records no final scores.")).toBeVisible();
  await expect(page.getByRole("group", { name: /^Velocity by round/ }).getByRole("img", { name: /^A, round 1: / })).toBeVisible();

  // Tensions are matched by label, never forced: read with the Judge's own labels (issue 27), these two dialogues share
  // none above the 30 % line, so each side lists its own (a match's strength is held by lib/compare's tests).
  await expect(page.getByText(/^0 matched by label/)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Only in A \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Only in B \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Decision and dissent" })).toBeVisible();

  // Swapping is a link: the same comparison with the sides exchanged.
  await page.getByRole("link", { name: "Swap A and B" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?a=${b}&b=${A}$`));
  await expect(page.getByRole("table", { name: "The two dialogues at a glance" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the leaderboard sorts by Truth, and an agent's interval brackets its mean", async ({ page }) => {
  needCorpus();
  const problems = watchForErrors(page);
  await page.goto("/agents?source=corpus");
  await expect(page.getByRole("heading", { name: "Agents", level: 1 })).toBeVisible();
  const truth = page.getByRole("columnheader", { name: /^Truth/ });
  await truth.getByRole("link").click();
  await expect(page).toHaveURL(/\/agents\?sort=truth&source=corpus$/);
  await expect(truth).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("columnheader", { name: /^Rank \(Truth\)/ })).toBeVisible();

  const means = await page.locator('td[data-dimension="truth"] > span.font-medium').allTextContents();
  expect(means.length).toBeGreaterThan(3);
  const values = means.map(Number);
  expect(values).toEqual([...values].sort((x, y) => y - x));

  const withInterval = page.locator('td[data-dimension="truth"]:has([data-interval*="–"])').first();
  const interval = (await withInterval.locator("[data-interval]").getAttribute("data-interval"))!;
  const [low, high] = interval.split("–").map(Number);
  const mean = Number(await withInterval.locator("span.font-medium").textContent());
  expect(low).toBeLessThanOrEqual(mean);
  expect(high).toBeGreaterThanOrEqual(mean);
  await expect(withInterval).toContainText(/95 % interval/);

  // Where intervals overlap, a rank is a range.
  await expect(
    page
      .locator("td[data-rank]")
      .filter({ hasText: /^\d+–\d+$/ })
      .first(),
  ).toBeVisible();
  await truth.getByRole("link").click();
  await expect(truth).toHaveAttribute("aria-sort", "ascending");
  expect(problems).toEqual([]);
});

test("the leaderboard groups by role and filters by date in the URL", async ({ page }) => {
  needCorpus();
  await page.goto("/agents?source=corpus");
  await page.getByLabel("Rows").selectOption("role");
  await page.getByLabel("From", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/by=role/);
  await expect(page).toHaveURL(/from=2026-03-01/);
  await expect(page.getByRole("columnheader", { name: /^Role/ })).toBeVisible();
  await expect(page.getByText(/roles over 2 dialogues/)).toBeVisible();
});

// Needs no corpus: the choice and what it means show whatever has been scored.
test("the leaderboard ranks by people's scores when asked, on 0–1, and says so", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/agents?scores=people");
  await expect(page.getByLabel("Scores from")).toHaveValue("people");
  await expect(page.getByText(/scored by people\. Scores are those of people judging here .* on the common 0–1 scale/)).toBeVisible();
  await page.getByLabel("Scores from").selectOption("models");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/scores=models/);
  await expect(page.getByText(/on the common 0–1 scale/)).toBeVisible();
  expect(problems).toEqual([]);
});

async function openComparison(page: Page) {
  needCorpus();
  await page.goto(`/compare?a=${A}&b=${B}`);
  await expect(page.getByRole("table", { name: "The two dialogues at a glance" })).toBeVisible();
}

checkLooks("compare", openComparison);
checkLooks("compare-picker", async (page) => {
  needCorpus();
  await page.goto(`/compare?a=${A}`);
  await expect(page.getByRole("heading", { name: "Compare with…" })).toBeVisible();
});
checkLooks("agents", async (page) => {
  needCorpus();
  await page.goto("/agents?source=corpus&sort=truth");
  await expect(page.getByRole("columnheader", { name: /^Truth/ })).toBeVisible();
});
