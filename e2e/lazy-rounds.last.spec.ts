import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { watchForErrors } from "./helpers/looks";

// Issue 29, item 5: the largest real dialogue's page draws its first contributions; the rest of each round opens in
// place on a click, on `j`, or on an address inside it. Behaviour only: how fast is the bench's business.
const JIRA = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues/2026-03-11T1341Z-jira-cloud-integration-for-blue");
const JIRA_TITLE = "Jira Cloud Integration For Blue";

async function jiraPath(page: Page): Promise<string> {
  await page.goto("/?q=jira%20cloud");
  await page.getByRole("link", { name: JIRA_TITLE, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: JIRA_TITLE })).toBeVisible();
  return new URL(page.url()).pathname;
}

const closed = (page: Page) => page.locator("[data-closed-round]");

/** The first contribution a closed part holds, by its address: `round-3-c2`. */
async function firstClosedContribution(page: Page, index: number): Promise<string> {
  const part = closed(page).nth(index);
  const [round, from] = await Promise.all([part.evaluate((el) => el.closest("[data-round]")!.id), part.getAttribute("data-from")]);
  return `${round}-c${Number(from) + 1}`;
}

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
    // Find in page reaches only what is drawn: the page says so and points to where every line is.
    await expect(page.getByText("Your browser's find reaches what is open")).toBeVisible();
    await expect(page.getByRole("link", { name: "the source", exact: true })).toHaveAttribute("href", `${path}/source`);
    const target = await firstClosedContribution(page, 0);
    await expect(page.locator(`#${target}`)).toHaveCount(0);
    const before = await closed(page).count();
    await first.getByRole("link", { name: /^Show (round|the rest of round)/ }).click();
    await expect(page.locator(`#${target}`)).toBeVisible();
    await expect(closed(page)).toHaveCount(before - 1);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(problems).toEqual([]);
  });

  test("open for an address inside them: a marker, a contribution", async ({ page }) => {
    const path = await jiraPath(page);
    const last = closed(page).last();
    const [low] = (await last.getAttribute("data-markers"))!.split("-").map(Number);
    const contribution = await firstClosedContribution(page, 0);
    // Each address is a new arrival, as a link from elsewhere would be.
    await page.goto("about:blank");
    await page.goto(`${path}#marker-${low! + 1}`);
    await expect(page.locator(`#marker-${low! + 1}`)).toBeInViewport();
    await page.goto("about:blank");
    await page.goto(`${path}#${contribution}`);
    await expect(page.locator(`#${contribution}`)).toBeFocused();
    await expect(page.locator(`#${contribution}`)).toBeInViewport();
  });

  test("open on j from the last contribution before them, and k goes back", async ({ page }) => {
    const path = await jiraPath(page);
    const next = await firstClosedContribution(page, 0);
    const lastOpen = await page.locator("[data-contribution]").last().getAttribute("id");
    await page.goto("about:blank");
    await page.goto(`${path}#${lastOpen}`);
    await page.locator(`#${lastOpen}`).focus();
    // The keys are client code: the first press can come before hydration, so it is pressed until it answers.
    await expect(async () => {
      await page.keyboard.press("j");
      await expect(page.locator(`#${next}`)).toBeFocused({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`#${next}$`));
    await page.keyboard.press("k");
    await expect(page.locator(`#${lastOpen}`)).toBeFocused();
  });

  test("a thread's moves open in place, and each leads to its marker, in a round opened for it if need be", async ({ page }) => {
    const problems = watchForErrors(page);
    const path = await jiraPath(page);
    const closedThread = page.locator('#threads [data-closed-part][data-part^="tension-"]').first();
    const anchor = (await closedThread.getAttribute("data-part"))!;
    const id = (await page.locator(`#${anchor} .thread-id`).textContent())!;
    await closedThread.getByRole("link", { name: /^Show its \d+ moves$/ }).click();
    const moves = page.getByRole("list", { name: `Moves on ${id}` });
    await expect(moves).toBeVisible();
    await expect(moves.getByRole("link").first()).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(path);
    // The moves' links are this page's addresses (the thread's own page has them as /d/<slug>#marker-N).
    const last = moves.getByRole("link").last();
    const href = (await last.getAttribute("href"))!;
    expect(href).toMatch(/^#marker-\d+$/);
    await last.click();
    await expect(page.locator(href)).toBeInViewport();
    expect(problems).toEqual([]);
  });

  test("persuasion, a round's changes, the state's perspectives and the expert pool open in place", async ({ page }) => {
    const problems = watchForErrors(page);
    const path = await jiraPath(page);
    await page
      .locator("#persuasion")
      .getByRole("link", { name: /^Show the \d+ moves$/ })
      .click();
    await expect(page.locator("#persuasion").getByRole("list", { name: "Moves" })).toBeVisible();
    const changes = page.locator('#timeline [data-part="changes-1"]');
    await changes.getByRole("link", { name: "Show what changed" }).click();
    await expect(page.locator('#timeline details[data-part="changes-1"]')).toHaveAttribute("open", "");
    await page.locator("#state").getByRole("link", { name: "Show them" }).click();
    await expect(page.locator('#state [data-part="perspectives"] li').first()).toBeVisible();
    await page
      .locator("#panel")
      .getByRole("link", { name: /^Show the expert pool/ })
      .click();
    await expect(page.locator("#panel").getByRole("table", { name: /^Expert pool/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(problems).toEqual([]);
  });

  test("without script, each closed part is a page of its own", async ({ page }) => {
    const path = await jiraPath(page);
    const thread = page.locator('#threads [data-closed-part][data-part^="tension-"]').first();
    const [href, part] = await Promise.all([thread.getByRole("link").getAttribute("href"), thread.getAttribute("data-part")]);
    await page.goto(href!);
    await expect(page.locator(`[data-part="${part}"]`)).not.toHaveCount(0);
    await expect(
      page
        .getByRole("list", { name: /^Moves on / })
        .getByRole("link")
        .first(),
    ).toHaveAttribute("href", new RegExp(`^${path}#marker-\\d+$`));
    await page.goto(`${path}/persuasion`);
    await expect(page.getByRole("list", { name: "Moves" })).toBeVisible();
    await page.goto(`${path}/parts/expert-pool`);
    await expect(page.getByRole("table", { name: /^Expert pool/ })).toBeVisible();
    await page.goto(`${path}/parts/perspectives?at=1`);
    await expect(page.getByRole("heading", { level: 1, name: "Perspectives raised by round 1" })).toBeVisible();
    expect((await page.goto(`${path}/parts/nothing`))!.status()).toBe(404);
    expect((await page.goto(`${path}/threads/tension-999`))!.status()).toBe(404);
  });
});
