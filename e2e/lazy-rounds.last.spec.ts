import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { watchForErrors } from "./helpers/looks";

// Issue 29, item 5: the largest real dialogue's page draws its first rounds; the others open in place on a click, on
// `j`, or on an address inside them. Behaviour only: how fast is the bench's business.
const JIRA = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues/2026-03-11T1341Z-jira-cloud-integration-for-blue");
const JIRA_TITLE = "Jira Cloud Integration For Blue";

async function jiraPath(page: Page): Promise<string> {
  await page.goto("/?q=jira%20cloud");
  await page.getByRole("link", { name: JIRA_TITLE, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: JIRA_TITLE })).toBeVisible();
  return new URL(page.url()).pathname;
}

const closed = (page: Page) => page.locator("[data-closed-round]");

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.describe("a long dialogue's later rounds", () => {
  test.skip(!existsSync(JIRA), `${JIRA} is absent: these checks need ../shared/corpus`);

  test.beforeAll(() => {
    execFileSync("npm", ["run", "-s", "roundtable", "--", "import", JIRA], { env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" }, stdio: "pipe" });
  });

  test("open in place from their link, without leaving the page", async ({ page }) => {
    const problems = watchForErrors(page);
    const path = await jiraPath(page);
    const first = closed(page).first();
    await expect(first).toBeVisible();
    const index = Number(await first.getAttribute("data-round-body"));
    const before = await closed(page).count();
    await first.getByRole("link", { name: /^Show round/ }).click();
    await expect(page.locator(`[data-round-body="${index}"] [data-contribution]`).first()).toBeVisible();
    await expect(closed(page)).toHaveCount(before - 1);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(problems).toEqual([]);
  });

  test("open for an address inside them: a marker, a contribution", async ({ page }) => {
    const path = await jiraPath(page);
    const last = closed(page).last();
    const [low] = (await last.getAttribute("data-markers"))!.split("-").map(Number);
    const round = await closed(page).first().evaluate((el) => el.closest("[data-round]")!.id);
    // Each address is a new arrival, as a link from elsewhere would be.
    await page.goto("about:blank");
    await page.goto(`${path}#marker-${low! + 1}`);
    await expect(page.locator(`#marker-${low! + 1}`)).toBeInViewport();
    await page.goto("about:blank");
    await page.goto(`${path}#${round}-c2`);
    await expect(page.locator(`#${round}-c2`)).toBeFocused();
    await expect(page.locator(`#${round}-c2`)).toBeInViewport();
  });

  test("open on j from the last contribution before them, and k goes back", async ({ page }) => {
    const path = await jiraPath(page);
    const next = closed(page).first();
    const round = await next.evaluate((el) => el.closest("[data-round]")!.id);
    const lastOpen = await page.locator("[data-contribution]").last().getAttribute("id");
    await page.goto("about:blank");
    await page.goto(`${path}#${lastOpen}`);
    await page.locator(`#${lastOpen}`).focus();
    // The keys are client code: the first press can come before hydration, so it is pressed until it answers.
    await expect(async () => {
      await page.keyboard.press("j");
      await expect(page.locator(`#${round}-c1`)).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`#${round}-c1$`));
    await page.keyboard.press("k");
    await expect(page.locator(`#${lastOpen}`)).toBeFocused();
  });
});
