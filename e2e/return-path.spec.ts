import { expect, test } from "@playwright/test";
import { ADMIN, freshPage } from "./helpers/accounts";

// Issue 32: spellings whose dot segments, once resolved, leave `//evil.example` (another host to a browser).
const SPELLINGS = ["/.//", "/..//", "/%2e//", "/%2e%2e//", "/a/..//", "/./%2F", "/.%2F/"].map((prefix) => `${prefix}evil.example`);

const hostOf = (location: string, base: string) => new URL(location, base).host;

test("a return path with dot segments never redirects off-site: not when signed in, not in the form, not after signing in", async ({ page, browser }) => {
  const base = test.info().project.use.baseURL!;
  const here = new URL(base).host;
  const offSite: string[] = [];
  const stranger = await freshPage(browser);
  for (const spelling of SPELLINGS) {
    // The GET redirect: a signed-in reader opening the sign-in page is sent on at once.
    const redirect = await page.request.get(`/sign-in?next=${spelling}`, { maxRedirects: 0 });
    const location = redirect.headers()["location"] ?? "";
    if (redirect.status() !== 307 || hostOf(location, base) !== here) offSite.push(`GET ${spelling}: ${redirect.status()} ${location}`);
    // The signed-out form's hidden field, which the sign-in action redirects to.
    const form = await stranger.request.get(`/sign-in?next=${spelling}`);
    const field = /<input[^>]*name="next"[^>]*>/.exec(await form.text())?.[0] ?? "";
    const value = /value="([^"]*)"/.exec(field)?.[1]?.replaceAll("&amp;", "&") ?? "";
    if (!value.startsWith("/") || hostOf(value, base) !== here) offSite.push(`form ${spelling}: ${field}`);
  }
  expect(offSite).toEqual([]);
  await stranger.context().close();
});

test("the sign-in action, sent a dot-segment return path, lands on this site after a correct password", async ({ browser }) => {
  const base = test.info().project.use.baseURL!;
  const here = new URL(base).host;
  for (const spelling of SPELLINGS) {
    const page = await freshPage(browser);
    const elsewhere: string[] = [];
    page.on("request", (request) => new URL(request.url()).host !== here && elsewhere.push(request.url()));
    await page.goto("/sign-in");
    // As a hostile page would post it: the field holds the spelling itself, not what the sign-in page made of it.
    await page.locator('input[name="next"]').evaluate((input: HTMLInputElement, value) => (input.value = value), decodeURIComponent(spelling));
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page, spelling).toHaveURL((url) => url.host === here && url.pathname !== "/sign-in");
    expect(elsewhere, spelling).toEqual([]);
    await page.context().close();
  }
});
