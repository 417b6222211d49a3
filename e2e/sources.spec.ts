import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { checkLooks } from "./helpers/looks";
import { generatedDialogue } from "../tests/helpers/generate";

function makeRepository(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-e2e-repo-"));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=E2E", "-c", "user.email=e2e@example.com", ...args], { cwd: dir });
  git("init", "--quiet", "-b", "main");
  mkdirSync(join(dir, ".blue/docs/dialogues"), { recursive: true });
  writeFileSync(join(dir, ".blue/docs/dialogues/first.dialogue.md"), generatedDialogue(n));
  writeFileSync(join(dir, ".blue/docs/dialogues/second.dialogue.md"), generatedDialogue(n + 1));
  git("add", "-A");
  git("commit", "--quiet", "-m", "two dialogues");
  return dir;
}

test("adding a git repository and syncing it imports its dialogues; a forged webhook is refused", async ({ page, request }) => {
  const n = 50_000 + (Date.now() % 10_000);
  const repo = makeRepository(n);
  const name = `repo-${n}`;
  await page.goto("/sources");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Repository URL").fill(repo);
  await page.getByRole("button", { name: "Add repository" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${name}.` })).toBeVisible();

  const item = page.getByRole("listitem").filter({ hasText: name });
  await item.getByRole("button", { name: `Sync now ${name}` }).click();
  await expect(item.getByRole("status")).toContainText("2 imported", { timeout: 30_000 });
  await expect(item).toContainText("2 dialogues");

  await page.getByRole("link", { name: "Dialogues" }).first().click();
  await expect(page.getByRole("table", { name: "Dialogues" }).getByText(`Generated Dialogue ${n}`, { exact: true })).toBeVisible();

  await page.goto("/sources");
  const webhook = await page
    .getByRole("listitem")
    .filter({ hasText: name })
    .getByText(/Webhook: POST/)
    .textContent();
  const path = webhook!.replace("Webhook: POST ", "").trim();
  const forged = await request.post(path, { data: { ref: "refs/heads/main" }, headers: { "X-Hub-Signature-256": "sha256=" + "0".repeat(64) } });
  expect(forged.status()).toBe(401);
  expect((await request.post(path.replace(/\d+/, "abc"), { data: {} })).status()).toBe(400);
});

test("a bad repository URL is refused with the reason beside the field", async ({ page }) => {
  await page.goto("/sources");
  await page.getByLabel("Name").fill("bad-url");
  await page.getByLabel("Repository URL").fill("--upload-pack=evil");
  await page.getByRole("button", { name: "Add repository" }).click();
  await expect(page.getByText("A URL cannot start with '-'.")).toBeVisible();
});

checkLooks("sources", async (page) => {
  await page.goto("/sources");
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
});
