import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { visibleText } from "@/tests/helpers/visible-text";
import { describe, expect, it } from "vitest";
import { goopspecFormat } from "@/lib/contract";
import { ReportCard } from "./report-card";
import { SessionBoard } from "./session-board";

const DIR = join(__dirname, "../../tests/fixtures/goopspec-session");
const parse = (name: string) => goopspecFormat.parse(readFileSync(join(DIR, name), "utf8"));
const textOf = visibleText;
const card = (name: string, sourcePath = "") => renderToStaticMarkup(createElement(ReportCard, { doc: parse(name), sourcePath }));

describe("ReportCard", () => {
  it("shows status, agent, task, phase, progress, summary, files, commits and passing checks", () => {
    const html = card("03-executor-w1t1.md");
    const text = textOf(html);
    for (const s of [
      "COMPLETE",
      "goop-executor",
      "W1.T1",
      "Invoice query and CSV serializer",
      "execute",
      "Wave 1 of 2",
      "Task 1 of 4",
      "Export query shares the list filters",
      "src/invoices/csv.ts",
      "9c2e71a",
      "feat(invoices): export query and CSV serializer",
      "Checks: 2 passed, 0 failed",
      "schema 0.2.8",
    ])
      expect(text).toContain(s);
    expect(html).toContain('aria-valuenow="1"');
    expect(text).toContain("No findings");
  });

  it("shows a BLOCKED report's blockers at #blockers, its next action and a copyable next command", () => {
    const html = card("04-executor-w1t2.md");
    const text = textOf(html);
    expect(text).toContain("BLOCKED");
    expect(html).toContain('id="blockers"');
    expect(text).toContain("RULE 4: permission rule for exports is undecided.");
    expect(text).toContain("Not ready to continue.");
    expect(text).toContain("→ orchestrator : Ask the user which permission rule exports follow");
    expect(text).toContain("/goop-discuss");
    expect(html).toContain('aria-label="Copy command: /goop-discuss"');
  });

  it("marks a failed check as failed and counts it", () => {
    const text = textOf(card("05-verifier.md"));
    expect(text).toContain("Checks: 3 passed, 1 failed");
    expect(text).toContain("✗ timezone failed");
    expect(text).toContain("PARTIAL");
  });

  it("puts the findings beside the card, each linked to its line", () => {
    const text = readFileSync(join(DIR, "03-executor-w1t1.md"), "utf8").replace("<phase>execute</phase>", "<phase>build</phase>");
    const doc = goopspecFormat.parse(text);
    const html = renderToStaticMarkup(createElement(ReportCard, { doc, sourcePath: "/d/x/source" }));
    const line = doc.diagnostics.find((d) => d.code === "goop-phase")!.line;
    expect(html).toContain(`href="/d/x/source#L${line}"`);
    expect(textOf(html)).toContain("Findings (1)");
    expect(textOf(html)).toContain("goop-phase");
  });

  it("shows elements the spec does not name, and says when there is no envelope", () => {
    const extra = goopspecFormat.parse(readFileSync(join(__dirname, "../../lib/contract/goopspec/fixtures/goop-extra-element.md"), "utf8"));
    expect(textOf(renderToStaticMarkup(createElement(ReportCard, { doc: extra })))).toContain("Other elements (1) <suggest-viz> in goop_report");
    const none = goopspecFormat.parse("Just prose.\n");
    expect(textOf(renderToStaticMarkup(createElement(ReportCard, { doc: none })))).toContain("holds no <goop_report> envelope");
  });
});

describe("SessionBoard", () => {
  const inputs = () =>
    readdirSync(DIR)
      .sort()
      .reverse()
      .map((name) => ({ id: name, title: name, href: `/d/${name}`, doc: parse(name) }));

  it("lists the session in workflow order, grouped by phase and wave", () => {
    const text = textOf(renderToStaticMarkup(createElement(SessionBoard, { inputs: inputs() })));
    expect(text).toContain("5 reports · 1 blocked · 1 with failed checks");
    const at = (s: string) => text.indexOf(s);
    expect(at("01-orchestrator.md")).toBeLessThan(at("02-planner.md"));
    expect(at("02-planner.md")).toBeLessThan(at("03-executor-w1t1.md"));
    expect(at("03-executor-w1t1.md")).toBeLessThan(at("04-executor-w1t2.md"));
    expect(at("04-executor-w1t2.md")).toBeLessThan(at("05-verifier.md"));
    for (const g of ["Plan", "Wave 1", "Accept"]) expect(text).toContain(g);
  });

  it("makes the blocked report stand out and links to its blockers; shows failed checks and next commands", () => {
    const html = renderToStaticMarkup(createElement(SessionBoard, { inputs: inputs() }));
    expect(html).toContain('href="/d/04-executor-w1t2.md#blockers"');
    const text = textOf(html);
    expect(text).toContain("Blocked RULE 4: permission rule for exports is undecided.");
    expect(text).toContain("3 of 4 checks passed · failed: timezone");
    expect(html).toContain('aria-label="Copy command: /goop-plan"');
  });

  it("shows the chain of handoffs, who hands to whom and where it was picked up", () => {
    const text = textOf(renderToStaticMarkup(createElement(SessionBoard, { inputs: inputs() })));
    expect(text).toContain("01-orchestrator.md goop-orchestrator → goop-planner (picked up in 02-planner.md ) /goop-plan");
    expect(text).toContain("04-executor-w1t2.md goop-executor → orchestrator (not in this session) /goop-discuss");
  });
});
