import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { parseAcor } from "@/lib/contract";
import { visibleText } from "@/tests/helpers/visible-text";
import { RunView } from "./run-view";
import { RunsTable } from "./runs-table";

const RUNS = join(process.cwd(), "tests/fixtures/acor-runs");
const NAMES = ["run__csv_dedupe__ok.md", "run__csv_dedupe__missing.md", "run__csv_dedupe__no-key.md", "run__csv_dedupe__large.md"];
const doc = (name: string) => parseAcor(readFileSync(join(RUNS, name), "utf8"));
const CONTRACT_FIXTURES = join(process.cwd(), "lib/contract/acor/fixtures");

const text = visibleText;
// Prerendered, not rendered to a string: message bodies are markdown, which renders off the request thread (async).
const view = async (name: string, d = doc(name)) =>
  (await new Response((await prerender(createElement(RunView, { doc: d, name }))).prelude).text()).split("<!-- -->").join("");

describe("RunView", () => {
  it("shows a failing run's error with its details and recovery, and the Failed ending", async () => {
    const html = await view("run__csv_dedupe__missing.md");
    const t = text(html);
    expect(t).toContain("Error: Cannot locate file: customers_2024.csv");
    expect(t).toContain("Details Searched in current directory: /home/dev/crm-export");
    expect(t).toContain("Recovery Check the file name (did you mean customers-2024.csv ?) or pass the full path");
    expect(t).toContain("Outcome Failed");
    expect(t).toContain("Errors 1");
    expect(html).toContain('aria-label="Status transitions"');
    expect(t).toContain("Ready → Failed");
  });

  it("puts the one Input Needed command in a copyable box, with the example apart", async () => {
    const html = await view("run__csv_dedupe__no-key.md");
    const t = text(html);
    expect(t).toContain("Input needed");
    expect(t).toContain("A key column is required to decide which rows are duplicates.");
    expect(t).toContain('Run this command next Copy acor csv_dedupe customers.csv --key "<column>"');
    expect(html.split('aria-label="Copy command"').length - 1).toBe(1);
    expect(t).toContain("Example (not a second command): acor csv_dedupe customers.csv --key email");
    expect(t).toContain("Outcome Input needed");
  });

  it("shows the spec's Option A/B as alternatives, each copyable", async () => {
    const d = parseAcor(readFileSync(join(CONTRACT_FIXTURES, "spec-options.md"), "utf8"));
    const html = await view("spec-options.md", d);
    expect(text(html)).toContain("Choose one of 2 alternatives: Option A — Use config file Copy acor analyzer --config myconfig.yaml");
    expect(text(html)).toContain("Option B — Use flags Copy acor analyzer --threshold 0.8 --mode strict");
    expect(html).toContain('aria-label="Copy option A command"');
    expect(html).toContain('aria-label="Copy option B command"');
    expect(html).not.toContain('aria-label="Copy command"');
  });

  it("draws a success: progress bar, JSON as a tree, files, suggestions and directive as action lists", async () => {
    const html = await view("run__csv_dedupe__ok.md");
    const t = text(html);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="100"');
    expect(t).toContain("100% at message 7 of 10");
    expect(html.split("<details").length - 1).toBeGreaterThanOrEqual(2);
    expect(t).toContain("valid JSON");
    expect(t).toContain("rows_out: 2311");
    expect(t).toContain('key: "email"');
    expect(t).toContain("groups: {2 keys}");
    expect(t).toContain("out/customers.dedup.csv — Deduplicated rows");
    expect(html).toContain('aria-label="Suggestions actions"');
    expect(t).toContain("Validate the output: acor csv_validate out/customers.dedup.csv --strict");
    expect(t).toContain("AI Directive: Review Case-Only Duplicates");
    expect(html).toContain('aria-label="Message sequence"');
    expect(html.split('href="#message-').length - 1).toBeGreaterThanOrEqual(10);
  });

  it("puts the lint beside the run, with the transcript's own codes", async () => {
    const d = parseAcor(readFileSync(join(CONTRACT_FIXTURES, "complete-after-error.md"), "utf8"));
    const t = text(await view("complete-after-error.md", d));
    expect(t).toContain("Lint");
    // Grouped by code (the shared lint panel): the group's count and code, then each diagnostic's message.
    expect(t).toContain("Lint 1 warning under 1 code");
    expect(t).toMatch(/1 warning acor-complete-after-error .* line 6 The run reports Complete after an error\./);
    expect(t).toContain("Outcome Complete, with errors");
    expect(text(await view("canonical.md", parseAcor(readFileSync(join(CONTRACT_FIXTURES, "canonical.md"), "utf8"))))).toContain("No diagnostics");
  });

  it("says so when an error gives no recovery, and shows an unknown message instead of dropping it", async () => {
    expect(text(await view("x.md", parseAcor(readFileSync(join(CONTRACT_FIXTURES, "error-without-recovery.md"), "utf8"))))).toContain("No recovery is given.");
    expect(text(await view("x.md", parseAcor(readFileSync(join(CONTRACT_FIXTURES, "unknown-message.md"), "utf8"))))).toContain(
      "Unknown message: Warning: Deprecated flag",
    );
  });
});

describe("RunsTable", () => {
  it("lists the four runs of csv_dedupe with final status, errors and duration in messages", async () => {
    const html = renderToStaticMarkup(createElement(RunsTable, { runs: NAMES.map((name) => ({ name, doc: doc(name), href: `/runs/${name}` })) }));
    const rows = html.split("<tr").slice(2).map(text);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain("csv_dedupe run__csv_dedupe__ok.md Complete Status: Complete 0 10 100%");
    expect(rows[1]).toContain("csv_dedupe run__csv_dedupe__missing.md Failed Status: Failed 1 4 10%");
    expect(rows[2]).toContain("csv_dedupe run__csv_dedupe__no-key.md Input needed Status: Ready 0 3 10%");
    expect(rows[3]).toContain("csv_dedupe run__csv_dedupe__large.md Complete Status: Complete 0 12 100%");
    expect(html).toContain('href="/runs/run__csv_dedupe__missing.md"');
  });

  it("says when there is no run", async () => {
    expect(text(renderToStaticMarkup(createElement(RunsTable, { runs: [] })))).toContain("No ACOR runs.");
  });
});
