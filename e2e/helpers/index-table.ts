import type { Locator, Page } from "@playwright/test";

/** The index's table, named by its sort. */
export const table = (page: Page) => page.getByRole("table", { name: /^Dialogues, sorted by/ });

/** The index row of the dialogue titled `title`. */
export const rowOf = (page: Page, title: string): Locator =>
  table(page)
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) });
