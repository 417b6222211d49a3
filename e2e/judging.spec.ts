import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";
import { judgesLoaded } from "./helpers/judges";
import { ADMIN, addUserWithCli, freshPage, signIn } from "./helpers/accounts";
import { ADMIN_STATE } from "../playwright.config";

const SLUG = "event-store-migrations";
const ROUND = 1;
const AGENTS = ["Eclair", "Donut", "Brioche", "Croissant"];
const run = Date.now().toString(36);
const judges = [
  { email: `first-${run}@e2e.test`, name: "First Judge", password: "first judge password" },
  { email: `second-${run}@e2e.test`, name: "Second Judge", password: "second judge password" },
];

test.describe.configure({ mode: "serial" });

test("reading needs an account unless public read is on; the session cookie is HTTP-only and Lax", async ({ browser }) => {
  const page = await freshPage(browser);
  await page.goto("/");
  await expect(page).toHaveURL(/\/sign-in\?next=%2F$/);
  expect((await page.request.get(`/d/${SLUG}/export?format=md`)).status()).toBe(401);
  expect((await page.request.get("/api/search?q=cache")).status()).toBe(401);
  await page.getByLabel("Email").fill("admin@e2e.test");
  await page.getByLabel("Password").fill("admin password for e2e");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dialogues", level: 1 })).toBeVisible();
  const session = (await page.context().cookies()).find((c) => c.name.endsWith("session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(session!.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
  await page.context().close();
});

test("a return path that would leave the site sends the user home after signing in, and never fails", async ({ browser, baseURL }) => {
  for (const next of ["/%09/evil.example", "/%0a/evil.example", "/%0d%0a/evil.example", "//evil.example"]) {
    const page = await freshPage(browser);
    const response = await page.goto(`/sign-in?next=${next}`);
    expect(response?.status()).toBe(200);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dialogues", level: 1 })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    await page.context().close();
  }
});

test("repeated wrong passwords are throttled", async ({ browser }) => {
  const page = await freshPage(browser);
  for (let i = 0; i < 6; i++) {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(`nobody-${run}@e2e.test`);
    await page.getByLabel("Password").fill(`wrong guess ${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("status").filter({ hasText: i < 5 ? "Wrong email or password." : "Too many failed sign-ins" })).toBeVisible();
  }
  await page.context().close();
});

test("an admin adds two judges and makes the dialogue blind", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto("/admin/users");
  for (const j of judges) {
    await page.getByLabel("Email", { exact: true }).fill(j.email);
    await page.getByLabel("Name").fill(j.name);
    await page.getByLabel("Role", { exact: true }).selectOption("judge");
    await page.getByLabel("Initial password").fill(j.password);
    await page.getByRole("button", { name: "Add person" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Added ${j.email}.` })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "People" })).toContainText(judges[1]!.email);
  await page.goto(`/d/${SLUG}#judges`);
  await judgesLoaded(page);
  const blind = page.getByRole("button", { name: /Turn blind judging (on|off)/ });
  if ((await blind.textContent())?.includes("on")) await blind.click();
  await expect(page.getByRole("button", { name: "Turn blind judging off" })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Scores every agent of the round with the keyboard only: digits, Tab between fields, Enter to save and move on. */
async function scoreRoundByKeyboard(page: Page, base: number) {
  await page.getByLabel("Wisdom").first().focus();
  for (const [i, agent] of AGENTS.entries()) {
    await expect(page.getByRole("form", { name: `Score ${agent}` }).getByLabel("Wisdom")).toBeFocused();
    for (const value of [base + i, base, i + 1, 2]) {
      await page.keyboard.type(String(value));
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type(`rationale for ${agent}`);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("form", { name: `Score ${agent}` }).getByText("Saved (version 1).")).toBeVisible();
  }
  await expect(page.locator("#next-unscored")).toBeFocused();
}

test("a judge scores a round with the keyboard and edits one score; the history keeps both", async ({ browser }) => {
  const page = await freshPage(browser);
  const errors = watchForErrors(page);
  await signIn(page, judges[0]!.email, judges[0]!.password, `/d/${SLUG}/judge?round=${ROUND}`);
  await expect(page.getByRole("heading", { name: `Score round ${ROUND}` })).toBeVisible();
  await scoreRoundByKeyboard(page, 5);
  await expect(page.getByText(`Round ${ROUND} is scored.`)).toBeVisible();
  // What an agent said scrolls in its own box, which the keyboard can reach (tab stop, named region).
  const said = page.getByRole("region", { name: "What Donut said" });
  await expect(said).toHaveAttribute("tabindex", "0");
  await said.focus();
  await expect(said).toBeFocused();

  const donut = page.getByRole("form", { name: "Score Donut" });
  await donut.getByLabel("Wisdom").fill("9");
  await donut.getByLabel("Why the change").fill("Re-read the round: stronger evidence");
  await donut.getByLabel("Why the change").press("Enter");
  await expect(donut.getByText("Saved (version 2).")).toBeVisible();
  const history = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "🧁 Donut" }) })
    .locator("details");
  await history.locator("summary").click();
  await expect(history.locator("summary")).toHaveText("History (2 versions)");
  const versions = history.getByRole("list", { name: "Score history" }).getByRole("listitem");
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText("v2");
  await expect(versions.nth(0)).toContainText("wisdom 9 ");
  await expect(versions.nth(0)).toContainText("Why changed: Re-read the round: stronger evidence");
  await expect(versions.nth(1)).toContainText("v1");
  await expect(versions.nth(1)).toContainText("wisdom 6 ");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("in blind mode the second judge sees the first's scores only after saying they are done with the round; agreement keeps the score before", async ({
  browser,
}) => {
  // Two scoring pages and the dialogue page twice, whose Judges section comes after hydration: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const page = await freshPage(browser);
  await signIn(page, judges[1]!.email, judges[1]!.password, `/d/${SLUG}/judge?round=${ROUND}`);
  await expect(page.getByText("Other judges' scores stay hidden until you say you are done with this round, after scoring every agent.").first()).toBeVisible();
  await expect(page.getByText("First Judge")).toHaveCount(0);
  await expect(page.getByRole("form", { name: `Finish round ${ROUND}` })).toHaveCount(0);
  await page.goto(`/d/${SLUG}`);
  await judgesLoaded(page);
  // The board is hidden, not empty: the page says someone has scored (it said no judge had). The section is filled in
  // by script, so the note comes first: once it shows, the section is loaded and the board's absence means something.
  await expect(page.getByText("1 judge has scored this dialogue; blind judging shows their scores")).toBeVisible();
  await expect(page.getByRole("table", { name: "Judges' scoreboard" })).toHaveCount(0);
  await expect(page.getByText("No human judge has scored this dialogue yet.")).toHaveCount(0);

  await page.goto(`/d/${SLUG}/judge?round=${ROUND}`);
  await scoreRoundByKeyboard(page, 4);
  // Issue 32, item 6: saving every agent's score reveals nothing by itself; the reveal is deliberate and confirmed.
  await expect(page.getByText("First Judge")).toHaveCount(0);
  const finish = page.getByRole("form", { name: `Finish round ${ROUND}` });
  await finish.getByRole("button", { name: "I am done with this round" }).click();
  await expect(finish.getByRole("status")).toHaveText("Tick the box to say you are done with this round.");
  await expect(page.getByText("First Judge")).toHaveCount(0);
  await finish.getByRole("checkbox").check();
  await finish.getByRole("button", { name: "I am done with this round" }).click();
  await expect(page.getByRole("table", { name: "Other judges' scores for Donut" })).toContainText("First Judge");
  // An edit after the reveal is kept and marked as such; the board and agreement below keep the score before it.
  const eclair = page.getByRole("form", { name: "Score Eclair" });
  await eclair.getByLabel("Wisdom").fill("20");
  await eclair.getByLabel("Why the change").fill("Saw the others");
  await eclair.getByLabel("Why the change").press("Enter");
  await expect(eclair.getByText("Saved (version 2).")).toBeVisible();
  const history = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "🧁 Eclair" }) })
    .locator("details");
  await history.locator("summary").click();
  const versions = history.getByRole("list", { name: "Score history" }).getByRole("listitem");
  await expect(versions.filter({ hasText: "Second Judge · v2" })).toContainText("after reveal");
  await expect(versions.filter({ hasText: "Second Judge · v1" })).not.toContainText("after reveal");

  await page.goto(`/d/${SLUG}#judges`);
  await judgesLoaded(page);
  const agreement = page.getByRole("table", { name: "Agreement between judges" });
  await expect(agreement).toBeVisible();
  await expect(agreement.getByRole("row", { name: /^Total/ })).toContainText(/-?\d\.\d{3}/);
  // Agreement beyond α: a bootstrap interval, and each judge against the other (one more generous, one harsher, by the same amount).
  await expect(agreement.getByRole("row", { name: /^Total/ })).toContainText(/-?\d\.\d{3} – -?\d\.\d{3}/);
  const leniency = page.getByRole("table", { name: "Judges against each other" });
  // Totals a round differ by 2, 5 (the first judge's Donut edit), 2 and 2: a mean of 2.75 either way.
  await expect(leniency.getByRole("row", { name: /First Judge/ })).toContainText("+2.75");
  await expect(leniency.getByRole("row", { name: /First Judge/ })).toContainText("more generous");
  await expect(leniency.getByRole("row", { name: /Second Judge/ })).toContainText("−2.75");
  await expect(leniency.getByRole("row", { name: /Second Judge/ })).toContainText("harsher");
  const board = page.getByRole("table", { name: "Judges' scoreboard" });
  await expect(board.getByRole("columnheader", { name: /First Judge/ })).toBeVisible();
  await expect(board.getByRole("columnheader", { name: /Second Judge/ })).toBeVisible();
  // Widest disagreement first: Donut, where the first judge's edit made the gap largest.
  await expect(board.getByRole("row").nth(1)).toContainText("Donut");
  // The second judge's Eclair, edited after the reveal, is marked; its count is the score before (as the leniency above shows).
  await expect(page.getByText(/^\* edited after the judge revealed the round/)).toBeVisible();
  await expect(
    board
      .getByRole("row")
      .filter({ hasText: "Eclair" })
      .getByTitle(/Edited after this judge revealed the round/),
  ).toHaveCount(1);
  await page.goto("/judging");
  await expect(page.getByRole("list", { name: "Rounds by disagreement" })).toContainText("round 1: Donut");
  await page.context().close();
});

