import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN } from "./helpers/accounts";

/** Every page the cache keeps that shows who reads it (the list); /api/search answers 401 when signed out. */
const READING_PATHS = (slug: string) => ["/", `/d/${slug}`, `/d/${slug}/map`, "/search?q=event", "/agents", "/api/search?q=event"];

async function signedOutAnswer(stranger: APIRequestContext, path: string) {
  // The same headers as the hostile requests (the key holds accept-encoding), without their cookie.
  const response = await stranger.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text(), cache: response.headers()["x-roundtable-cache"] };
}

test("a signed-in page is never kept for, nor served to, a reader the app did not render it for", async ({ page, playwright }) => {
  const index = await (await page.request.get("/")).text();
  const slug = /href="\/d\/([^"/?#]+)"/.exec(index)?.[1];
  expect(slug, "a dialogue on the index").toBeTruthy();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "roundtable.session_token");
  expect(session, "the admin's session cookie").toBeTruthy();
  const valid = `roundtable.session_token=${session!.value}`;
  // Spellings where the app reads a different session than a careless cache would: duplicates in both orders, the
  // HTTPS name beside the plain one, an unreadable value.
  const hostile = [`${valid}; roundtable.session_token=!`, `roundtable.session_token=!; ${valid}`, `${valid}; __Secure-${valid}`, `${valid}%`];
  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  const leaks: string[] = [];
  for (const path of READING_PATHS(slug!)) {
    // Several times each: `npm start` runs a worker per core, and each may render and keep its own copy.
    for (const cookie of hostile) for (let i = 0; i < 3; i++) await stranger.get(path, { maxRedirects: 0, headers: { cookie } });
    for (let i = 0; i < 4; i++) {
      const answer = await signedOutAnswer(stranger, path);
      const refused = answer.status === (path.startsWith("/api/") ? 401 : 307);
      if (!refused || answer.body.includes(ADMIN.email)) leaks.push(`${path}: ${answer.status} (${answer.cache ?? "not cached"})`);
    }
  }
  expect(leaks, "answers without a cookie that were not a refusal").toEqual([]);
  await stranger.dispose();
});

test("the signed-in reader's own pages are still kept and served again to them", async ({ page }) => {
  for (const path of ["/agents", "/api/search?q=kept"]) {
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 8 && !seen.includes("hit"); i++) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      seen.push(response.headers()["x-roundtable-cache"]);
    }
    expect(seen, path).toContain("hit");
  }
});
