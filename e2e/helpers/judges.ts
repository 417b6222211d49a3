import { expect, type Page } from "@playwright/test";

/**
 * Waits until the dialogue page's Judges section is filled in. It is asked for once the page has hydrated
 * (components/judging/judges-data.tsx), which on a busy two-core machine can be seconds after the page shows, past
 * the 5 s an assertion waits; what is asserted after it is unchanged.
 */
export async function judgesLoaded(page: Page) {
  await expect(page.getByRole("region", { name: "Judges" }).locator("[aria-busy]")).toHaveCount(0, { timeout: 30_000 });
}
