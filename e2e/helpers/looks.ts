import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

/** The contrast ratio (WCAG) of an element's text against the first opaque background behind it. */
export async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    // Computed colours may be oklch() (Tailwind 4): a canvas turns any CSS colour into RGBA bytes.
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (css: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    let node: Element | null = el;
    let background = [255, 255, 255];
    while (node) {
      const [r, g, b, a] = rgb(getComputedStyle(node).backgroundColor);
      if (a! > 0.5) {
        background = [r!, g!, b!];
        break;
      }
      node = node.parentElement;
    }
    const [l1, l2] = [luminance(rgb(getComputedStyle(el).color)), luminance(background)].sort((x, y) => y - x);
    return (l1! + 0.05) / (l2! + 0.05);
  });
}

/** No serious or critical accessibility violation on the page as it is now (axe-core's WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    ),
  ).toEqual([]);
}

/** Fails the test on any console error or any HTTP response of 400 or more (except `expected` statuses: a 404 page's own). */
export function watchForErrors(page: Page, expected: number[] = []): string[] {
  const problems: string[] = [];
  const expectedLoad = (text: string) => expected.some((status) => text.includes(`status of ${status}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !expectedLoad(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400 && !expected.includes(r.status())) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/**
 * The page at 1280 and 390 px, light and dark: nothing may overflow sideways, axe finds nothing serious, nothing
 * errs, and a screenshot is kept in test-results/screenshots/<name>-<width>-<scheme>.png to look at.
 */
export function checkLooks(
  name: string,
  open: (page: Page, width: number) => Promise<void>,
  options: { expectedStatuses?: number[]; fullPage?: boolean } = {},
) {
  for (const width of [1280, 390]) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`${name} page at ${width} px, ${colorScheme}`, async ({ page }) => {
        const problems = watchForErrors(page, options.expectedStatuses);
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        await open(page, width);
        await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await page.screenshot({ path: `test-results/screenshots/${name}-${width}-${colorScheme}.png`, fullPage: options.fullPage ?? name !== "dialogue" });
        expect(problems).toEqual([]);
      });
    }
  }
}
