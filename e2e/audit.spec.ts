import { expect, test } from "@playwright/test";
import { auditedDialogue } from "../tests/helpers/audit-fixtures";
import { watchForErrors } from "./helpers/looks";

const enc = (s: string) => Buffer.from(s, "utf8");

test.describe.configure({ mode: "serial" });

test("/audit counts an uploaded dialogue's findings and links to its audit section", async ({ page }) => {
  const stamp = Date.now() % 100000;
  const title = `Audited Panel ${stamp}`;
  // Our own fixture: convergence declared over an open tracker row, and a panel member who speaks without a marker.
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    {
      name: `audited-${stamp}.dialogue.md`,
      mimeType: "text/markdown",
      buffer: enc(auditedDialogue({ title, date: "2026-09-15", open: true, silent: true })),
    },
  ]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toContainText("imported");

  const problems = watchForErrors(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Audit", exact: true }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit" })).toBeVisible();

  // The month of its date has it, with the number of dialogues behind the row and the too-few warning.
  const month = page
    .getByRole("table", { name: /by the month/ })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^2026-09/ }) });
  await expect(month).toContainText("too few to say");
  await expect(month.getByRole("cell").first()).toHaveText("1");

  const most = page.getByRole("list", { name: "Documents with the most findings" });
  const entry = most.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText("Declared with open business 1");
  await expect(entry).toContainText("Silent agent 1");
  await entry.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/d\/[^#]+#audit$/);
  const section = page.locator("section#audit");
  await expect(section).toBeVisible();
  await expect(section.getByRole("list", { name: "Audit findings by rule" })).toContainText("Silent agent");
  expect(problems).toEqual([]);
});

test("/audit compares two filters from its address and warns when a side has too few dialogues", async ({ page }) => {
  await page.goto("/audit?a.from=2026-09&a.to=2026-09&b.source=samples#compare");
  const compare = page.locator("section#compare");
  await expect(compare.getByRole("columnheader", { name: /^A: 2026-09 \(\d+ dialogues?\)/ })).toBeVisible();
  await expect(compare.getByRole("columnheader", { name: /^B: source samples \(3 dialogues\)/ })).toBeVisible();
  await expect(compare.getByRole("status")).toContainText("Too few dialogues to compare");
  // The form holds the address's filters, so a change keeps the rest.
  await expect(compare.getByLabel("Source").nth(1)).toHaveValue("samples");
});
