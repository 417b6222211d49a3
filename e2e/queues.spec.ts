import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";
import { addUserWithCli, freshPage, signIn } from "./helpers/accounts";

const run = Date.now().toString(36);
const judges = [
  { email: `queue-one-${run}@e2e.test`, name: `queue-one-${run}`, password: "queue judge one password" },
  { email: `queue-two-${run}@e2e.test`, name: `queue-two-${run}`, password: "queue judge two password" },
];
const NAME = `Two samples ${run}`;
// Two sample dialogues of three rounds each: six rounds, two judges each.
const ROUNDS = 6;
let queueUrl = "";

test.describe.configure({ mode: "serial" });

test("an admin makes a queue of two dialogues with two judges a round", async ({ page }) => {
  const errors = watchForErrors(page);
  for (const j of judges) addUserWithCli(j.email, "judge", j.password);
  await page.goto("/queues");
  const form = page.getByRole("form", { name: "New queue" });
  await form.getByLabel("Name").fill(NAME);
  await form.getByLabel(/title or slug contains/).fill("api-rate-limiting, on-call-alert-fatigue");
  await form.getByLabel("Kind").selectOption("dialogue");
  await form.getByLabel("Judges per round").fill("2");
  for (const j of judges) await form.getByRole("checkbox", { name: new RegExp(j.email) }).check();
  await form.getByRole("button", { name: "Create queue" }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  queueUrl = new URL(page.url()).pathname;
  await expect(page.getByText(`${ROUNDS} rounds · 2 judges each`)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Whole queue" })).toHaveAttribute("aria-valuenow", "0");
  const byJudge = page.getByRole("table", { name: "Progress by judge" });
  await expect(byJudge.getByRole("row")).toHaveCount(3);
  await expect(byJudge.getByRole("row", { name: new RegExp(judges[0]!.name) })).toContainText(/0\s*0\s*0\s*6\s*6/);
  expect(errors).toEqual([]);
});

/** Scores every agent of the round in hand by keyboard; the last save leaves the keyboard on "Next in queue". */
async function scoreRound(page: Page, base: number) {
  const forms = page.getByRole("form", { name: /^Score / });
  const count = await forms.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(forms.nth(i).getByLabel("Wisdom")).toBeFocused();
    for (const value of [base + (i % 3), base, 2, 3]) {
      await page.keyboard.type(String(value));
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
  }
  await expect(page.locator("#queue-next")).toBeFocused();
}

/** One judge works the whole queue with the keyboard only: takes items, skips the second, comes back to it. */
async function workQueue(page: Page, base: number) {
  await page.keyboard.press("n");
  await expect(page.getByRole("heading", { name: /^Score round \d+$/ })).toBeVisible();
  const seen = new Set<string>();
  let skipped = "";
  for (let item = 0; item < ROUNDS; item++) {
    await expect(page.getByRole("region", { name: "Queue" })).toContainText(/round \d of 6/);
    // Once a round is skipped, the scoring page offers it back, which is what R presses (R did nothing here).
    if (item > 1) await expect(page.locator("#queue-return-first")).toHaveAccessibleName(/^Score it now: .*, round \d+$/);
    const here = page.url();
    expect(seen.has(here)).toBe(false);
    seen.add(here);
    if (item === 1) {
      // Skip: leave the field, S to the reason, type it, Enter; the queue sends the judge on.
      skipped = here;
      await page.keyboard.press("Escape");
      await page.keyboard.press("s");
      await expect(page.getByLabel("Skip with a reason")).toBeFocused();
      await page.keyboard.type("Need to re-read round 0 first");
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(here);
      continue;
    }
    await scoreRound(page, base);
    await page.keyboard.press("Enter");
    if (item < ROUNDS - 1) await expect(page).not.toHaveURL(here);
  }
  // Everything else is done: the queue says so, and the skipped round waits.
  await expect(page.getByRole("status").filter({ hasText: "Nothing left for you in this queue." })).toBeVisible();
  await page.keyboard.press("b");
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Skipped rounds" })).toContainText("Need to re-read round 0 first");
  await page.keyboard.press("r");
  await expect(page).toHaveURL(skipped);
  await scoreRound(page, base);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Nothing left for you in this queue." })).toBeVisible();
  await page.keyboard.press("b");
  await expect(page.getByText(`You: ${ROUNDS} done of ${ROUNDS} rounds.`)).toBeVisible();
}

for (const [index, judge] of judges.entries()) {
  test(`judge ${index + 1} works through the queue by keyboard, with one skip and a return`, async ({ browser }) => {
    // Six rounds typed key by key: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);
    const page = await freshPage(browser);
    const errors = watchForErrors(page);
    await signIn(page, judge.email, judge.password, queueUrl);
    // The keys work once the page has hydrated: ask until the list shows.
    await expect(async () => {
      await page.keyboard.press("?");
      await expect(page.getByRole("definition").filter({ hasText: "come back to the first item you skipped" })).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.keyboard.press("?");
    await workQueue(page, 4 + index);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test("the queue is complete, nobody is behind, and agreement comes with intervals", async ({ page }) => {
  await page.goto(queueUrl);
  await expect(page.getByRole("progressbar", { name: "Whole queue" })).toHaveAttribute("aria-valuenow", "100");
  const byJudge = page.getByRole("table", { name: "Progress by judge" });
  for (const j of judges) await expect(byJudge.getByRole("row", { name: new RegExp(j.name) })).toContainText(/6\s*0\s*0\s*6\s*0$/);
  const agreement = page.getByRole("table", { name: "Agreement in this queue" });
  await expect(agreement.getByRole("row", { name: /^Wisdom/ })).toContainText(/-?\d\.\d{3} – -?\d\.\d{3}/);
  // Judge two scored one point higher on Wisdom and Consistency everywhere: two points a unit more generous.
  const leniency = page.getByRole("table", { name: "Judges against each other in this queue" });
  await expect(leniency.getByRole("row", { name: new RegExp(judges[1]!.name) })).toContainText("+2.00");
  await expect(leniency.getByRole("row", { name: new RegExp(judges[0]!.name) })).toContainText("harsher");
  await page.goto("/queues");
  await expect(page.getByRole("list", { name: "Judging queues" })).toContainText(NAME);
});

checkLooks("queue", async (page) => {
  await page.goto(queueUrl || "/queues");
});
checkLooks("queues", async (page) => {
  await page.goto("/queues");
});
