import { readFileSync } from "node:fs";
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

/** The rules whose outcome a colour scheme can change: the rest read structure, names and roles, the same in both. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/** axe-core itself, put into each document once: evaluating its 640 KB took longer than a run of its rules. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * The serious and critical accessibility violations on the page as it is now (axe-core's WCAG 2.x A/AA rules), one line
 * each; `colourOnly` runs only the rules a colour scheme can change. axe runs in the page (our pages have no frames)
 * and answers with its violations alone, not every node that passed.
 */
async function seriousViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ runOnly }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const results = await axe.run(document, { runOnly, resultTypes: ["violations"] });
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map(
          (v) =>
            `${v.id} (${v.impact}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(" "))
              .join(" | ")}`,
        );
    },
    { runOnly: colourOnly ? { type: "rule" as const, values: COLOUR_RULES } : { type: "tag" as const, values: WCAG_TAGS } },
  );
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
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
 * Screenshots are for a person to look at: kept by a local `npm test` or `npx playwright test`, not taken in CI (`CI`
 * set), where nobody opens them (a look test's four took 0.7 s of its 4.9 s). E2E_SCREENSHOTS=1 or 0 decides.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== "0" : !process.env.CI;

type ColorScheme = "light" | "dark";
export type LooksVariant = { width: number; colorScheme: ColorScheme };

/**
 * The page at 1280 and 390 px, light and dark: nothing may overflow sideways, axe finds nothing serious (every rule
 * in the scheme the page loads in, the colour rules in the other), nothing errs, and a screenshot is kept in
 * test-results/screenshots/<name>-<width>-<scheme>.png to look at. `each` adds what a caller keeps at every variant
 * (a section's own screenshot).
 *
 * One test checks all four. Each width loads the page afresh in a context of its own, as a reader at that width
 * would: `open` and its checks run at both widths, an anchor scrolls as it does at that width, and choices the page
 * stores (wrapped source lines, the index's columns) start unset. The scheme then changes on the loaded page, which
 * follows it live; the widths load in opposite schemes, so the theme script is checked at load in both.
 */
export function checkLooks(
  name: string,
  open: (page: Page, width: number) => Promise<void>,
  options: { expectedStatuses?: number[]; fullPage?: boolean; each?: (page: Page, variant: LooksVariant) => Promise<unknown> } = {},
) {
  test(`${name} page at 1280 and 390 px, light and dark`, async ({ page, browser }) => {
    // Four pages' checks in one test: the time of four tests.
    test.setTimeout(test.info().timeout * 4);
    for (const [width, first, second] of [
      [1280, "light", "dark"],
      [390, "dark", "light"],
    ] as const) {
      const tab = width === 1280 ? page : await (await browser.newContext()).newPage();
      try {
        const problems = watchForErrors(tab, options.expectedStatuses);
        await tab.emulateMedia({ colorScheme: first });
        await tab.setViewportSize({ width, height: 900 });
        await test.step(`open at ${width} px, ${first}`, () => open(tab, width));
        for (const colorScheme of [first, second]) {
          await test.step(`${name} at ${width} px, ${colorScheme}`, async () => {
            const at = `${name} at ${width} px, ${colorScheme}`;
            if (colorScheme !== first) await tab.emulateMedia({ colorScheme });
            // Soft: one variant's failure does not hide another's, as when each had a test of its own.
            await expect.soft(tab.locator("html"), `${at}: the dark class`).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
            const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            expect.soft(overflow, `${at}: sideways overflow in px`).toBeLessThanOrEqual(0);
            // Every rule in the scheme the page loaded in; in the other, the rules a scheme can change.
            const colourOnly = colorScheme !== first;
            expect.soft(await seriousViolations(tab, { colourOnly }), `${at}: serious accessibility violations`).toEqual([]);
            if (SCREENSHOTS)
              await tab.screenshot({ path: `test-results/screenshots/${name}-${width}-${colorScheme}.png`, fullPage: options.fullPage ?? name !== "dialogue" });
            await options.each?.(tab, { width, colorScheme });
            expect.soft(problems.splice(0), `${at}: console errors and failed requests`).toEqual([]);
          });
        }
      } finally {
        if (tab !== page) await tab.context().close();
      }
    }
  });
}
