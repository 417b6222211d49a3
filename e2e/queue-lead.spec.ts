import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";
import { judgesLoaded } from "./helpers/judges";
import { addUserWithCli, freshPage, signIn } from "./helpers/accounts";

const run = Date.now().toString(36);
const judges = [
  { email: `lead-one-${run}@e2e.test`, name: `lead-one-${run}`, password: "lead judge one password" },
  { email: `lead-two-${run}@e2e.test`, name: `lead-two-${run}`, password: "lead judge two password" },
];
const TITLE = `Lead ops ${run}`;
const NAME = `Lead queue ${run}`;
// A dialogue of our own, so the scores given here change no other spec's counts.
const DIALOGUE = [
  `# Alignment Dialogue: ${TITLE}`,
  "",
  "## Round 0",
  "",
  "### Muffin 🧁",
  "",
  "Caches help under load.",
  "",
  "### Cupcake 🧁",
  "",
  "They hide load until they fail.",
  "",
  "## Round 1",
  "",
  "### Muffin 🧁",
  "",
  "Then cap the cache's share.",
  "",
  "### Cupcake 🧁",
  "",
  "A cap is a second limit to tune.",
  "",
].join("\n");
let queueUrl = "";
let slug = "";

test.describe.configure({ mode: "serial" });

/** Fills and saves every agent's score form of the round in hand, Wisdom set to `wisdom`. */
async function scoreRound(page: Page, wisdom: number) {
  const forms = page.getByRole("form", { name: /^Score / });
  await expect(forms.first()).toBeVisible();
  const count = await forms.count();
  for (let i = 0; i < count; i++) {
    const form = forms.nth(i);
    await form.getByLabel("Wisdom").fill(String(wisdom));
    for (const label of ["Consistency", "Truth", "Relationships"]) await form.getByLabel(label).fill("10");
    await form.getByRole("button", { name: /^Save/ }).click();
    await expect(form.getByText(/Saved/)).toBeVisible();
  }
}

test("an admin makes a queue, edits it and assigns a round to a named judge", async ({ page }) => {
  const errors = watchForErrors(page);
  for (const j of judges) addUserWithCli(j.email, "judge", j.password);
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles([{ name: `lead-ops-${run}.dialogue.md`, mimeType: "text/markdown", buffer: Buffer.from(DIALOGUE) }]);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("table", { name: "Upload result, one row a file" })).toContainText("imported");

  await page.goto("/queues");
  const form = page.getByRole("form", { name: "New queue" });
  await form.getByLabel("Name").fill(`${NAME} draft`);
  await form.getByLabel(/title or slug contains/).fill(TITLE);
  await form.getByLabel("Judges per round").fill("1");
  for (const j of judges) await form.getByRole("checkbox", { name: new RegExp(j.email) }).check();
  await form.getByRole("button", { name: "Create queue" }).click();
  await expect(page.getByRole("heading", { name: `${NAME} draft`, level: 1 })).toBeVisible();
  queueUrl = new URL(page.url()).pathname;

  await page.getByRole("navigation", { name: "Lead" }).getByRole("link", { name: "Manage queue" }).click();
  const edit = page.getByRole("form", { name: "Edit queue" });
  await edit.getByLabel("Name").fill(NAME);
  await edit.getByLabel("Hold a taken round for (minutes)").fill("20");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit.getByRole("status")).toHaveText("Saved.");

  // Round 1 goes to judge one: take-next gives it to them before round 0.
  const assign = page.getByRole("form", { name: "Assign rounds" });
  await assign.getByLabel("Judge", { exact: true }).selectOption({ label: judges[0]!.name });
  await assign.getByRole("checkbox", { name: `${TITLE}, round 1` }).check();
  await assign.getByRole("button", { name: "Assign ticked rounds" }).click();
  await expect(assign.getByRole("status")).toHaveText("Assigned 1 round.");
  await expect(assign.getByRole("row", { name: new RegExp(`${TITLE}, round 1`) })).toContainText(judges[0]!.name);
  await page.goto(queueUrl);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText("held for you for 20 minutes")).toBeVisible();
  expect(errors).toEqual([]);
});

test("judge one is given their assigned round first; judge two scores it too, apart; their holds can be released", async ({ browser }) => {
  const one = await freshPage(browser);
  await signIn(one, judges[0]!.email, judges[0]!.password, queueUrl);
  await expect(one.getByRole("navigation", { name: "Lead" })).toHaveCount(0);
  await one.getByRole("button", { name: /Take next item/ }).click();
  await expect(one).toHaveURL(/\/judge\?round=1&queue=/);
  const roundUrl = one.url();
  slug = new URL(roundUrl).pathname.split("/")[2]!;
  await scoreRound(one, 4);
  await one.context().close();

  const two = await freshPage(browser);
  await signIn(two, judges[1]!.email, judges[1]!.password, queueUrl);
  // Round 1 has its one slot kept for judge one: judge two is given round 0, and holds it.
  await two.getByRole("button", { name: /Take next item/ }).click();
  await expect(two).toHaveURL(/\/judge\?round=0&queue=/);
  await two.goto(roundUrl.replace(/&queue=\d+/, ""));
  await scoreRound(two, 14);
  // Their own scores, with the queue the round is in.
  await two.goto("/my-scores");
  const mine = two.getByRole("table", { name: "My scores" });
  await expect(mine.getByRole("row")).toHaveCount(3);
  await expect(mine.getByRole("row", { name: /Muffin/ })).toContainText(NAME);
  await expect(mine.getByRole("row", { name: /Muffin/ })).toContainText("14");
  // A judge has no lead's pages.
  expect((await two.goto(`${queueUrl}/manage`))!.status()).toBe(403);
  expect((await two.request.get(`${queueUrl}/export?format=jsonl`)).status()).toBe(403);
  await two.context().close();
});

