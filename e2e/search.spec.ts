import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

test("a word in two samples' tensions, narrowed by status and agent, opens on its contribution", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Search" }).click();
  await page.getByLabel("Query").fill("batch type:tension");
  await page.getByLabel("Query").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=batch\+type%3Atension/);
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByRole("article")).toHaveCount(2);
  await expect(results.getByRole("article", { name: /^tension T02 in Rate Limiting for the Public API/ })).toContainText("Resolved by Cupcake in round 2");
  const upcasters = results.getByRole("article", { name: /^tension T03 in Schema Migrations for the Event Store/ });
  await expect(upcasters).toContainText("Still open at the end of the dialogue");
  await expect(upcasters.locator("mark")).toHaveText(["batch"]);

  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters.getByRole("checkbox", { name: /open\s*1/ }).check();
  await expect(page).toHaveURL(/status=open/);
  await expect(results.getByRole("article")).toHaveCount(1);
  await filters.getByRole("checkbox", { name: /Brioche\s*1/ }).check();
  await expect(page).toHaveURL(/status=open&agent=Brioche/);
  await expect(filters.getByRole("checkbox", { name: /Brioche/ })).toBeChecked();
  await expect(results.getByRole("article")).toHaveCount(1);

  await upcasters.getByRole("link", { name: /Who owns and reviews upcasters run by batch jobs/ }).click();
  await expect(page).toHaveURL(/\/d\/event-store-migrations#round-1-c\d+$/);
  const target = page.locator(`#${page.url().split("#")[1]}`);
  await expect(target).toBeInViewport();
  await expect(target.getByRole("heading", { level: 4 })).toContainText("Brioche");
  await expect(target.getByRole("link", { name: /TENSION\s*T03/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the JSON endpoint answers the same search, and names a malformed parameter", async ({ request }) => {
  const response = await request.get("/api/search?q=batch&type=tension&status=open&agent=Brioche");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.total).toBe(1);
  expect(body.hits[0]).toMatchObject({
    kind: "tension",
    ref: "T03",
    agent: "Brioche",
    status: "open",
    href: expect.stringMatching(/^\/d\/event-store-migrations#round-1-c\d+$/),
  });
  const bad = await request.get("/api/search?q=batch&limit=5000&type=banana");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).issues.map((i: string) => i.split(":")[0]).sort()).toEqual(["limit", "type"]);
  for (const q of ['"', "NEAR(", "*", "' OR 1=1 --", "x".repeat(5_000)]) {
    expect((await request.get(`/api/search?q=${encodeURIComponent(q)}`)).status(), q.slice(0, 20)).toBe(200);
  }
});

test("two agents ticked in one facet widen the search; their counts stay, and Back unticks", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/search?type=tension");
  const filters = page.getByRole("complementary", { name: "Filters" });
  const results = page.getByRole("list", { name: "Results" });
  // The count is the end of the visible checkbox's label (the phone copy of the filters is hidden at this width).
  const countOf = async (name: string) =>
    Number((await filters.locator("label", { has: page.getByRole("checkbox", { name: new RegExp(`^${name}`) }) }).textContent())?.match(/(\d+)$/)?.[1]);
  const [brioche, cupcake] = [await countOf("Brioche"), await countOf("Cupcake")];
  expect(brioche).toBeGreaterThan(0);
  expect(cupcake).toBeGreaterThan(0);
  await filters.getByRole("checkbox", { name: /^Brioche/ }).check();
  await expect(page).toHaveURL(/agent=Brioche/);
  await filters.getByRole("checkbox", { name: /^Cupcake/ }).check();
  // Both in the address, in the facet's order (by count, which other specs' uploads can change).
  await expect.poll(() => new URL(page.url()).searchParams.getAll("agent").sort()).toEqual(["Brioche", "Cupcake"]);
  // The total, not the page: other specs' uploads can put more than a page of results here.
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${brioche + cupcake} markers`))).toBeVisible();
  // The agent facet's counts ignore its own choice, so both still read as before.
  expect([await countOf("Brioche"), await countOf("Cupcake")]).toEqual([brioche, cupcake]);
  for (const article of await results.getByRole("article").all()) await expect(article).toContainText(/Brioche|Cupcake/);
  await page.goBack();
  await expect(page).toHaveURL(/agent=Brioche$/);
  await expect(filters.getByRole("checkbox", { name: /^Cupcake/ })).not.toBeChecked();
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${brioche} markers?`))).toBeVisible();
  expect(problems).toEqual([]);
});

