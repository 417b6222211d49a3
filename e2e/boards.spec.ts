import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { zipSync } from "fflate";
import { checkLooks } from "./helpers/looks";

// Our own fixtures: a GoopSpec session of five responses, and four runs of one ACOR tool.
const GOOP = join(process.cwd(), "tests/fixtures/goopspec-session");
const ACOR = join(process.cwd(), "tests/fixtures/acor-runs");

/** The fixtures under `folder`, each marked with the folder so this upload's content is its own (the same content is one document). */
function folderZip(folder: string, dir: string): Buffer {
  const marked = (name: string) => new TextEncoder().encode(`<!-- ${folder} -->\n${readFileSync(join(dir, name), "utf8")}`);
  return Buffer.from(zipSync(Object.fromEntries(readdirSync(dir).map((name) => [`${folder}/${name}`, marked(name)]))));
}

async function uploadZip(page: Page, name: string, zip: Buffer, expected: number) {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([{ name, mimeType: "application/zip", buffer: zip }]);
  await page.getByRole("button", { name: "Import" }).click();
  const results = page.getByRole("table", { name: "Upload result, one row a file" });
  await expect(results).toBeVisible();
  await expect(results.getByRole("row").filter({ hasText: /imported|unchanged/ })).toHaveCount(expected);
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("a GoopSpec session uploaded as a folder: the board, a BLOCKED report's blockers, a copied next command", async ({ page }) => {
  const folder = `session-${Date.now() % 100000}/.goopspec`;
  await uploadZip(page, "goop-session.zip", folderZip(folder, GOOP), 5);

  await page.goto(`/board?kind=goopspec&source=uploads&folder=${encodeURIComponent(folder)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Session board" })).toBeVisible();
  await expect(page.getByText(/5 GoopSpec reports in uploads/)).toBeVisible();
  const blocked = page
    .getByRole("listitem")
    .filter({ hasText: "Blocked" })
    .filter({ has: page.getByRole("link", { name: /^Blockers of/ }) });
  await expect(blocked).toHaveCount(1);

  const copy = page.getByRole("button", { name: "Copy command: /goop-discuss" }).first();
  await copy.click();
  await expect(copy).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("/goop-discuss");

  await blocked.getByRole("link", { name: /^Blockers of/ }).click();
  await expect(page).toHaveURL(/\/r\/[^/#]+#blockers$/);
  await expect(page.locator("#blockers")).toContainText("permission rule for exports is undecided");
});

test("ACOR runs of one tool: the runs table, a failing run's error and recovery, the one command asked for, copied", async ({ page }) => {
  const folder = `runs-${Date.now() % 100000}`;
  await uploadZip(page, "acor-runs.zip", folderZip(folder, ACOR), 4);

  await page.goto(`/board?kind=acor&source=uploads&folder=${folder}`);
  await expect(page.getByRole("heading", { level: 1, name: "Tool runs" })).toBeVisible();
  const runs = page.getByRole("table", { name: "ACOR runs by tool" });
  await expect(runs.getByRole("row").filter({ hasText: "csv_dedupe" })).toHaveCount(4);

  await runs.getByRole("link", { name: /missing/ }).click();
  await expect(page).toHaveURL(/\/r\//);
  await expect(page.getByText("Cannot locate file: customers_2024.csv").first()).toBeVisible();
  await expect(page.getByText("Recovery", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/did you mean/).first()).toBeVisible();

  await page.goBack();
  await runs.getByRole("link", { name: /no-key/ }).click();
  const copy = page.getByRole("button", { name: /^Copy command/ }).first();
  await copy.click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('acor csv_dedupe customers.csv --key "<column>"');
});

checkLooks("board-goopspec", async (page, width) => {
  const folder = `look-${width}-${Date.now() % 100000}/.goopspec`;
  await uploadZip(page, "look.zip", folderZip(folder, GOOP), 5);
  await page.goto(`/board?kind=goopspec&source=uploads&folder=${encodeURIComponent(folder)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Session board" })).toBeVisible();
});
