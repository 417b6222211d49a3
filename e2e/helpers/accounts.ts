import { execFileSync } from "node:child_process";
import { expect, type Browser, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@e2e.test", password: "admin password for e2e" };

/** Adds a person through the CLI, as an operator would, against the test server's database. */
export function addUserWithCli(email: string, role: "viewer" | "judge" | "admin", password: string): string {
  return execFileSync("npm", ["run", "-s", "roundtable", "--", "user", "add", "--role", role, email], {
    input: `${password}\n`,
    env: { ...process.env, DATABASE_URL: "file:./data/e2e.db" },
    encoding: "utf8",
  });
}

export async function signIn(page: Page, email: string, password: string, next = "/") {
  await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === next.split("?")[0]!.split("#")[0]);
}

/** A new browser context with no cookies: someone who has not signed in. */
export async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return context.newPage();
}
