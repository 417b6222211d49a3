import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { checkLooks } from "./helpers/looks";

const SAMPLE = join(process.cwd(), "prisma/seed/event-store-migrations.dialogue.md");

test("a dialogue opens from the list with its rounds, markers, lint linked to source, and a canonical export", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  await page.goto("/");
  await page.getByRole("link", { name: "Schema Migrations for the Event Store" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Schema Migrations for the Event Store" })).toBeVisible();

  const rounds = page.getByRole("list", { name: "Rounds" });
  await expect(rounds.getByRole("heading", { level: 3 })).toHaveText(["Round 0: Opening Arguments", "Round 1: Positions Under Pressure", "Round 2: Narrowing"]);
  const croissant = page.locator("#round-0-c4");
  await expect(croissant.getByRole("heading", { level: 4 })).toContainText("Croissant");
  await expect(croissant.getByRole("list", { name: "Markers of Croissant" }).getByRole("link")).toHaveText([/PERSPECTIVE\s*P04/, /TENSION\s*T01/]);

  // A marker's link is its address: opening it lands on it.
  const chip = croissant.getByRole("link", { name: /TENSION\s*T01/ });
  const href = await chip.getAttribute("href");
  await page.goto(`${page.url().split("#")[0]}${href}`);
  await expect(page.locator(href!)).toBeInViewport();

  // A tension thread, followed to the contribution that resolved it.
  const thread = page.getByRole("list", { name: "Tension threads" }).getByRole("listitem").filter({ hasText: "Read-time upcasting cost vs one-off rewrite cost" }).first();
  await expect(thread).toContainText("resolved");
  await thread.getByRole("link", { name: "resolved by Eclair, round 1" }).click();
  const resolving = page.locator("#round-1-c1");
  await expect(resolving.getByRole("heading", { level: 4 })).toContainText("Eclair");
  await expect(resolving.getByRole("link", { name: /RESOLVED\s*T02/ })).toBeInViewport();
  const open = page.getByRole("list", { name: "Tension threads" }).getByRole("listitem").filter({ hasText: "Immutability vs the right to erasure" }).first();
  await expect(open).toContainText("Unresolved at the end of the dialogue.");

  // Lint → source line.
  const note = page.locator("#lint").getByRole("listitem").filter({ hasText: "T01 (Immutability vs the right to erasure) is never resolved." });
  await note.getByRole("link").click();
  const line = page.locator("#L72");
  await expect(line).toBeInViewport();
  await expect(line).toContainText("[TENSION T01: Immutability vs the right to erasure]");
  expect(await line.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");

  // The canonical export of a canonical sample is the sample itself, byte for byte.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Canonical markdown" }).click();
  const file = await (await download).path();
  expect(readFileSync(file, "utf8")).toBe(readFileSync(SAMPLE, "utf8"));
  expect(problems).toEqual([]);
});

test("an unknown dialogue is a 404 page, and a bad export format a 400", async ({ page, request }) => {
  const response = await page.goto("/d/no-such-dialogue");
  expect(response?.status()).toBe(404);
  expect((await request.get("/d/event-store-migrations/export?format=pdf")).status()).toBe(400);
  expect((await request.get("/d/event-store-migrations/export?format=json")).headers()["content-type"]).toContain("application/json");
});

test("the scoreboard sorts by any column, and the sorted view is a link", async ({ page }) => {
  await page.goto("/d/api-rate-limiting#scoreboard");
  const table = page.getByRole("table", { name: /^Scoreboard, sorted by/ });
  const agents = () => table.getByRole("rowheader");
  await expect(agents()).toHaveText(["Scone", "Muffin", "Cupcake"]);
  await table.getByRole("link", { name: "Truth" }).click();
  await expect(page).toHaveURL(/sort=truth&dir=desc/);
  await expect(table.getByRole("columnheader", { name: /Truth/ })).toHaveAttribute("aria-sort", "descending");
  await expect(agents()).toHaveText(["Scone", "Muffin", "Cupcake"]);
  await table.getByRole("link", { name: /Truth/ }).click();
  await expect(page).toHaveURL(/sort=truth&dir=asc/);
  await expect(agents()).toHaveText(["Cupcake", "Muffin", "Scone"]);
  // The same address opens the same view; a nonsense sort falls back to the default.
  await page.goto("/d/api-rate-limiting?sort=relationships&dir=asc");
  await expect(agents()).toHaveText(["Muffin", "Scone", "Cupcake"]);
  await page.goto("/d/api-rate-limiting?sort=%27%3Bdrop&dir=x");
  await expect(agents()).toHaveText(["Scone", "Muffin", "Cupcake"]);
});

checkLooks("dialogue", async (page) => {
  await page.goto("/d/api-rate-limiting");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
