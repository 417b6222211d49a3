import { expect, test, type APIRequestContext } from "@playwright/test";
import { generatedDialogue } from "../tests/helpers/generate";

const enc = (s: string) => Buffer.from(new TextEncoder().encode(s));

/** GETs `path` until an answer comes from the page cache after one was rendered (npm start runs a worker per core). */
async function untilHit(api: APIRequestContext, path: string): Promise<string> {
  const bodies = new Set<string>();
  for (let i = 0; i < 12; i++) {
    const response = await api.get(path, { headers: { "accept-encoding": "identity" } });
    expect(response.status()).toBe(200);
    const body = await response.text();
    const how = response.headers()["x-roundtable-cache"];
    // "shared": another worker of the server rendered it; "hit": this worker kept it. Either is what a render sent.
    if (how === "hit" || (how === "shared" && bodies.size > 0)) {
      expect([...bodies]).toContain(body);
      return body;
    }
    expect(["miss", "shared"]).toContain(how);
    bodies.add(body);
  }
  throw new Error(`${path} was never answered from the cache in 12 requests`);
}

test("the page cache serves a reading page again, never to someone else, and never after the data changed", async ({ page, playwright }) => {
  // Apart from the upload spec's numbers.
  const stamp = 500_000 + (Date.now() % 100_000);
  const filtered = `/?q=${encodeURIComponent(`Generated Dialogue ${stamp}`)}`;
  expect(await untilHit(page.request, filtered)).not.toContain(`Generated Dialogue ${stamp}<`);

  // Someone without a session is not served the admin's cached index: they are sent to sign in.
  const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } });
  for (let i = 0; i < 4; i++) {
    const signedOut = await stranger.get(filtered, { maxRedirects: 0 });
    const body = await signedOut.text();
    expect(signedOut.status()).toBe(307);
    expect(signedOut.headers()["location"]).toContain("/sign-in?next=");
    expect(body).not.toContain("admin@e2e.test");
  }
  await stranger.dispose();

  // An upload (a write by whichever worker takes it) is on the index at once, on every worker.
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: "cached-away.dialogue.md", mimeType: "text/markdown", buffer: enc(generatedDialogue(stamp)) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toContainText("imported");
  for (let i = 0; i < 4; i++) expect(await (await page.request.get(filtered)).text()).toContain(`Generated Dialogue ${stamp}<`);
  expect(await untilHit(page.request, filtered)).toContain(`Generated Dialogue ${stamp}<`);
});

test("pages that show time passing or belong to one action are never kept", async ({ page }) => {
  for (const path of ["/api/health", "/queues", "/upload", "/sources", "/admin/users"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-roundtable-cache"], path).toBeUndefined();
  }
});
