import { test } from "@playwright/test";
// Throwaway: element screenshots to look at (not committed).
const pages: [string, string][] = [
  ["ctx", "/?q=context+injection"],
  ["sdlc", "/?q=sdlc+workflow"],
  ["jira", "/?q=jira"],
  ["blueconfig", "/?q=blue+config"],
  ["iso", "/?q=iso+8601"],
];
for (const [name, search] of pages) {
  for (const scheme of ["light", "dark"] as const) {
    for (const width of [1280, 390]) {
      test(`${name} ${scheme} ${width}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(search + "&stubs=1");
        const href = await page.locator("main a[href^='/d/']").filter({ visible: true }).first().getAttribute("href");
        await page.goto(`${href}?view=rounds#scoreboard`);
        const section = page.locator("#scoreboard").locator("xpath=ancestor-or-self::section[1]");
        await section.screenshot({ path: `/tmp/shots/${name}-${scheme}-${width}.png` });
        const first = page.locator("[data-point]").first();
        if ((await first.count()) > 0) {
          await first.focus();
          await section.screenshot({ path: `/tmp/shots/${name}-${scheme}-${width}-focus.png` });
        }
      });
    }
  }
}
test("index", async ({ page }) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/?size=25&stubs=1&source=corpus");
    await page.screenshot({ path: `/tmp/shots/index-${scheme}.png` });
    await page.getByRole("button", { name: /^Columns/ }).click();
    await page.screenshot({ path: `/tmp/shots/index-menu-${scheme}.png` });
  }
});
