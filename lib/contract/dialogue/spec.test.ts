import { describe, expect, it } from "vitest";
import { DIAGNOSTIC_RULES } from "./rules";
import { specificationMarkdown } from "./spec";
import { MARKER_TYPES } from "./symbols";

const BLUE_CHECKS = [
  "rounds-present",
  "markers-parseable",
  "convergence-gate",
  "scoreboard-present",
  "inventories-present",
  "id-uniqueness",
  "round-sequencing",
  "header-completeness",
  "scoreboard-math",
  "round-numbering",
  "emoji-consistency",
  "expert-panel",
];

describe("specificationMarkdown", () => {
  const spec = specificationMarkdown();
  it("documents every marker type and diagnostic code from the parser's own tables", () => {
    for (const t of MARKER_TYPES) expect(spec).toContain(`| \`${t}\` |`);
    for (const code of Object.keys(DIAGNOSTIC_RULES)) expect(spec).toContain(`| \`${code}\` |`);
  });
  it("names an equivalent for each of Blue's twelve lint checks", () => {
    for (const check of BLUE_CHECKS) expect(spec).toContain(check);
  });
});
