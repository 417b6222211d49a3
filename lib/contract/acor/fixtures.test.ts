import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAcor } from "./parse";
import { renderAcor } from "./render";
import { ACOR_RULES, type AcorCode } from "./rules";
import type { AcorDocument } from "./types";

const DIR = join(process.cwd(), "lib/contract/acor/fixtures");
const read = (name: string) => readFileSync(join(DIR, name), "utf8");

/** Every fixture (written by us) and the exact diagnostics it must raise, code by code with counts. */
const EXPECTED: Record<string, Partial<Record<AcorCode, number>>> = {
  "canonical.md": {},
  "spec-options.md": { "acor-input-needed-commands": 1 },
  "input-needed-two-commands.md": { "acor-input-needed-commands": 1 },
  "error-without-recovery.md": { "acor-error-without-recovery": 1 },
  "complete-after-error.md": { "acor-complete-after-error": 1 },
  "progress.md": { "acor-progress": 3 },
  "directive-without-title.md": { "acor-directive-without-title": 1 },
  "unknown-message.md": { "acor-unknown-message": 1 },
  "missing-title.md": { "acor-missing-title": 2 },
  "status-value.md": { "acor-status-value": 1, "acor-unfinished": 1 },
  "output-data-missing.md": { "acor-output-data-missing": 1 },
  "output-data-invalid.md": { "acor-output-data-invalid": 2 },
  "output-files-empty.md": { "acor-output-files-empty": 1 },
  "no-final-status.md": { "acor-no-final-status": 1 },
  "unfinished.md": { "acor-unfinished": 1 },
  "failed-without-error.md": { "acor-failed-without-error": 1 },
  "error-after-status.md": { "acor-error-after-status": 1 },
  // The library's ToolState.CANCELLED: a known status that ends a run.
  "cancelled.md": {},
  "preamble.md": { "acor-preamble": 1 },
  "empty.md": { "acor-empty": 1 },
  "blank-line.md": { "acor-blank-line": 1 },
  "header-form.md": { "acor-header-form": 5 },
  "label-form.md": { "acor-label-form": 2 },
  // The open fence swallows the closing Status, so the data is not JSON and the run looks unfinished: both are true.
  "unclosed-fence.md": { "acor-unclosed-fence": 1, "acor-output-data-invalid": 1, "acor-unfinished": 1 },
};

function counts(doc: AcorDocument): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of doc.diagnostics) out[d.code] = (out[d.code] ?? 0) + 1;
  return out;
}

const facts = (doc: AcorDocument) => ({
  messages: doc.messages.map((m) => [m.type, m.title, m.percent, m.recovery !== undefined, m.commands, m.data?.valid, m.files?.length, m.items?.length]),
  finalStatus: doc.finalStatus,
});

