import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

// The largest real dialogue, a round-scoped directory: imported through the CLI as a user would, read from ../shared.
const JIRA = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues/2026-03-11T1341Z-jira-cloud-integration-for-blue");
const JIRA_TITLE = "Jira Cloud Integration For Blue";

const stateSection = (page: Page) => page.locator("section#state");
const tensionRow = (page: Page, id: string) => stateSection(page).locator(`[data-tension="${id}"]`);

async function openJira(page: Page) {
  // The CLI names the source after the folder holding what was imported.
  // One dialogue whatever way it arrived (issue 28): its source is the first that brought it, so find it by title.
  await page.goto("/?q=jira%20cloud");
  await page.getByRole("link", { name: JIRA_TITLE, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: JIRA_TITLE })).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test.describe("a corpus dialogue, round by round", () => {
  test.skip(!existsSync(JIRA), `${JIRA} is absent: the round-state checks need ../shared/corpus`);

  // A 260 kB dialogue: each round is a server render of the whole page.
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(() => {
    execFileSync("npm", ["run", "-s", "roundtable", "--", "import", JIRA], { env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" }, stdio: "pipe" });
  });

  test("scrubbing from round 0 to the last round shows a tension change status, with the round in the address", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openJira(page);
    const rounds = stateSection(page).getByRole("navigation", { name: "Rounds of the state view" });
    await rounds.getByRole("link", { name: "R0", exact: true }).click();
    await expect(page).toHaveURL(/[?&]at=0(&|#|$)/);
    await expect(stateSection(page).getByRole("heading", { name: "After round 0 of 2" })).toBeVisible();
    await expect(tensionRow(page, "T01")).toContainText("open");
    await expect(tensionRow(page, "T01")).toContainText("Sync direction");

    // `.` steps a round from anywhere on the page; the server renders each round.
    await page.locator("body").press(".");
    await expect(page).toHaveURL(/[?&]at=1(&|#|$)/);
    await expect(tensionRow(page, "T01")).toContainText("resolved");
    // Strudel's own T01 is no longer a row of its own in the state: the reading (issue 27) maps agents' ids onto the
    // Judge's rows where the evidence says so, and the narrowing it showed here needs a new example (closing note).
    await page.locator("body").press(".");
    await expect(page).toHaveURL(/[?&]at=2(&|#|$)/);
    await expect(stateSection(page).getByRole("heading", { name: "After round 2 (final)" })).toBeVisible();
    await expect(stateSection(page).getByRole("term").filter({ hasText: "Positions" })).toBeVisible();
    await expect(stateSection(page)).toContainText("12 converge");

    // Back returns to the round before, as rendered by the server.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]at=1(&|#|$)/);
    await expect(stateSection(page).getByRole("heading", { name: "After round 1 of 2" })).toBeVisible();

    // The slider: Home is round 0, End the final round.
    const slider = stateSection(page).getByRole("slider");
    await slider.focus();
    await slider.press("Home");
    await expect(page).toHaveURL(/[?&]at=0(&|#|$)/);
    await expect(tensionRow(page, "T01")).toContainText("open");
    await slider.press("End");
    await expect(page).toHaveURL(/[?&]at=2(&|#|$)/);
    await expect(tensionRow(page, "T01")).toContainText("resolved");
    // Kept to look at: the real dialogue's panel, wide and narrow.
    await page.screenshot({ path: "test-results/screenshots/round-state-jira-1280.png" });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: "test-results/screenshots/round-state-jira-390.png" });
    expect(problems).toEqual([]);
  });

  test("Play runs round 0 to the final round in one motion", async ({ page }) => {
    await openJira(page);
    await stateSection(page).getByRole("link", { name: "R2 (final)" }).click();
    await stateSection(page).getByRole("button", { name: "Replay from round 0" }).click();
    await expect(page).toHaveURL(/[?&]at=0(&|#|$)/);
    await expect(page).toHaveURL(/[?&]at=2(&|#|$)/, { timeout: 15_000 });
    await expect(stateSection(page).getByRole("button", { name: "Replay from round 0" })).toBeVisible();
  });

  test("a round's diff opens from its header in the timeline and names what changed", async ({ page }) => {
    await openJira(page);
    const round1 = page.locator("section#round-1");
    // A long dialogue says what a round changed in a line; the whole of it opens in place from the round's page.
    const line = round1.locator('[data-part="changes-1"]');
    await expect(line).toContainText("What changed from round 0 to round 1");
    await expect(line).toContainText("6 resolved");
    await line.getByRole("link", { name: "Show what changed" }).click();
    const diff = round1.locator("details[open]").first();
    await expect(diff.getByRole("heading", { name: "Tensions" })).toBeVisible();
    // Moves are grouped by tension: T01 was refined by several agents and resolved in this round.
    const t01 = diff.locator('[data-diff-tension="T01"]');
    await expect(t01).toContainText(/open\s*→\s*resolved/);
    await expect(t01).toContainText(/resolved by .*Croissant/);
    // Strudel's own T01 now maps onto the Judge's row (issue 27): its open → narrowing change needs a new example (closing note).
    await expect(diff.getByRole("heading", { name: /^Perspectives added \(\d+\)$/ })).toBeVisible();
    await page.screenshot({ path: "test-results/screenshots/round-diff-jira-1280.png" });
    // The diff links to the state after that round.
    await diff.getByRole("link", { name: "State after round 1" }).click();
    await expect(page).toHaveURL(/[?&]at=1#state$/);
    await expect(stateSection(page).getByRole("heading", { name: "After round 1 of 2" })).toBeVisible();
  });
});

checkLooks(
  "round-state",
  async (page) => {
    await page.goto("/");
    const href = await page.getByRole("link", { name: "Schema Migrations for the Event Store" }).first().getAttribute("href");
    const url = new URL(href!, page.url());
    await page.goto(`${url.pathname}?at=1#state`);
    await expect(stateSection(page).getByRole("heading", { name: "After round 1 of 2" })).toBeVisible();
  },
  {
    fullPage: false,
    // The whole page as well, to look at; the helper keeps the viewport's.
    each: (page, { width, colorScheme }) => page.screenshot({ path: `test-results/screenshots/round-state-panel-${width}-${colorScheme}.png`, fullPage: true }),
  },
);
