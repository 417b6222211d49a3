import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const out = [];
for (const scheme of ["light", "dark"]) {
  const context = await browser.newContext({ colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(`${base}/sign-in?next=/`);
  await page.getByLabel("Email").fill("admin@e2e.test");
  await page.getByLabel("Password").fill("admin password for e2e");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.goto(`${base}/?q=jira%20cloud`);
  await page.getByRole("link", { name: "Jira Cloud Integration For Blue", exact: true }).first().click();
  await page.waitForURL(/\/d\//);
  const path = new URL(page.url()).pathname;
  if (scheme === "light") {
    const html = await (await page.request.get(`${base}${path}`)).text();
    const closedCount = (html.match(/data-closed-round/g) || []).length;
    const rounds = (html.match(/data-round=""/g) || []).length;
    console.log(path, html.slice(html.indexOf("<title>"), html.indexOf("</title>")));
    console.log(`first HTML ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB, ${rounds} rounds, ${closedCount} closed`);
    const t0 = Date.now();
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("domcontentloaded");
    console.log(`DOMContentLoaded after ${Date.now() - t0} ms; elements ${await page.evaluate(() => document.getElementsByTagName("*").length)}`);
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base}${path}`);
    const first = page.locator("[data-closed-round]").first();
    await first.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -300));
    const file = `/tmp/look-h4/closed-${width}-${scheme}.png`;
    await page.screenshot({ path: file });
    out.push(file);
    await first.getByRole("link", { name: /^Show round/ }).click();
    await page.waitForTimeout(1500);
    const opened = `/tmp/look-h4/opened-${width}-${scheme}.png`;
    await page.screenshot({ path: opened });
    out.push(opened);
  }
  await context.close();
}
await browser.close();
console.log(out.join("\n"));
