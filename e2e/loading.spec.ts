import { expect, test } from "@playwright/test";
import { watchForErrors } from "./helpers/looks";

// The pages that stream a section (or the whole page, behind a loading.tsx) after their first bytes. Once those bytes
// are out the status is 200, so what decides the status must come before any <Suspense>: these are the addresses
// and what a signed-out reader must get for each — a 307 to sign-in that comes back to the same view.
const GATED = [
  { path: "/search?q=cache&type=tension", next: "/search" },
  { path: "/agents?scores=people&by=role", next: "/agents?by=role&scores=people" },
  { path: "/agents/panels?from=2026-01-01", next: "/agents/panels?from=2026-01-01" },
];

test("a page that streams still sends a signed-out reader to sign in with a 307, and back to the same view", async ({ playwright }) => {
  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  for (const { path, next } of GATED) {
    const response = await stranger.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers()["location"], path).toBe(`/sign-in?next=${encodeURIComponent(next)}`);
  }
  await stranger.dispose();
});

test("the agents board, who moves whom and panel design render whole once their sections have streamed in", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/agents");
  await expect(page.getByRole("heading", { level: 1, name: "Agents" })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Agents by name, ranked on/ })).toBeVisible();
  await expect(page.getByRole("search", { name: "Filter the leaderboard" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Who moves whom/ })).toBeVisible();
  // No placeholder is left behind once the page has loaded.
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);

  // A link to the section below the streamed board still lands on it.
  await page.goto("/agents#persuasion-title");
  await expect(page.getByRole("heading", { name: "Who moves whom" })).toBeInViewport();

  await page.getByRole("link", { name: "Panel design" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Panel design" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "By panel size" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("search behind its loading state: results, filters and a result's link to its contribution all still work", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/search?q=batch+type%3Atension");
  await expect(page.getByRole("heading", { level: 1, name: "Search tensions and perspectives" })).toHaveCount(1);
  const results = page.getByRole("list", { name: "Results" });
  await expect(results.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("complementary", { name: "Filters" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // Keyboard: the query box takes a new search from the keyboard alone.
  await page.getByLabel("Query").fill("upcasters");
  await page.getByLabel("Query").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=upcasters/);
  await expect(results.getByRole("article").first()).toBeVisible();
  const link = results.getByRole("article").first().getByRole("link").first();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/d\/[^/#?]+#/);
  await expect(page.locator(`#${page.url().split("#")[1]}`)).toBeInViewport();
  expect(problems).toEqual([]);
});
