import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { parseDialogue } from "@/lib/contract";

const SEED = join(process.cwd(), "prisma/seed");
const samples = readdirSync(SEED)
  .filter((n) => n.endsWith(".md"))
  .map((n) => parseDialogue(readFileSync(join(SEED, n), "utf8")).dialogue);

/** Fails the test on any console error or any HTTP response of 400 or more. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

test("the home page lists every sample dialogue from the database", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dialogues" })).toBeVisible();
  const table = page.getByRole("table", { name: "Dialogues" });
  for (const d of samples) {
    const row = table.getByRole("row").filter({ hasText: d.title! });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell").nth(2)).toHaveText(String(d.rounds.length));
  }
  // Other specs may have imported more; the samples are always there.
  const count = Number((await page.getByText(/\d+ in the database/).textContent())!.split(" ")[0]);
  expect(count).toBeGreaterThanOrEqual(samples.length);
  expect(problems).toEqual([]);
});

test("the health endpoint reports the database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: { provider: "sqlite", reachable: true } });
  expect(body.database.dialogues).toBeGreaterThanOrEqual(samples.length);
});

for (const width of [1280, 390]) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`home page at ${width} px, ${colorScheme}`, async ({ page }) => {
      const problems = watchForErrors(page);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      for (const d of samples) await expect(page.getByText(d.title!, { exact: true }).filter({ visible: true })).toHaveCount(1);
      // Nothing may overflow sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/home-${width}-${colorScheme}.png`, fullPage: true });
      expect(problems).toEqual([]);
    });
  }
}
