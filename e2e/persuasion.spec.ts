import { expect, test, type Page } from "@playwright/test";
import { checkLooks } from "./helpers/looks";

// Our own dialogue: Muffin dissents, Scone challenges and Eclair refines, Muffin converges; Eclair concedes Scone's tension.
const NAME = "persuasion-walk.dialogue.md";
const TEXT = `# Alignment Dialogue: Persuasion Walk

**Status**: Converged
**Participants**: 🧁 Muffin, 🧁 Scone, 🧁 Eclair

## Round 0: Opening

### 🧁 Muffin

[DISSENT] caches hide load from the people paying for it.

### 🧁 Scone

[TENSION T01: Who sees the load a cache hides]

[CHALLENGE] load is measured at the origin anyway.

### 🧁 Eclair

[PERSPECTIVE P01: measure first, cache second]

## Round 1: Closing

### 🧁 Muffin

[MOVE:CONVERGE] measured at the origin, the cache hides nothing that matters.

### 🧁 Eclair

[CONCESSION on T01] Scone's origin metric answers it.
`;

/** Uploads the dialogue (again is a no-op: the same content is one document) and opens its page. */
async function openDialogue(page: Page, hash = "") {
  await page.goto("/upload");
  await page.getByLabel("Markdown, XML or JSON files, or zip archives").setInputFiles([{ name: NAME, mimeType: "text/markdown", buffer: Buffer.from(TEXT) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toContainText(/imported|unchanged/);
  await page.goto(`/?q=${encodeURIComponent("Persuasion Walk")}`);
  // The index is a table on a wide screen and a list on a narrow one: the title's link is in either.
  await page.getByRole("main").getByRole("link", { name: "Persuasion Walk", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: /Persuasion Walk/ })).toBeVisible();
  if (hash) await page.goto(`${page.url().split("#")[0]}${hash}`);
}

test("a dialogue's page says who moved whom, each mover's line a link into the source", async ({ page }) => {
  await openDialogue(page);
  const section = page.locator("section#persuasion");
  await expect(section.getByRole("heading", { name: "Who moved whom" })).toBeVisible();
  const moves = section.getByRole("list", { name: "Moves" }).locator(":scope > li");
  await expect(moves).toHaveCount(2);
  await expect(moves.first()).toContainText("dissent → converge");
  await expect(moves.first()).toContainText("Muffin moves from dissent to converge in round 1, after Scone, Eclair.");
  await expect(moves.nth(1)).toContainText("Eclair concedes T01 in round 1, after Scone.");
  // Scone's challenge is line 16: its link opens the source view at that line.
  const challenge = moves.first().getByRole("list", { name: "Scone's lines" }).getByRole("link", { name: "line 16" });
  await challenge.click();
  await expect(page).toHaveURL(/\/source#L16$/);
  await expect(page.locator("#L16")).toContainText("[CHALLENGE] load is measured at the origin anyway.");
});

test("the agents board links to the panel design view, which warns where there are too few dialogues", async ({ page }) => {
  await openDialogue(page);
  await page.goto("/agents");
  await expect(page.getByRole("heading", { name: "Who moves whom" })).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: /Who moves whom/ })
      .getByRole("row", { name: /Muffin/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("link", { name: "Panel design" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Panel design" })).toBeVisible();
  for (const title of ["By panel size", "By tiers seated", "By role"]) await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  await expect(page.getByText(/read nothing into it/).first()).toBeVisible();
});

checkLooks("persuasion-section", (page) => openDialogue(page, "#persuasion"), { fullPage: false });
checkLooks("panel-design", async (page) => {
  await openDialogue(page);
  await page.goto("/agents/panels");
});
checkLooks("agents-who-moves-whom", async (page) => {
  await openDialogue(page);
  await page.goto("/agents#persuasion-title");
});
