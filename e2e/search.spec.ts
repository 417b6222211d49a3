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
  await filters.getByRole("link", { name: /open\s*1/ }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(results.getByRole("article")).toHaveCount(1);
  await filters.getByRole("link", { name: /Brioche\s*1/ }).click();
  await expect(page).toHaveURL(/status=open&agent=Brioche/);
  await expect(filters.getByRole("link", { name: /Brioche/ })).toHaveAttribute("aria-current", "true");
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

checkLooks("search", async (page) => {
  await page.goto("/search?q=batch");
  await expect(page.getByRole("list", { name: "Results" })).toBeVisible();
});
