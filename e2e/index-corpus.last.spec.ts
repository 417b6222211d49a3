import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { addUserWithCli, freshPage, signIn } from "./helpers/accounts";
import { rowOf, table } from "./helpers/index-table";

// These tests change what every other spec reads (the whole corpus in the database, a judge's scores on a sample that
// the queue spec counts), so they run in the "last" project, after every other spec (playwright.config.ts).

const CORPUS = join(process.cwd(), "../shared/corpus/blue");

test.describe.configure({ mode: "serial" });

test("the real corpus imports from the command line under its folder's name, and the index fits 1280 px", async ({ page }) => {
  test.skip(!existsSync(CORPUS), `${CORPUS} is absent: the corpus check needs ../shared/corpus`);
  test.setTimeout(240_000);
  execFileSync("npm", ["run", "-s", "roundtable", "--", "import", CORPUS], { env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" }, stdio: "pipe" });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Paths are kept relative to the folder holding what was named (blue/.blue/…): the source is that folder, by its name.
  await page.goto("/?source=corpus&size=100&stubs=1");
  await expect(page.getByLabel("Source")).toHaveValue("corpus");
  await expect(page.getByText(CORPUS)).toHaveCount(0);
  expect(await table(page).locator("tbody tr").count()).toBeGreaterThanOrEqual(40);
  const widths = async () =>
    page.evaluate(() => {
      const frame = document.querySelector("table")!.parentElement!;
      return { table: frame.scrollWidth - frame.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
  expect(await widths()).toEqual({ table: 0, page: 0 });
  // Every column shown: the table may scroll inside its frame, the page still does not.
  await page.getByRole("button", { name: /^Columns/ }).click();
  for (const box of await page.getByRole("group", { name: "Show columns" }).getByRole("checkbox").all()) await box.check();
  await page.keyboard.press("Escape");
  expect((await widths()).page).toBe(0);
});

test("a judge sees how many rounds of each dialogue they have scored", async ({ browser }) => {
  const judge = { email: `index-judge-${Date.now().toString(36)}@e2e.test`, password: "index judge password" };
  addUserWithCli(judge.email, "judge", judge.password);
  const page = await freshPage(browser);
  await signIn(page, judge.email, judge.password, "/d/api-rate-limiting/judge?round=0");
  for (const agent of ["Muffin", "Cupcake", "Scone"]) {
    const form = page.getByRole("form", { name: `Score ${agent}` });
    for (const label of ["Wisdom", "Consistency", "Truth", "Relationships"]) await form.getByLabel(label).fill("3");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("Saved (version 1).")).toBeVisible();
  }
  await page.goto("/?source=samples");
  const mine = table(page).getByRole("columnheader", { name: "Scored by me" });
  await expect(mine).toBeVisible();
  await expect(rowOf(page, "Rate Limiting for the Public API").getByRole("cell").last()).toHaveText("1/3");
  await expect(rowOf(page, "Schema Migrations for the Event Store").getByRole("cell").last()).toHaveText(/^0\/\d+$/);
  await page.context().close();

  // A viewer has nothing to score: no such column.
  const viewer = { email: `index-viewer-${Date.now().toString(36)}@e2e.test`, password: "index viewer password" };
  addUserWithCli(viewer.email, "viewer", viewer.password);
  const other = await freshPage(browser);
  await signIn(other, viewer.email, viewer.password);
  await expect(table(other).getByRole("columnheader", { name: "Size" })).toBeVisible();
  await expect(table(other).getByRole("columnheader", { name: "Scored by me" })).toHaveCount(0);
  await other.context().close();
});
