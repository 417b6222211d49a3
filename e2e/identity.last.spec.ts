import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { zipSync, type Zippable } from "fflate";
import { expect, test, type Page } from "@playwright/test";
import { generatedDialogue } from "../tests/helpers/generate";

// Issue 28's sequence as a new user takes it, with the shared corpus (read from ../shared, never copied into the repo).
const CORPUS = join(process.cwd(), "../shared/corpus/blue");
const SUMMARIES = ".blue/docs/dialogues";
const EDITED = "2026-01-26T2128Z-spike-resolved-lifecycle";
const EDITED_SLUG = EDITED.toLowerCase();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

function repository(): { dir: string; git: (...args: string[]) => void } {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-e2e-blue-"));
  cpSync(join(CORPUS, ".blue"), join(dir, ".blue"), { recursive: true });
  const git = (...args: string[]) => void execFileSync("git", ["-c", "user.name=E2E", "-c", "user.email=e2e@example.com", ...args], { cwd: dir });
  git("init", "--quiet", "-b", "main");
  git("add", "-A");
  git("commit", "--quiet", "-m", "the corpus");
  return { dir, git };
}

async function upload(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles(files);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toBeVisible({ timeout: 60_000 });
}

async function syncNow(page: Page, name: string) {
  await page.goto("/sources");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await card.getByRole("button", { name: `Sync now ${name}` }).click();
  await expect(card.getByRole("status")).toContainText("rejected", { timeout: 120_000 });
  return card;
}

test.skip(!existsSync(CORPUS), "needs ../shared/corpus/blue");

test("the corpus uploaded, zipped and synced twice is 41 dialogues: the edit a second version, the score kept", async ({ page }) => {
  test.setTimeout(300_000);
  const repo = repository();
  const summaries = readdirSync(join(repo.dir, SUMMARIES)).filter((n) => n.endsWith(".dialogue.recorded.md"));
  expect(summaries).toHaveLength(41);
  await upload(
    page,
    summaries.map((name) => ({ name, mimeType: "text/markdown", buffer: readFileSync(join(repo.dir, SUMMARIES, name)) })),
  );
  const zippable: Zippable = {};
  for (const file of filesUnder(join(repo.dir, ".blue/dialogues"))) zippable[relative(join(repo.dir, ".blue"), file)] = readFileSync(file);
  await upload(page, [{ name: "dialogues.zip", mimeType: "application/zip", buffer: Buffer.from(zipSync(zippable)) }]);

  const name = `blue-${Date.now() % 100_000}`;
  await page.goto("/sources");
  const form = page.getByRole("form", { name: "Add a git repository" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Repository URL").fill(repo.dir);
  await form.getByRole("button", { name: "Add repository" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${name}.` })).toBeVisible();
  const card = await syncNow(page, name);
  await expect(card).toContainText("41 documents");

  // One Jira row, none of the `-2`/`-3` copies the issue found.
  await page.goto("/?q=jira");
  const rows = page.getByRole("table", { name: "Dialogues" }).getByRole("link", { name: /Jira Cloud Integration/i });
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAttribute("href", "/d/2026-03-11t1341z-jira-cloud-integration-for-blue");
  expect((await page.request.get("/d/2026-03-11t1341z-jira-cloud-integration-for-blue-2", { maxRedirects: 0 })).status()).toBe(404);

  // A score before the edit.
  await page.goto(`/d/${EDITED_SLUG}/judge`);
  const scoreForm = page.getByRole("form", { name: /^Score / }).first();
  for (const [label, value] of [
    ["Wisdom", "8"],
    ["Consistency", "8"],
    ["Truth", "8"],
    ["Relationships", "8"],
  ] as const)
    await scoreForm.getByLabel(label).fill(value);
  await scoreForm.getByLabel("Relationships").press("Enter");
  await expect(scoreForm.getByText("Saved (version 1).")).toBeVisible();

  appendFileSync(join(repo.dir, SUMMARIES, `${EDITED}.dialogue.recorded.md`), "\n\nA note added after the dialogue closed.\n");
  repo.git("commit", "--quiet", "-am", "edit one dialogue");
  await expect(await syncNow(page, name)).toContainText("41 documents");

  await page.goto(`/d/${EDITED_SLUG}#versions`);
  const versions = page.getByRole("table", { name: "Versions" }).getByRole("row");
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(1)).toContainText("v2");
  await expect(versions.nth(2)).toContainText("v1");
  // The score stays, and says it was given on v1.
  await expect(versions.nth(2).getByRole("cell").nth(3)).toHaveText("1");
  await expect(page.getByRole("table", { name: "Where this document came from" })).toContainText(name);
  await versions.nth(1).getByRole("link", { name: "What changed from v1" }).click();
  const changes = page.getByRole("region", { name: "Changes from v1 to v2" });
  await expect(changes).toContainText("+ A note added after the dialogue closed.");
});

test("an admin merges a copy (its slug redirects), undoes it, archives a document and restores it", async ({ page }) => {
  const n = 70_000 + (Date.now() % 10_000);
  await upload(page, [
    { name: `kept-${n}.dialogue.md`, mimeType: "text/markdown", buffer: Buffer.from(generatedDialogue(n)) },
    { name: `copy-${n}.dialogue.md`, mimeType: "text/markdown", buffer: Buffer.from(generatedDialogue(n + 1)) },
  ]);
  await page.goto(`/d/kept-${n}#versions`);
  const merge = page.getByRole("form", { name: "Merge a copy into this document" });
  await merge.getByLabel("Merge a copy into this one (its slug)").fill(`copy-${n}`);
  await merge.getByRole("button", { name: "Merge into this document" }).click();
  await expect(merge.getByRole("status")).toContainText(`copy-${n} merged into kept-${n}`);
  await page.goto(`/d/copy-${n}`);
  await expect(page).toHaveURL(new RegExp(`/d/kept-${n}$`));

  await page.goto("/admin/documents");
  const change = page
    .getByRole("table", { name: "Changes to documents, newest first" })
    .getByRole("row")
    .filter({ hasText: new RegExp(`(?<!un)merge: copy-${n} into kept-${n}`) });
  await change.getByRole("button", { name: /^Undo/ }).click();
  // The change is marked undone (its Undo is gone) and the merged-away document is back.
  await expect(change).toContainText("(undone)");
  await expect(change.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
  await page.goto(`/d/copy-${n}`);
  await expect(page.getByRole("heading", { level: 1, name: `Generated Dialogue ${n + 1}` })).toBeVisible();

  await page.goto(`/d/kept-${n}#versions`);
  await page.getByRole("button", { name: "Archive this document" }).click();
  await expect(page).toHaveURL(/\/admin\/documents\?archived=/);
  await expect(page.getByRole("status").filter({ hasText: `Archived kept-${n}` })).toBeVisible();
  expect((await page.request.get(`/d/kept-${n}`)).status()).toBe(404);
  await page.goto(`/?q=Generated Dialogue ${n}`);
  await expect(page.getByRole("table", { name: "Dialogues" }).getByRole("link", { name: `Generated Dialogue ${n}`, exact: true })).toHaveCount(0);

  await page.goto("/admin/documents");
  const archived = page
    .getByRole("list", { name: "Archived documents" })
    .getByRole("listitem")
    .filter({ hasText: `kept-${n}` });
  await archived.getByRole("button", { name: `Restore kept-${n}` }).click();
  // Restored: it leaves the archived list.
  await expect(archived).toHaveCount(0);
  await page.goto(`/d/kept-${n}`);
  await expect(page.getByRole("heading", { level: 1, name: `Generated Dialogue ${n}` })).toBeVisible();
});
