import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

// The first run as a newcomer has it: `npm start` on an empty database, the link from its output, the browser.
const PORT = Number(process.env.FIRST_RUN_PORT || 3211);
const BASE = `http://127.0.0.1:${PORT}`;
const DB = "data/e2e-first-run.db";
const ADMIN = { email: "first-admin@e2e.test", name: "First Admin", password: "the first admin's password" };

let server: ChildProcess | null = null;
let output = "";
let setupLink = "";
let healthWhenPrinted = 0;

test.describe.configure({ mode: "serial" });
test.use({ storageState: { cookies: [], origins: [] }, baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${DB}${suffix}`, { force: true });
  // Its own process group, so the end of the test stops npm start and the next server it started.
  server = spawn("node", ["scripts/start.mjs"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATABASE_URL: `file:./${DB}`, PORT: String(PORT), HOST: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1" },
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => /^\s*(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]{43})\s*$/m.exec(output)?.[1] ?? "", { timeout: 200_000, intervals: [500] })
    .not.toBe("");
  setupLink = /^\s*(http:\/\/\S+\/setup\?token=[A-Za-z0-9_-]{43})\s*$/m.exec(output)![1]!;
  // The link is printed once the server answers, so opening it at once works (it came minutes early, before the build).
  healthWhenPrinted = (await fetch(`${BASE}/api/health`).catch(() => null))?.status ?? 0;
  await expect.poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [500] }).toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${DB}${suffix}`, { force: true });
});

test("npm start on an empty database prints the setup link and keeps its token in data/setup-token (0600)", async () => {
  expect(setupLink.startsWith(`${BASE}/setup?token=`)).toBe(true);
  expect(output).toContain("no admin yet");
  expect(statSync("data/setup-token").mode & 0o777).toBe(0o600);
  expect(output).toContain("build is current");
  expect(healthWhenPrinted).toBe(200);
});

test("the sign-in page says what Roundtable is and points to the setup link", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByText("Roundtable is where people review what AI agents wrote")).toBeVisible();
  await expect(page.getByText("No admin yet.")).toBeVisible();
  await expect(page.getByText("data/setup-token")).toBeVisible();
});

test("a wrong token gets a clear page and no form", async ({ page }) => {
  await page.goto("/setup?token=" + "x".repeat(43));
  await expect(page.getByRole("heading", { name: "This setup link does not work", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await page.goto("/setup");
  await expect(page.getByRole("heading", { name: "A setup link is needed", level: 1 })).toBeVisible();
});

// The setup form is what a newcomer sees first: the same look checks as every other page.
checkLooks("setup", async (page) => {
  await page.goto(setupLink);
  await expect(page.getByRole("heading", { name: "Create the first admin", level: 1 })).toBeVisible();
});

test("the browser creates the first admin through the link, is signed in and reaches the index; the link is then spent", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto(setupLink);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Name").fill(ADMIN.name);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Password again").fill("a different password");
  await page.getByRole("button", { name: "Create the first admin" }).click();
  await expect(page.getByText("The two passwords differ.")).toBeVisible();
  // A refused form keeps what was typed, except the passwords.
  await expect(page.getByLabel("Email")).toHaveValue(ADMIN.email);
  await expect(page.getByLabel("Name")).toHaveValue(ADMIN.name);

  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Password again").fill(ADMIN.password);
  await page.getByRole("button", { name: "Create the first admin" }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole("heading", { name: "Dialogues", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toContainText(ADMIN.name);
  await expect(nav.getByRole("link", { name: "Users" })).toBeVisible();
  // Only the samples are in: the index says how to begin (documents of any kind, a repository, people).
  const start = page.getByRole("region", { name: "Get started" });
  await expect(start.getByRole("link", { name: "Upload documents" })).toHaveAttribute("href", "/upload");
  await expect(start.getByRole("link", { name: "Add a git repository" })).toHaveAttribute("href", "/sources");
  await expect(start.getByRole("link", { name: "Invite people" })).toHaveAttribute("href", "/admin/users");
  await expect(start).toContainText("A52 response");

  // The used token leaves data/setup-token with it.
  expect(existsSync("data/setup-token")).toBe(false);
  await page.goto(setupLink);
  await expect(page.getByRole("heading", { name: "Setup is done", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).last().click();
  // Signed in already: sign-in sends the admin on to the index.
  await expect(page.getByRole("heading", { name: "Dialogues", level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