test("the consensus export and the score audit CSV", async ({ page }) => {
  const md = await page.request.get(`/d/${SLUG}/export?format=md&consensus=1`);
  expect(md.status()).toBe(200);
  const text = await md.text();
  expect(text).toContain("## Judges' Consensus");
  expect(text).toContain("Mean of 2 human judges");
  const csv = await (await page.request.get(`/d/${SLUG}/export?format=judge-csv`)).text();
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(
    "dialogue,round,agent,judge_email,judge_name,version,rubric,rubric_version,wisdom,consistency,truth,relationships,total,values,rationale,reason,after_reveal,saved_at",
  );
  // The second judge's Eclair edit came after their reveal, and says so.
  expect(lines.filter((l) => l.includes(",Eclair,") && l.includes(judges[1]!.email)).map((l) => l.includes(",yes,"))).toEqual([false, true]);
  expect(lines.filter((l) => l.includes(",Donut,") && l.includes(judges[0]!.email))).toHaveLength(2);
});

test("a save the database is too busy for keeps the typed values and says to try again", async ({ browser }) => {
  const page = await freshPage(browser);
  const errors = watchForErrors(page);
  await signIn(page, judges[0]!.email, judges[0]!.password, `/d/${SLUG}/judge?round=2`);
  const eclair = page.getByRole("form", { name: "Score Eclair" });
  const typed = { Wisdom: "7", Consistency: "6", Truth: "5", Relationships: "4" };
  for (const [label, value] of Object.entries(typed)) await eclair.getByLabel(label).fill(value);
  await eclair.getByLabel("Rationale (optional)").fill("typed while an import ran");
  // Another process holds SQLite's write lock for longer than the save keeps asking (ROUNDTABLE_DB_BUSY_MS=300).
  const holder = new Database("data/e2e.db");
  holder.prepare("BEGIN IMMEDIATE").run();
  try {
    await eclair.getByRole("button", { name: "Save" }).click();
    await expect(eclair.getByText("The database is busy, try again.")).toBeVisible({ timeout: 20_000 });
  } finally {
    holder.prepare("ROLLBACK").run();
    holder.close();
  }
  for (const [label, value] of Object.entries(typed)) await expect(eclair.getByLabel(label)).toHaveValue(value);
  await expect(eclair.getByLabel("Rationale (optional)")).toHaveValue("typed while an import ran");
  await eclair.getByRole("button", { name: "Save" }).click();
  await expect(eclair.getByText("Saved (version 1).")).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("saving a round's last agent moves on to the next round with its own empty forms and the keyboard on its first field (issue 18)", async ({ browser }) => {
  // A judge who has scored nothing yet, so the round after round 0 is round 1.
  const third = { email: `third-${run}@e2e.test`, password: "third judge password" };
  addUserWithCli(third.email, "judge", third.password);
  const page = await freshPage(browser);
  const errors = watchForErrors(page);
  await signIn(page, third.email, third.password, `/d/${SLUG}#judges`);
  await judgesLoaded(page);
  // Blind judging says what it hides, never how much.
  const notice = page.getByText(/^Blind judging: other judges' scores for a round stay hidden until you say you are done with it/);
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(/version/);

  // A round that does not exist says so instead of showing another round.
  await page.goto(`/d/${SLUG}/judge?round=99`);
  await expect(page.getByRole("alert").filter({ hasText: "Round 99" })).toHaveText("Round 99 has no agents to score here. The ones to score are R0, R1, R2.");
  await expect(page.getByRole("heading", { name: /^Score round/ })).toHaveCount(0);

  // Without ?round= the page offers the first round this judge has not finished: round 0.
  await page.goto(`/d/${SLUG}/judge`);
  await expect(page.getByRole("heading", { name: "Score round 0" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Score Eclair" }).getByLabel("Wisdom")).toBeFocused();
  // The rubric bounds each field: a typo like 999 is stopped in the form (and refused on the server, see the Vitest suites).
  const wisdom = page.getByRole("form", { name: "Score Eclair" }).getByLabel("Wisdom");
  await wisdom.fill("999");
  expect(await wisdom.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
  await expect(page.getByRole("region", { name: "Rubric" })).toContainText("Truth whole numbers 0–20");
  await wisdom.fill("");

  for (const [i, agent] of AGENTS.entries()) {
    await expect(page.getByRole("form", { name: `Score ${agent}` }).getByLabel("Wisdom")).toBeFocused();
    for (const value of [3 + i, 3, 2, 2]) {
      await page.keyboard.type(String(value));
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Enter");
    if (i < AGENTS.length - 1) await expect(page.getByRole("form", { name: `Score ${agent}` }).getByText("Saved (version 1).")).toBeVisible();
  }
  // The last save took the page on to round 1: fresh forms, nothing carried over from round 0, the keyboard on its first field.
  await expect(page.getByRole("heading", { name: "Score round 1" })).toBeVisible();
  const eclair = page.getByRole("form", { name: "Score Eclair" });
  await expect(eclair.getByLabel("Wisdom")).toBeFocused();
  await expect(eclair.getByLabel("Wisdom")).toHaveValue("");
  await expect(page.getByText(/Saved \(version/)).toHaveCount(0);
  await expect(eclair.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Rounds to score" }).getByRole("link", { name: /^R0/ })).toContainText("✓");
  expect(errors).toEqual([]);
  await page.context().close();
});

test("judges discuss a round and its markers; under blind judging others' comments wait until the judge is done with the round", async ({ browser }) => {
  const first = await freshPage(browser);
  const errors = watchForErrors(first);
  await signIn(first, judges[0]!.email, judges[0]!.password, `/d/${SLUG}/judge?round=1`);
  const discussion = first.getByRole("region", { name: "Discussion of round 1" });
  await discussion.getByLabel("On", { exact: true }).selectOption({ label: "Eclair: RESOLVED T02 Snapshots bound the upcasting cost" });
  await discussion.getByRole("textbox", { name: "Comment" }).fill("T02 was called resolved before Brioche answered");
  await discussion.getByRole("button", { name: "Add comment" }).click();
  const comment = discussion.getByRole("list", { name: "Comments on round 1" }).getByRole("listitem");
  await expect(comment).toContainText("T02 was called resolved before Brioche answered");
  await expect(comment.getByRole("link", { name: /RESOLVED T02/ })).toHaveAttribute("href", new RegExp(`^/d/${SLUG}#marker-\\d+$`));
  await expect(discussion.getByRole("textbox", { name: "Comment" })).toHaveValue("");
  await first.goto(`/d/${SLUG}/judge?round=2`);
  const round2 = first.getByRole("region", { name: "Discussion of round 2" });
  await round2.getByRole("textbox", { name: "Comment" }).fill("Croissant never speaks in round 2");
  await round2.getByRole("button", { name: "Add comment" }).click();
  await expect(round2.getByRole("list", { name: "Comments on round 2" })).toContainText("Croissant never speaks in round 2");
  expect(errors).toEqual([]);
  await first.context().close();

  const second = await freshPage(browser);
  await signIn(second, judges[1]!.email, judges[1]!.password, `/d/${SLUG}/judge?round=1`);
  // The second judge said they were done with round 1: revealed.
  await expect(second.getByRole("region", { name: "Discussion of round 1" })).toContainText("T02 was called resolved before Brioche answered");
  // Round 2 is not: the first judge's comment waits.
  await second.goto(`/d/${SLUG}/judge?round=2`);
  const hidden = second.getByRole("region", { name: "Discussion of round 2" });
  await expect(hidden).toContainText("Other judges' comments stay hidden until you say you are done with this round.");
  await expect(hidden).not.toContainText("Croissant never speaks");
  await second.context().close();
});

test("the judges' by-round table keeps its columns apart", async ({ page }) => {
  await page.goto(`/d/${SLUG}?jview=rounds#judges`);
  await judgesLoaded(page);
  const board = page.getByRole("table", { name: "Judges' scoreboard" });
  await expect(board).toBeVisible();
  // The gap between the end of one header's text and the start of the next, in pixels.
  const gaps = await board.locator("thead th").evaluateAll((cells) =>
    cells.slice(0, -1).map((cell, i) => {
      const textBox = (el: Element) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect();
      };
      return textBox(cells[i + 1]!).left - textBox(cell).right;
    }),
  );
  expect(gaps.length).toBeGreaterThan(2);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(8);
});

test("the Judges section is filled in for its viewer: it appears, and a score they save shows on the page after a reload", async ({ browser }) => {
  // The dialogue page three times, each section after hydration, and two saves: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const fourth = { email: `fourth-${run}@e2e.test`, password: "fourth judge password" };
  addUserWithCli(fourth.email, "judge", fourth.password);
  const page = await freshPage(browser);
  const errors = watchForErrors(page);
  await signIn(page, fourth.email, fourth.password, `/d/${SLUG}#judges`);
  await judgesLoaded(page);
  const section = page.getByRole("region", { name: "Judges" });
  // Blind judging: before scoring, this judge is told that others have scored, and sees none of it.
  await expect(section.getByText(/^\d+ judges have scored this dialogue; blind judging shows their scores/)).toBeVisible();
  await expect(section.getByRole("table", { name: "Judges' scoreboard" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Export" }).getByRole("link")).toHaveText(["Canonical markdown", "Parsed dialogue (JSON)", "Scoreboard (CSV)"]);
  // The newest version's count of judges' scores, in the Versions table, comes with the section's data.
  const count = page.getByRole("table", { name: "Versions" }).getByRole("row").nth(1).getByRole("cell").nth(3);
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());

  // A score saved in another tab, then the page reloaded: the board has it, and the count.
  const judgePage = await page.context().newPage();
  await judgePage.goto(`/d/${SLUG}/judge?round=0`);
  const eclair = judgePage.getByRole("form", { name: "Score Eclair" });
  for (const [label, value] of Object.entries({ Wisdom: "4", Consistency: "3", Truth: "2", Relationships: "1" })) await eclair.getByLabel(label).fill(value);
  await eclair.getByRole("button", { name: "Save", exact: true }).click();
  await expect(eclair.getByText("Saved (version 1).")).toBeVisible();
  await page.reload();
  await judgesLoaded(page);
  const board = section.getByRole("table", { name: "Judges' scoreboard" });
  const mine = board.getByRole("row").filter({ hasText: "Eclair" }).getByRole("cell").nth(3);
  await expect(board.getByRole("columnheader", { name: new RegExp(`fourth-${run}`) })).toBeVisible();
  await expect(mine).toHaveText(/^\d\.\d\d$/);
  await expect(count).toHaveText(String(before + 1));
  await expect(page.getByRole("region", { name: "Export" }).getByRole("link", { name: "Markdown with judges' consensus" })).toBeVisible();
  const first = await mine.textContent();

  // An edit shows the same way: a new figure on the board, one more score given on the version.
  await eclair.getByLabel("Wisdom").fill("9");
  await eclair.getByLabel("Why the change").fill("Read it again");
  // After a save the button says "Save new version"; Enter saves either way.
  await eclair.getByLabel("Why the change").press("Enter");
  await expect(eclair.getByText("Saved (version 2).")).toBeVisible();
  await page.reload();
  await judgesLoaded(page);
  await expect(count).toHaveText(String(before + 2));
  await expect(mine).toHaveText(/^\d\.\d\d$/);
  expect(await mine.textContent()).not.toBe(first);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("without script the Judges section links to its own page, which shows the same board", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: ADMIN_STATE });
  const page = await context.newPage();
  await page.goto(`/d/${SLUG}#judges`);
  await page.getByRole("region", { name: "Judges" }).getByRole("link", { name: "Read them on their own page" }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${SLUG}/judges$`));
  const board = page.getByRole("table", { name: "Judges' scoreboard" });
  await expect(board.getByRole("columnheader", { name: /First Judge/ })).toBeVisible();
  // Its sorts and views stay on it.
  await page.getByRole("navigation", { name: "Judges' scoreboard view" }).getByRole("link", { name: "Totals" }).click();
  await expect(page).toHaveURL(new RegExp(`/d/${SLUG}/judges\\?jview=totals&jsort=mean&jdir=desc#judges$`));
  await expect(board.getByRole("columnheader", { name: /Consensus/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Markdown with judges' consensus" })).toBeVisible();
  await context.close();
});

checkLooks(
  "dialogue-judges",
  async (page) => {
    await page.goto(`/d/${SLUG}#judges`);
    await judgesLoaded(page);
    await expect(page.getByRole("table", { name: "Judges' scoreboard" })).toBeVisible();
    await page.locator("#judges").scrollIntoViewIfNeeded();
  },
  { fullPage: false },
);
checkLooks("judges", async (page) => {
  await page.goto(`/d/${SLUG}/judges`);
  await expect(page.getByRole("table", { name: "Judges' scoreboard" })).toBeVisible();
});
checkLooks("judge", async (page) => {
  await page.goto(`/d/${SLUG}/judge?round=${ROUND}`);
});
checkLooks("users", async (page) => {
  await page.goto("/admin/users");
});
checkLooks("judging", async (page) => {
  await page.goto("/judging");
});