describe("ACOR fixtures", () => {
  it("cover every code of the closed table, and every fixture file is listed", () => {
    const covered = new Set(Object.values(EXPECTED).flatMap((c) => Object.keys(c)));
    expect([...covered].sort()).toEqual(Object.keys(ACOR_RULES).sort());
    expect(
      readdirSync(DIR)
        .filter((n) => n.endsWith(".md"))
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [name, want] of Object.entries(EXPECTED)) {
    it(`${name} raises exactly ${Object.keys(want).join(", ") || "nothing"}, and renders canonically without loss`, () => {
      const doc = parseAcor(read(name));
      expect(counts(doc)).toEqual(want);
      for (const d of doc.diagnostics) expect(d.kind).toBe(ACOR_RULES[d.code as AcorCode].kind);
      const text = renderAcor(doc);
      const again = parseAcor(text);
      expect(again.diagnostics.filter((d) => d.kind === "format")).toEqual([]);
      expect(facts(again)).toEqual(facts(doc));
      const content = (d: AcorDocument) => [...new Set(d.diagnostics.filter((x) => x.kind === "content").map((x) => x.code))].sort();
      expect(content(again)).toEqual(content(doc));
      expect(renderAcor(again)).toBe(text);
    });
  }

  it("leaves the canonical fixture byte for byte as it is, and reads every message type from it", () => {
    const source = read("canonical.md");
    const doc = parseAcor(source);
    expect(renderAcor(doc)).toBe(source);
    expect(doc.messages.map((m) => m.type)).toEqual([
      "Session",
      "Status",
      "Progress",
      "Progress",
      "Session Checkpoint",
      "Output",
      "Output Data",
      "Output Files",
      "Suggestions",
      "AI Directive",
      "Status",
    ]);
    expect(doc.finalStatus).toBe("Complete");
    expect(doc.sessions).toEqual([{ id: "imp-7f3a", line: 1, checkpoints: [{ name: "rows_copied", line: 13 }] }]);
    const data = doc.messages.find((m) => m.type === "Output Data")!.data!;
    expect(data).toMatchObject({ language: "yaml", valid: true, value: null });
    expect(doc.messages.find((m) => m.type === "Output Files")!.files).toEqual([
      { path: "reports/import-summary.md", description: "What was imported and skipped", line: 30 },
      { path: "logs/import.log", description: "Full log", line: 31 },
    ]);
    const suggestions = doc.messages.find((m) => m.type === "Suggestions")!;
    expect(suggestions.title).toBe("Next Steps");
    expect(suggestions.items!.map((i) => i.command)).toEqual(["acor csv_inspect orders.csv --lines 17", "acor db_promote orders_staging"]);
    expect(doc.messages.find((m) => m.type === "AI Directive")!.items!.map((i) => i.text)).toEqual([
      "Open `reports/import-summary.md`",
      "Decide whether line 17 is a true duplicate",
    ]);
  });

  it("reads the spec's Option A/B Input Needed as two alternatives, reported at info severity only", () => {
    const m = parseAcor(read("spec-options.md")).messages[1]!;
    expect(m.commands).toBe(2);
    expect(m.options!.map((o) => [o.label, o.title, o.command])).toEqual([
      ["A", "Use config file", "acor analyzer --config myconfig.yaml"],
      ["B", "Use flags", "acor analyzer --threshold 0.8 --mode strict"],
    ]);
    expect(m.intro).toBe("Choose ONE of these approaches:");
    expect(parseAcor(read("spec-options.md")).diagnostics.map((d) => d.severity)).toEqual(["info"]);
  });

  it("does not count an Example block as a command, and warns when two commands remain", () => {
    const doc = parseAcor(read("input-needed-two-commands.md"));
    const m = doc.messages[1]!;
    expect(m.commands).toBe(2);
    expect(m.intro).toBe("Source and target are both required.");
    expect(m.example).toBe("acor db_migrator --source postgres://localhost/a --target postgres://localhost/b");
    expect(doc.diagnostics[0]).toMatchObject({ code: "acor-input-needed-commands", severity: "warning", line: 3 });
  });

  it("reads Details and Recovery under any label spelling, and render writes them canonically", () => {
    const doc = parseAcor(read("label-form.md"));
    expect(doc.messages[1]).toMatchObject({ intro: "", details: "Searched in /srv/in", recovery: "Check the path" });
    expect(parseAcor(read("output-files-empty.md")).messages[1]!.intro).toBe("Nothing was written.");
    const text = renderAcor(doc);
    expect(text).toContain("**Details**: Searched in /srv/in\n**Recovery**: Check the path");
  });

  it("reads drifted headers and writes them canonically", () => {
    const doc = parseAcor(read("header-form.md"));
    expect(doc.messages.map((m) => [m.type, m.title])).toEqual([
      ["Status", "ready"],
      ["Progress", "50%"],
      ["Output Data", null],
      ["Error", "Disk full"],
      ["Status", "Failed"],
    ]);
    expect(renderAcor(doc)).toBe(
      '## Status: ready\n\n## Progress: 50%\n\n## Output Data\n```json\n{"ok": true}\n```\n\n## Error: Disk full\n**Recovery**: Free some space\n\n## Status: Failed\n',
    );
  });

  it("says which Progress is unreadable, over 100 or backwards, with its line", () => {
    const doc = parseAcor(read("progress.md"));
    expect(doc.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [6, "Progress goes back from 60% to 30%."],
      [9, '"about half" is not a percentage.'],
      [12, "140% is over 100."],
    ]);
    expect(doc.messages.filter((m) => m.type === "Progress").map((m) => m.percent)).toEqual([60, 30, null, 140]);
  });

  it("treats a heading inside fenced code as content", () => {
    const doc = parseAcor(read("unknown-message.md"));
    expect(doc.messages.map((m) => m.type)).toEqual(["Status", "unknown", "Status"]);
    expect(doc.messages[1]!.body).toContain("## Not a message: inside a fence");
  });
});