test("the lead releases judge two's hold, settles the disagreement, exports the consensus, closes and reopens the queue", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto(`${queueUrl}/manage`);
  const holds = page.getByRole("table", { name: "Held rounds" });
  await expect(holds.getByRole("row", { name: new RegExp(`${TITLE}, round 0`) })).toContainText(judges[1]!.name);
  await page.getByRole("button", { name: `Release every hold of ${judges[1]!.name}` }).click();
  await expect(page.getByText("Nobody holds a round of this queue now.")).toBeVisible();

  await page.goto(queueUrl);
  await page.getByRole("navigation", { name: "Lead" }).getByRole("link", { name: "Adjudicate" }).click();
  const unit = page.getByRole("article", { name: `${TITLE}, round 1: Muffin` });
  const scores = unit.getByRole("table", { name: `Judges' scores of ${TITLE}, round 1: Muffin` });
  await expect(scores.getByRole("row", { name: new RegExp(judges[0]!.name) })).toContainText("4");
  await expect(scores.getByRole("row", { name: new RegExp(judges[1]!.name) })).toContainText("14");
  await expect(scores.getByRole("row", { name: /^Range/ })).toContainText("10 (over)");
  // A higher threshold (55 % of 0–20 is 11 points) leaves nothing to settle; the URL keeps it.
  await page.getByLabel("Threshold (% of the scale)").fill("55");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/threshold=55/);
  await expect(page.getByText("No round of this queue has judges further apart than 55 % of the scale.")).toBeVisible();
  await page.goto(`${queueUrl}/adjudicate`);
  const final = page.getByRole("form", { name: `Final score of ${TITLE}, round 1: Muffin` });
  await expect(final.getByLabel("Final Wisdom")).toHaveValue("9");
  await final.getByLabel("Final Wisdom").fill("8");
  await final.getByLabel("Why (kept with the final)").fill("Round 1 concedes the cap");
  await final.getByRole("button", { name: "Record the final" }).click();
  await expect(final.getByRole("status")).toHaveText("Final recorded.");
  await page.reload();
  await expect(page.getByRole("article", { name: `${TITLE}, round 1: Muffin` })).toContainText("Round 1 concedes the cap");

  await page.goto(queueUrl);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Consensus (JSON Lines)" }).click();
  const records = readFileSync(await (await download).path(), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(records.find((r) => r.round === 1 && r.agent === "Muffin" && r.dimension === "wisdom")).toMatchObject({ value: 8, source: "adjudicated", judges: 2 });
  expect(records.find((r) => r.round === 1 && r.agent === "Cupcake" && r.dimension === "wisdom")).toMatchObject({ value: 9, source: "mean", judges: 2 });
  const csv = await page.request.get(`${queueUrl}/export?format=csv`);
  expect((await csv.text()).split("\n")[0]).toBe("document,title,round,agent,dimension,value,source,judges");

  await page.goto(`${queueUrl}/manage`);
  await page.getByRole("button", { name: "Close queue" }).click();
  await expect(page.getByText("Closed: nobody can take a new round.")).toBeVisible();
  await page.goto(queueUrl);
  await expect(page.getByText("Closed: this queue gives out no new rounds.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Take next item/ })).toHaveCount(0);
  await page.goto(`${queueUrl}/manage`);
  await page.getByRole("button", { name: "Reopen queue" }).click();
  await expect(page.getByText("Open again.")).toBeVisible();
  expect(errors).toEqual([]);
});

checkLooks("queue-manage", async (page) => {
  await page.goto(`${queueUrl}/manage`);
  await expect(page.getByRole("form", { name: "Edit queue" })).toBeVisible();
});
checkLooks("queue-adjudicate", async (page) => {
  // Threshold 0: every unit two judges scored is listed, with its final form.
  await page.goto(`${queueUrl}/adjudicate?threshold=0`);
  await expect(page.getByRole("form", { name: /^Final score of / }).first()).toBeVisible();
});
checkLooks("my-scores", async (page) => {
  // As judge two, who has scores: out of the admin's session first.
  await page.context().clearCookies();
  await signIn(page, judges[1]!.email, judges[1]!.password, "/my-scores");
  await expect(page.getByRole("table", { name: "My scores" })).toBeVisible();
});

test("the lead deletes the queue behind a confirm step; the scores stay with the document", async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto(`${queueUrl}/manage`);
  await page.getByRole("button", { name: "Delete queue…" }).click();
  const ask = page.getByRole("group", { name: `Delete the queue ${NAME}?` });
  await expect(ask).toContainText("Every score given in it, and every final a lead recorded, stays");
  await ask.getByRole("button", { name: `Delete ${NAME}` }).click();
  await expect(page).toHaveURL(/\/queues\?deleted=/);
  await expect(page.getByRole("status").filter({ hasText: `Deleted the queue ${NAME}` })).toBeVisible();
  // The scores stay with the document: its judges' board still has both judges.
  await page.goto(`/d/${slug}#judges`);
  await judgesLoaded(page);
  const board = page.getByRole("table", { name: "Judges' scoreboard" });
  for (const j of judges) await expect(board).toContainText(j.name);
  expect(errors).toEqual([]);
});
