import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks } from "./helpers/looks";
import { generatedDialogue } from "../tests/helpers/generate";

/** A dialogue with 30 warnings under three codes and one line of 1,200 characters. */
function noisyDialogue(): string {
  return (
    generatedDialogue(4242)
      .replace(/^### (\w+) 🧁$/gm, "### 🧁 $1")
      .replace(/^\[(PERSPECTIVE|TENSION)([^\]]*)\]/gm, "**[$1$2]**") + `\n${"a long line of words that goes on ".repeat(35)}\n`
  );
}

/** Uploads it (unchanged when it is there already) and opens it from the upload's result. */
async function openNoisy(page: Page) {
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: "noisy-lint.dialogue.md", mimeType: "text/markdown", buffer: Buffer.from(noisyDialogue()) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await page.getByRole("table", { name: "Upload result, one row a file" }).getByRole("link", { name: "Generated Dialogue 4242", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Generated Dialogue 4242" })).toBeVisible();
}

test("lint is grouped by code, collapsed with counts, expandable, and each line links into the source", async ({ page }) => {
  await openNoisy(page);
  const lint = page.locator("#lint");
  await expect(lint).toContainText("30 warnings under 3 codes");
  const groups = lint.getByRole("list", { name: "Diagnostics by code" }).locator(":scope > li");
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(0)).toContainText("16 warnings");
  await expect(groups.nth(0)).toContainText("marker-form");
  await expect(groups.nth(1)).toContainText("12 warnings");
  await expect(groups.nth(1)).toContainText("agent-heading-order");
  // Collapsed: no line is shown until asked.
  await expect(lint.getByRole("link", { name: /^line \d+$/ })).toHaveCount(0);

  await groups.nth(1).locator("summary").click();
  await expect(groups.nth(1).getByRole("link", { name: /^line \d+$/ })).toHaveCount(12);
  await lint.getByRole("button", { name: "Expand all diagnostics" }).click();
  await expect(lint.getByRole("link", { name: /^line \d+$/ })).toHaveCount(30);
  await expect(lint.getByRole("button", { name: "Collapse all diagnostics" })).toBeVisible();

  const first = groups
    .nth(0)
    .getByRole("link", { name: /^line \d+$/ })
    .first();
  const target = (await first.getAttribute("href"))!.split("#")[1]!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/d/noisy-lint/source#${target}$`));
  await expect(page.locator(`#${target}`)).toBeInViewport();
  await expect(page.locator(`#${target}`)).toContainText("**[");
  await expect(page.locator("#lint-heading")).toHaveText("Lint");
});

test("the source view wraps long lines by default; the toggle is remembered and #L anchors still land", async ({ page }) => {
  await openNoisy(page);
  await page.goto("/d/noisy-lint/source");
  const toggle = page.getByRole("button", { name: "Wrap long lines" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const pre = page.locator("pre").first();
  const long = page.locator(".source-lines > span").filter({ hasText: "a long line of words" });
  const lineHeight = 20;
  const sideways = () => pre.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  expect((await long.boundingBox())!.height).toBeGreaterThan(lineHeight * 2);
  // The number sits in its own column at the top of the line: the text never starts under it.
  const wrapped = await long.evaluate((el) => ({ display: getComputedStyle(el).display, number: getComputedStyle(el, "::before").content }));
  expect(wrapped.display).toBe("grid");
  expect(wrapped.number).toMatch(/counter\(line\)|^"?\d+"?$/);

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect(await sideways()).toBeGreaterThan(0);
  expect(Math.round((await long.boundingBox())!.height)).toBe(lineHeight);

  // Kept across a reload, and an anchor still lands on and highlights its line.
  const lineId = await long.getAttribute("id");
  await page.goto(`/d/noisy-lint/source#${lineId}`);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect(await sideways()).toBeGreaterThan(0);
  await expect(page.locator(`#${lineId}`)).toBeInViewport();
  expect(await page.locator(`#${lineId}`).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(`#${lineId}`)).toBeInViewport();
  expect(await sideways()).toBeLessThanOrEqual(0);
});

checkLooks("lint-groups", async (page) => {
  await openNoisy(page);
  await page.locator("#lint").getByRole("button", { name: "Expand all diagnostics" }).click();
  await page.locator("#lint").scrollIntoViewIfNeeded();
});

checkLooks("source-unwrapped", async (page) => {
  await openNoisy(page);
  await page.goto("/d/noisy-lint/source#L40");
  await page.getByRole("button", { name: "Wrap long lines" }).click();
  await expect(page.getByRole("button", { name: "Wrap long lines" })).toHaveAttribute("aria-pressed", "false");
});

/** An ACOR run with one diagnostic: its review page shares the lint panel, its source page the source view. */
async function openRun(page: Page): Promise<string> {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    {
      name: "run__csv_dedupe__missing.md",
      mimeType: "text/markdown",
      buffer: readFileSync(join(process.cwd(), "tests/fixtures/acor-runs/run__csv_dedupe__missing.md")),
    },
  ]);
  await page.getByRole("button", { name: "Import" }).click();
  const link = page.getByRole("table", { name: "Upload result, one row a file" }).getByRole("link").first();
  await expect(link).toHaveAttribute("href", /^\/r\/run-csv-dedupe-missing(-\d+)?$/);
  // Another spec may have stored a run of the same name first, so the slug can carry a suffix: follow the link's.
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  return href;
}

test("an ACOR run's lint is grouped the same way, and links into its source", async ({ page }) => {
  const run = await openRun(page);
  const group = page.getByRole("list", { name: "Diagnostics by code" }).locator(":scope > li");
  await expect(group).toHaveCount(1);
  await expect(group).toContainText("1 note");
  await expect(group).toContainText("acor-blank-line");
  // One diagnostic: shown open, no "Expand all".
  await group.getByRole("link", { name: "line 2" }).click();
  await expect(page).toHaveURL(new RegExp(`${run}/source#L2$`));
  await expect(page.locator("#L2")).toBeInViewport();
});

checkLooks("acor-run-lint", async (page) => {
  await openRun(page);
  await page.getByRole("list", { name: "Diagnostics by code" }).scrollIntoViewIfNeeded();
});

checkLooks("document-source", async (page) => {
  const run = await openRun(page);
  await page.goto(`${run}/source#L2`);
  await expect(page.locator("#L2")).toBeInViewport();
});
