import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
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

const addForm = (page: Page) => page.getByRole("form", { name: "Add a git repository" });

async function addRepository(page: Page, name: string, url: string) {
  await page.goto("/sources");
  await addForm(page).getByLabel("Name").fill(name);
  await addForm(page).getByLabel("Repository URL").fill(url);
  await addForm(page).getByRole("button", { name: "Add repository" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${name}.` })).toBeVisible();
}

test("adding a git repository and syncing it imports its dialogues; a forged webhook is refused", async ({ page, request }) => {
  const n = 50_000 + (Date.now() % 10_000);
  const repo = makeRepository(n);
  const name = `repo-${n}`;
  await addRepository(page, name, repo);

  const item = page.getByRole("listitem").filter({ hasText: name });
  await item.getByRole("button", { name: `Sync now ${name}` }).click();
  await expect(item.getByRole("status")).toContainText("2 imported", { timeout: 30_000 });
  await expect(item).toContainText("2 documents");

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

test("a bad repository URL is refused with the reason beside the field, and what was typed stays", async ({ page }) => {
  await page.goto("/sources");
  const form = addForm(page);
  await form.getByLabel("Name").fill("bad-url");
  await form.getByLabel("Branch").fill("trunk");
  await form.getByLabel("Repository URL").fill("--upload-pack=evil");
  await form.getByLabel("Paths (one glob a line)").fill("docs/**");
  await form.getByRole("button", { name: "Add repository" }).click();
  await expect(page.getByText("A URL cannot start with '-'.")).toBeVisible();
  await expect(form.getByLabel("Repository URL")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue("bad-url");
  await expect(form.getByLabel("Branch")).toHaveValue("trunk");
  await expect(form.getByLabel("Repository URL")).toHaveValue("--upload-pack=evil");
  await expect(form.getByLabel("Paths (one glob a line)")).toHaveValue("docs/**");
});

test("a git source is edited, paused, resumed and deleted; its dialogues are archived, not lost", async ({ page }) => {
  const n = 70_000 + (Date.now() % 10_000);
  const name = `editable-${n}`;
  await addRepository(page, name, makeRepository(n));
  let card = page.getByRole("listitem", { name });
  await card.getByRole("button", { name: `Sync now ${name}` }).click();
  await expect(card.getByRole("status")).toContainText("2 imported", { timeout: 30_000 });

  // Edit: a refused change keeps what was typed; a good one renames in place.
  await card.getByText("Edit settings").click();
  const edit = card.getByRole("form", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Repository URL")).not.toHaveValue("");
  await edit.getByLabel("Name").fill(`${name}-renamed`);
  await edit.getByLabel("Branch").fill("bad branch");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByText("That is not a branch name.")).toBeVisible();
  await expect(edit.getByLabel("Name")).toHaveValue(`${name}-renamed`);
  await edit.getByLabel("Branch").fill("main");
  await edit.getByRole("button", { name: "Save changes" }).click();
  const renamed = `${name}-renamed`;
  card = page.getByRole("listitem", { name: renamed });
  await expect(card.getByRole("heading", { name: renamed })).toBeVisible();

  // Pause: no Sync now, and the card says why; resume brings it back.
  await card.getByRole("button", { name: `Pause ${renamed}` }).click();
  await expect(card.getByText("paused", { exact: true })).toBeVisible();
  await expect(card).toContainText("leave it alone until it is resumed");
  await expect(card.getByRole("button", { name: `Sync now ${renamed}` })).toHaveCount(0);
  await card.getByRole("button", { name: `Resume ${renamed}` }).click();
  await expect(card.getByRole("button", { name: `Sync now ${renamed}` })).toBeVisible();

  const listed = page.getByRole("table", { name: "Dialogues" }).getByText(`Generated Dialogue ${n}`, { exact: true });
  await page.goto(`/?q=${encodeURIComponent(`Generated Dialogue ${n}`)}`);
  await expect(listed).toBeVisible();
  await page.goto("/sources");

  // Delete: a confirmation first (Cancel changes nothing), then the card goes and the page says what happened.
  await card.getByRole("button", { name: `Delete… ${renamed}` }).click();
  const question = card.getByRole("group", { name: `Delete ${renamed}?` });
  await expect(question).toContainText("2 documents are archived");
  await expect(question.getByRole("button", { name: `Delete ${renamed}` })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByRole("button", { name: `Delete… ${renamed}` })).toBeFocused();
  await card.getByRole("button", { name: `Delete… ${renamed}` }).click();
  await card.getByRole("button", { name: `Delete ${renamed}`, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Deleted ${renamed}: 2 dialogues archived` })).toBeVisible();
  await expect(page.getByRole("listitem", { name: renamed })).toHaveCount(0);

  await page.goto(`/?q=${encodeURIComponent(`Generated Dialogue ${n}`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(listed).toHaveCount(0);
});

checkLooks("sources", async (page) => {
  await page.goto("/sources");
  await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
});

checkLooks("sources-editing", async (page) => {
  const n = 90_000 + (Date.now() % 10_000);
  await addRepository(page, `looks-${n}`, makeRepository(n));
  const card = page.getByRole("listitem", { name: `looks-${n}` });
  await card.getByRole("button", { name: `Pause looks-${n}` }).click();
  await expect(card.getByText("paused", { exact: true })).toBeVisible();
  await card.getByText("Edit settings").click();
  await card.getByRole("button", { name: `Delete… looks-${n}` }).click();
  await expect(card.getByRole("group", { name: `Delete looks-${n}?` })).toBeVisible();
});
