import { expect, test } from "@playwright/test";
import { checkLooks } from "./helpers/looks";
import { zipSync } from "fflate";
import { generatedDialogue } from "../tests/helpers/generate";

const enc = (s: string) => Buffer.from(new TextEncoder().encode(s));

test("uploading markdown and a zip imports the dialogues and reports every refused file", async ({ page }) => {
  const stamp = Date.now() % 100000;
  await page.goto("/upload");
  await expect(page.getByRole("heading", { level: 1, name: "Upload documents" })).toBeVisible();
  const zip = zipSync({ "bundle/zipped.dialogue.md": enc(generatedDialogue(stamp + 1)), "../escape.md": enc("x") });
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    { name: "uploaded.dialogue.md", mimeType: "text/markdown", buffer: enc(generatedDialogue(stamp)) },
    { name: "broken.md", mimeType: "text/markdown", buffer: Buffer.from([0x23, 0x20, 0x00, 0x01]) },
    { name: "bundle.zip", mimeType: "application/zip", buffer: Buffer.from(zip) },
  ]);
  await page.getByRole("button", { name: "Import" }).click();

  const results = page.getByRole("table", { name: "Upload result, one row a file" });
  await expect(results).toBeVisible();
  const row = (path: string) => results.getByRole("row").filter({ has: page.getByRole("cell", { name: path, exact: true }) });
  await expect(row("uploaded.dialogue.md")).toContainText("imported");
  await expect(row("uploaded.dialogue.md")).toContainText(`Generated Dialogue ${stamp}`);
  await expect(row("bundle/zipped.dialogue.md")).toContainText("imported");
  await expect(row("broken.md")).toContainText("rejected");
  await expect(row("broken.md")).toContainText(/line 1\b.*The file contains a NUL byte/);
  await expect(row("../escape.md")).toContainText("path leaves the archive");
  // Rejected files come first; each stored one links to its page.
  await expect(results.getByRole("row").nth(1)).toContainText("rejected");
  const link = row("bundle/zipped.dialogue.md").getByRole("link", { name: `Generated Dialogue ${stamp + 1}`, exact: true });
  await expect(link).toHaveAttribute("href", /^\/d\//);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Generated Dialogue ${stamp + 1}` })).toBeVisible();

  await page.getByRole("link", { name: "Dialogues" }).first().click();
  await expect(page.getByRole("table", { name: "Dialogues" }).getByText(`Generated Dialogue ${stamp}`, { exact: true })).toBeVisible();

  // The same upload again changes nothing.
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: "uploaded.dialogue.md", mimeType: "text/markdown", buffer: enc(generatedDialogue(stamp)) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(row("uploaded.dialogue.md")).toContainText("unchanged");
  await row("uploaded.dialogue.md")
    .getByRole("link", { name: `Generated Dialogue ${stamp}`, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Generated Dialogue ${stamp}` })).toBeVisible();
});

test("submitting no file says so", async ({ page }) => {
  await page.goto("/upload");
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Choose at least one file" })).toBeVisible();
});

checkLooks("upload", async (page, width) => {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([
    { name: "look.dialogue.md", mimeType: "text/markdown", buffer: enc(generatedDialogue(9000 + width)) },
    { name: "nope.md", mimeType: "text/markdown", buffer: enc("") },
  ]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toBeVisible();
});