test("a search saved under a name is listed, reopens as it was, and can be renamed and deleted", async ({ page }) => {
  const problems = watchForErrors(page);
  const name = `Batch tensions ${Date.now()}`;
  await page.goto("/search?q=batch&type=tension&page=1");
  await page.getByLabel("Save this search as").fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved as “${name}”.` })).toBeVisible();
  const mine = page.getByRole("list", { name: "My saved searches" });
  await expect(mine.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  await page.goto("/search");
  // A click before the page has hydrated can be lost on a loaded machine: clicked until the address follows.
  await expect(async () => {
    await mine.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/search\?q=batch&type=tension$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel("Query")).toHaveValue("batch");
  await expect(page.getByRole("list", { name: "Results" }).getByRole("article")).toHaveCount(2);
  await mine.getByText(`Rename ${name}`).click();
  await page.getByLabel(`New name for ${name}`).fill(`${name} (renamed)`);
  await page
    .getByRole("form", { name: `Rename ${name}` })
    .getByRole("button", { name: "Rename" })
    .click();
  await expect(mine.getByRole("link", { name: `${name} (renamed)` })).toBeVisible();
  await mine.getByRole("button", { name: `Delete saved search ${name} (renamed)` }).click();
  await expect(mine.getByRole("link", { name: `${name} (renamed)` })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the CSV download holds every result of the search, not only the page, with the page's numbers", async ({ page }) => {
  await page.goto("/search?limit=5");
  const summary = await page.getByText(/^1–5 of \d+ markers/).textContent();
  const total = Number(summary!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(5);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^roundtable-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^rank,kind,type,id,status,label,text,dialogue,/);
  // Prose may hold line breaks inside quoted cells: count rows by their rank cell instead of by lines.
  expect(csv.match(/\r\n\d+,/g)).toHaveLength(total);
  expect(csv).toContain("Who owns and reviews upcasters run by batch jobs");
  const json = await page.request.get((await page.getByRole("link", { name: "Download JSON" }).getAttribute("href"))!);
  const body = await json.json();
  expect(body.results).toHaveLength(total);
  // Links in the file point where the reader reached the app, not at the address the server listens on.
  const origin = new URL(page.url()).origin;
  expect(body.search.startsWith(`${origin}/search?`)).toBe(true);
  expect(body.results.every((r: { url: string }) => r.url.startsWith(`${origin}/`))).toBe(true);
});

test("results grouped by dialogue: one block each with its count, best results first, and a way to all of them", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/search?q=batch");
  await page.getByRole("navigation", { name: "Show results" }).getByRole("link", { name: "By dialogue" }).click();
  await expect(page).toHaveURL(/group=dialogue/);
  const dialogues = page.getByRole("list", { name: "Dialogues" });
  await expect(dialogues.getByRole("region")).toHaveCount(2);
  await expect(dialogues.getByRole("region", { name: /^Rate Limiting for the Public API: \d+ results?$/ })).toBeVisible();
  await expect(dialogues.getByRole("region", { name: /^Schema Migrations for the Event Store: \d+ results?$/ })).toBeVisible();
  await expect(page.getByText(/markers? in 2 dialogues/)).toBeVisible();
  await page.getByRole("navigation", { name: "Show results" }).getByRole("link", { name: "List" }).click();
  await expect(page).not.toHaveURL(/group=/);
  expect(problems).toEqual([]);
});

test("argued elsewhere: a tension's disclosure lists another dialogue's tension and follows it to its marker", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/d/event-store-migrations#threads");
  const tensions = page.getByRole("list", { name: "Tension threads" });
  const card = tensions.getByRole("listitem").filter({ hasText: "Who owns and reviews upcasters run by batch jobs" }).first();
  await card.getByText("Argued elsewhere").click();
  const found = card.getByRole("list", { name: /^Argued elsewhere: T03/ });
  await expect(found.getByRole("link").first()).toBeVisible();
  await expect(found).not.toContainText("Schema Migrations for the Event Store");
  await found.getByRole("link", { name: /TENSION T02 Strict limits vs customers with batch jobs/ }).click();
  await expect(page).toHaveURL(/\/d\/api-rate-limiting#marker-\d+$/);
  const target = page.locator(`[id="${page.url().split("#")[1]}"]`);
  await expect(target).toBeInViewport();
  await expect(target).toContainText("T02");
  // From a search result the same disclosure answers too.
  await page.goto("/search?q=upcasters+batch+type:tension");
  const result = page.getByRole("article", { name: /^tension T03 in Schema Migrations/ });
  await result.getByText("Argued elsewhere").click();
  await expect(result.getByRole("list", { name: /^Argued elsewhere/ }).getByRole("link", { name: /Strict limits vs customers with batch jobs/ })).toBeVisible();
  expect(problems).toEqual([]);
});

checkLooks("search", async (page) => {
  await page.goto("/search?q=batch&type=tension");
  await expect(page.getByRole("list", { name: "Results" })).toBeVisible();
  await page.getByRole("article").first().getByText("Argued elsewhere").click();
  await expect(
    page
      .getByRole("article")
      .first()
      .getByRole("list", { name: /^Argued elsewhere/ }),
  ).toBeVisible();
});

checkLooks("search-grouped", async (page) => {
  await page.goto("/search?group=dialogue");
  await expect(page.getByRole("list", { name: "Dialogues" })).toBeVisible();
});

checkLooks(
  "threads",
  async (page) => {
    await page.goto("/d/event-store-migrations#threads");
    const card = page.getByRole("list", { name: "Tension threads" }).getByRole("listitem").filter({ hasText: "Immutability vs the right to erasure" }).first();
    await card.getByText("Argued elsewhere").click();
    await expect(
      card.getByRole("list", { name: /^Argued elsewhere/ }).or(card.getByText("No other dialogue shares two of its distinctive words.")),
    ).toBeVisible();
  },
  {
    // The whole dialogue is too long to read in one screenshot: keep the Threads section's own.
    each: (page, { width, colorScheme }) =>
      page.locator("#threads").screenshot({ path: `test-results/screenshots/threads-section-${width}-${colorScheme}.png` }),
  },
);
