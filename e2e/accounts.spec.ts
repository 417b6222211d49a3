import { expect, test, type Browser, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { ADMIN_STATE } from "../playwright.config";
import { ADMIN, addUserWithCli, freshPage, signIn } from "./helpers/accounts";
import { checkLooks, expectAccessible, watchForErrors } from "./helpers/looks";

const run = Date.now().toString(36);
const invited = { email: `invited-${run}@e2e.test`, name: `Invited ${run}`, password: "invited person's own password" };
const viewer = { email: `viewer-${run}@e2e.test`, password: "viewer password for e2e" };
const VIEWER_STATE = "test-results/e2e-auth/viewer.json";
const SIGNED_OUT = { cookies: [], origins: [] };

/** As an admin on /admin/users: adds a person without a password and returns the one-time link shown for them. */
async function addInvited(page: Page, email: string, name: string): Promise<string> {
  await page.goto("/admin/users");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role", { exact: true }).selectOption("judge");
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Added ${email}.` })).toBeVisible();
  const link = page.getByLabel(`Set-password link for ${email}`);
  await expect(link).toHaveValue(/\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  return link.inputValue();
}

/** Opens a set-password link signed out, chooses the password, and lands on the index signed in. */
async function usePasswordLink(browser: Browser, link: string, password: string): Promise<Page> {
  const page = await freshPage(browser);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a password", level: 1 })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dialogues", level: 1 })).toBeVisible();
  return page;
}

test("an admin adds a person with a one-time link; they choose a password, are signed in, and the link is spent", async ({ page, browser }) => {
  const errors = watchForErrors(page);
  const link = await addInvited(page, invited.email, invited.name);
  await page.getByLabel(`Set-password link for ${invited.email}`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/users-new-link-1280-light.png" });
  const people = page.getByRole("table", { name: "People" });
  await expect(people.getByRole("row").filter({ hasText: invited.email })).toContainText("No password yet");
  await expect(people.getByRole("row").filter({ hasText: invited.email })).toContainText("never");

  const theirs = await usePasswordLink(browser, link, invited.password);
  await expect(theirs.getByRole("navigation", { name: "Main" })).toContainText(invited.name);
  await theirs.context().close();

  // The link works once.
  const again = await freshPage(browser);
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await expect(again.getByText("This link has already been used.")).toBeVisible();
  await expect(again.getByRole("button", { name: /Set password/ })).toHaveCount(0);
  await again.context().close();

  await page.reload();
  const row = people.getByRole("row").filter({ hasText: invited.email });
  await expect(row).not.toContainText("No password yet");
  await expect(row.locator("time")).toHaveText("just now");
  expect(errors).toEqual([]);
});

test("a fresh link for an existing person replaces the older one and their password", async ({ page, browser }) => {
  const email = `relinked-${run}@e2e.test`;
  const first = await addInvited(page, email, `Relinked ${run}`);
  await page.setViewportSize({ width: 390, height: 900 });
  const row = page.getByRole("table", { name: "People" }).getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `New invitation link for ${email}` }).click();
  const second = row.getByLabel(`Set-password link for ${email}`);
  await expect(second).toHaveValue(/token=/);
  const secondLink = await second.inputValue();
  await second.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/users-row-link-390-light.png" });
  expect(secondLink).not.toBe(first);
  await row.getByRole("button", { name: "Copy link" }).click();
  await expect(row.getByRole("status").filter({ hasText: /Copied to the clipboard|select the link/ })).toBeVisible();

  const stale = await freshPage(browser);
  await stale.goto(first);
  await expect(stale.getByText("This link is not valid.")).toBeVisible();
  await stale.context().close();
  (await usePasswordLink(browser, secondLink, "the second link's password")).context().close();
  const signedIn = await freshPage(browser);
  await signIn(signedIn, email, "the second link's password");
  await signedIn.context().close();
});

test("a refused add keeps what was typed", async ({ page }) => {
  await page.goto("/admin/users");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Name").fill("Someone Else");
  await page.getByLabel("Role", { exact: true }).selectOption("viewer");
  await page.getByRole("button", { name: "Add person" }).click();
  await expect(page.getByText(`${ADMIN.email} already has an account.`)).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(ADMIN.email);
  await expect(page.getByLabel("Name")).toHaveValue("Someone Else");
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("viewer");
});

test("signed out, the header offers only the name, the theme and Sign in", async ({ browser }) => {
  const page = await freshPage(browser);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/sign-in");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Roundtable" })).toBeVisible();
    await expect(nav.getByRole("button", { name: /^Theme:/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Sign in" })).toBeVisible();
    for (const hidden of ["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging", "Queues", "Upload", "Sources", "Users"])
      await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Menu" })).toHaveCount(0);
  }
  await expect(page.getByText("Roundtable is where people review what AI agents wrote")).toBeVisible();
  await page.context().close();
});

test("on a phone the Menu reaches every page an admin has, by pointer and by keyboard", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Users", exact: true })).toHaveCount(0);
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const pages = page.getByRole("list", { name: "Site pages" });
  await expect(pages.getByRole("link")).toHaveText(["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging", "Queues", "Upload", "Sources", "Users"]);
  await expect(pages.getByRole("link", { name: "Dialogues" })).toHaveAttribute("aria-current", "page");
  for (const link of await pages.getByRole("link").all()) await expect(link).toBeInViewport();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/phone-menu-390-light.png" });

  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(pages).toBeHidden();

  // Keyboard only: Enter opens, Tab walks into the list, Enter follows.
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  for (let i = 0; i < 10; i++) await page.keyboard.press("Tab");
  await expect(pages.getByRole("link", { name: "Users" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  // A click outside (below the open panel) closes it too.
  await menu.click();
  await page.mouse.click(195, 780);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  expect(errors).toEqual([]);
});

test("at 1280 px an admin's whole row of links fits, and the Menu is not shown", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging", "Queues", "Upload", "Sources", "Users"])
    await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport();
  await expect(nav.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
  // The page names only the role; the person's name is asked for by the browser and filled in.
  const who = (await (await page.request.get("/api/session")).json()) as { name: string; email: string; role: string };
  expect(who).toMatchObject({ email: ADMIN.email, role: "admin" });
  const account = nav.getByRole("link", { name: /your API tokens/ }).first();
  await expect(account).toContainText(who.name);
  await expect(account.locator("[title]")).toHaveAttribute("title", ADMIN.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test("an unknown address and an unknown dialogue get a 404 page with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "There is no page here", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the dialogues" }).click();
  await expect(page.getByRole("heading", { name: "Dialogues", level: 1 })).toBeVisible();

  expect((await page.goto("/d/no-such-dialogue"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No dialogue at this address", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search the dialogues" })).toHaveAttribute("href", "/search");
});

test("a viewer asking for an admin page gets the forbidden page with a way back", async ({ browser }) => {
  addUserWithCli(viewer.email, "viewer", viewer.password);
  const page = await freshPage(browser);
  await signIn(page, viewer.email, viewer.password);
  mkdirSync("test-results/e2e-auth", { recursive: true });
  await page.context().storageState({ path: VIEWER_STATE });
  expect((await page.goto("/upload"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Your role does not allow this", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the dialogues" })).toBeVisible();
  await page.context().close();
});

test.describe("signed out", () => {
  test.use({ storageState: SIGNED_OUT });
  checkLooks("sign-in", async (page) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  });
  checkLooks("setup-done", async (page) => {
    await page.goto("/setup");
    await expect(page.getByRole("heading", { name: "Setup is done", level: 1 })).toBeVisible();
  });
  checkLooks("set-password-refused", async (page) => {
    await page.goto("/set-password?token=not-a-token");
    await expect(page.getByRole("heading", { name: "This link does not work", level: 1 })).toBeVisible();
  });
});

test.describe("a set-password link, unused", () => {
  let link = "";
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE });
    link = await addInvited(await context.newPage(), `looks-${run}@e2e.test`, `Looks ${run}`);
    await context.close();
  });
  test.use({ storageState: SIGNED_OUT });
  checkLooks("set-password", async (page) => {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a password", level: 1 })).toBeVisible();
  });
});

checkLooks("users", async (page) => {
  await page.goto("/admin/users");
  await expect(page.getByRole("table", { name: "People" })).toBeVisible();
});

checkLooks(
  "not-found",
  async (page) => {
    await page.goto("/d/no-such-dialogue");
    await expect(page.getByRole("heading", { name: "No dialogue at this address" })).toBeVisible();
  },
  { expectedStatuses: [404] },
);

test.describe("as a viewer", () => {
  test.use({ storageState: VIEWER_STATE });
  checkLooks(
    "forbidden",
    async (page) => {
      await page.goto("/sources");
      await expect(page.getByRole("heading", { name: "Your role does not allow this" })).toBeVisible();
    },
    { expectedStatuses: [403] },
  );
});

test("the open phone menu passes the look checks in both themes", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("list", { name: "Site pages" })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/screenshots/phone-menu-390-${colorScheme}.png` });
  }
});
