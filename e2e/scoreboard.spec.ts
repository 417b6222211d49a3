import { expect, test, type Page } from "@playwright/test";
import { checkLooks, watchForErrors } from "./helpers/looks";

// Corpus-like fixtures of our own: the shapes real files use (a totals-only scoreboard with the Judge's ALIGNMENT in a
// score line; a per-round scoreboard for 16 agents; a generator scoreboard with totals only), never the corpus itself.
const stamp = Date.now().toString(36);
const AGENTS16 = [
  "Muffin",
  "Cupcake",
  "Scone",
  "Eclair",
  "Donut",
  "Brioche",
  "Croissant",
  "Macaron",
  "Cannoli",
  "Strudel",
  "Beignet",
  "Churro",
  "Bagel",
  "Pretzel",
  "Waffle",
  "Crumpet",
];

function dialogue(title: string, agents: string[], rounds: number, scoreboard: string[], header: string[] = []): string {
  const lines = [
    `# Alignment Dialogue: ${title}`,
    "",
    "**Date**: 2026-11-20",
    "**Status**: Converged",
    ...header,
    "",
    "## Alignment Scoreboard",
    "",
    ...scoreboard,
    "",
  ];
  for (let r = 0; r < rounds; r++) {
    lines.push(`## Round ${r}: ${r === 0 ? "Opening Arguments" : "Convergence"}`, "");
    agents.forEach((a, i) => {
      lines.push(`### 🧁 ${a}`, "");
      if (r === 0) lines.push(`[PERSPECTIVE P${String(i + 1).padStart(2, "0")}: ${a} opens on point ${i}]`, "");
      if (r === 0 && i < 2) lines.push(`[TENSION T0${i + 1}: ${a} doubts point ${i}]`, "");
      if (r === rounds - 1 && i < 2) lines.push(`[RESOLVED T0${i + 1}: settled]`, "");
      lines.push(`${a} argues in round ${r}.`, "");
    });
  }
  return lines.join("\n") + "\n";
}

const dims = (agents: string[]) => [
  "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |",
  "|---|---|---|---|---|---|",
  ...agents.map((a) => `| 🧁 ${a} | 5 | 5 | 5 | 5 | **20** |`),
];

const PROGRESS = `Judge Score Lines ${stamp}`;
const SIXTEEN = `Sixteen Agents ${stamp}`;
const TOTALS = `Totals Only ${stamp}`;
const ZEROS = `Zero Scaffold ${stamp}`;
const files = {
  [`progress-${stamp}.dialogue.md`]: dialogue(PROGRESS, ["Muffin", "Cupcake", "Scone"], 3, dims(["Muffin", "Cupcake", "Scone"]), [
    "**Total ALIGNMENT**: 60",
    "**ALIGNMENT Velocity**: +25 (R0: 20 → R1: 35 → R2: 60, converged)",
  ]),
  [`sixteen-${stamp}.dialogue.md`]: dialogue(SIXTEEN, AGENTS16, 3, [
    "| Agent | R0 | R1 | R2 | **Total** |",
    "|---|---|---|---|---|",
    ...AGENTS16.map((a, i) => `| 🧁 ${a} | ${i + 1} | ${i + 3} | ${i + 6} | **${3 * i + 10}** |`),
  ]),
  [`zeros-${stamp}.dialogue.md`]: dialogue(
    ZEROS,
    ["Muffin", "Cupcake"],
    1,
    dims(["Muffin", "Cupcake"]).map((l) => l.replace(/\| 5 \| 5 \| 5 \| 5 \| \*\*20\*\* \|/, "| 0 | 0 | 0 | 0 | **0** |")),
  ),
  [`totals-${stamp}.dialogue.md`]: dialogue(TOTALS, ["Muffin", "Cupcake", "Scone"], 3, dims(["Muffin", "Cupcake", "Scone"]), ["**Total ALIGNMENT**: 60"]),
};

async function open(page: Page, title: string, view = "") {
  await page.goto(`/?q=${encodeURIComponent(title)}`);
  const href = await page.getByRole("link", { name: title, exact: true }).filter({ visible: true }).getAttribute("href");
  await page.goto(`${href}${view}#scoreboard`);
}

test.describe.configure({ mode: "serial" });

test("the fixtures upload", async ({ page }) => {
  await page.goto("/upload");
  await page
    .getByLabel("Markdown, XML or JSON files, or zip archives")
    .setInputFiles(Object.entries(files).map(([name, text]) => ({ name, mimeType: "text/markdown", buffer: Buffer.from(text) })));
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("4 imported")).toBeVisible();
});

