import { expect, test, type Page } from "@playwright/test";

/**
 * The page at 1280 and 390 px, light and dark: nothing may overflow sideways, and a screenshot is kept in
 * test-results/screenshots/<name>-<width>-<scheme>.png to look at.
 */
export function checkLooks(name: string, open: (page: Page, width: number) => Promise<void>) {
  for (const width of [1280, 390]) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`${name} page at ${width} px, ${colorScheme}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await open(page, width);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${colorScheme}.png`, fullPage: name !== "dialogue" });
      });
    }
  }
}