test("by round shows the ALIGNMENT a score line records, and says where it comes from", async ({ page }) => {
  const problems = watchForErrors(page);
  await open(page, PROGRESS, "?view=rounds");
  await expect(page.getByText(/scores agents only in total\. By round it records only the dialogue's ALIGNMENT, in its score line \(line 6\)/)).toBeVisible();
  const table = page.getByRole("table", { name: "The dialogue by round" });
  await expect(table.getByRole("columnheader")).toHaveText(["Round", "ALIGNMENT after", "Gained"]);
  await expect(table.getByRole("row").nth(1)).toHaveText(/R0\s*20\s*—/);
  await expect(table.getByRole("row").nth(2)).toHaveText(/R1\s*35\s*\+15/);
  await expect(table.getByRole("row").nth(3)).toHaveText(/R2\s*60\s*\+25/);
  await expect(page.getByRole("group", { name: /^ALIGNMENT by round/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a file with totals only says so in words, and still charts its markers by round", async ({ page }) => {
  await open(page, TOTALS, "?view=rounds");
  await expect(page.getByText(/records only each agent's final totals: its scoreboard has no R0, R1… columns/)).toBeVisible();
  await expect(page.getByRole("table", { name: "The dialogue by round" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: /^Markers by round/ })).toBeVisible();
});

test("a scoreboard the Judge never filled in is called what it is", async ({ page }) => {
  await open(page, ZEROS);
  await expect(page.getByText("The file's scoreboard holds only zeros (the scaffold was never filled in), and it records no scores by round.")).toBeVisible();
});

test("a point's value shows on hover and on keyboard focus, and arrows move between points", async ({ page }) => {
  await open(page, PROGRESS);
  const chart = page.getByRole("group", { name: /^ALIGNMENT by round/ });
  const first = chart.getByRole("img", { name: "ALIGNMENT, round 0: 20" });
  await first.hover();
  const tip = page.getByText("ALIGNMENT · R0: 20", { exact: true });
  await expect(tip).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();

  // One tab stop for the chart: focus lands on its first point.
  await first.focus();
  await expect(first).toHaveAttribute("tabindex", "0");
  await expect(tip).toBeVisible();
  await page.keyboard.press("ArrowRight");
  const second = chart.getByRole("img", { name: "ALIGNMENT, round 1: 35 (+15)" });
  await expect(second).toBeFocused();
  await expect(page.getByText("ALIGNMENT · R1: 35 (+15)", { exact: true })).toBeVisible();
  await expect(first).toHaveAttribute("tabindex", "-1");
});

test("sixteen agents get sixteen colours and the legend hides and shows a series", async ({ page }) => {
  await open(page, SIXTEEN, "?view=rounds");
  const chart = page.getByRole("group", { name: "Score by round, per agent" });
  const looks = await chart.locator("[data-point][data-index='0'] path").evaluateAll((paths) => paths.map((p) => `${getComputedStyle(p).fill}`));
  expect(looks).toHaveLength(16);
  expect(new Set(looks).size).toBe(16);
  // Eight shapes, and shape with dash apart for every series, for a reader who cannot tell two hues apart.
  const shapes = await chart.locator("[data-point][data-index='0'] path").evaluateAll((paths) => paths.map((p) => p.getAttribute("data-shape")));
  expect(new Set(shapes).size).toBe(8);
  const lines = await chart
    .locator("g[data-series]:not([data-point])")
    .evaluateAll((groups) =>
      groups.map((g) => `${g.querySelector("[data-shape]")!.getAttribute("data-shape")}/${g.querySelector(":scope > path")!.getAttribute("stroke-dasharray")}`),
    );
  expect(new Set(lines).size).toBe(16);

  const legend = page.getByRole("list", { name: "Legend: show or hide a series" }).first();
  const eclair = legend.getByRole("button", { name: "Eclair" });
  await expect(eclair).toHaveAttribute("aria-pressed", "true");
  await expect(chart.getByRole("img", { name: "Eclair, round 2: 9 (+3)" })).toBeVisible();
  await eclair.click();
  await expect(eclair).toHaveAttribute("aria-pressed", "false");
  await expect(chart.getByRole("img", { name: "Eclair, round 2: 9 (+3)" })).toBeHidden();
  await expect(chart.getByRole("img", { name: "Donut, round 2: 10 (+3)" })).toBeVisible();
  await eclair.click();
  await expect(chart.getByRole("img", { name: "Eclair, round 2: 9 (+3)" })).toBeVisible();
});

checkLooks("scoreboard", async (page) => {
  await open(page, SIXTEEN, "?view=rounds");
  await expect(page.getByRole("group", { name: "Score by round, per agent" })).toBeVisible();
});
