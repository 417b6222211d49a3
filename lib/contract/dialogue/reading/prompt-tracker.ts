import { readHeading } from "../lines";
import { readRaisedBy } from "../registry";
import { stripEmphasis } from "../../core/text";
import type { SourceLine } from "../types";
import { classifyLines } from "../walk";
import { idsOfCell } from "./judge-words";

/**
 * The Judge's tracker rows inside an agent's prompt (`round-N/*.prompt.md`): `| T01 | label | Open | Muffin, Scone |`,
 * often without a header row. Evidence of who raised what, never a ruling.
 */
export function readPromptTracker(lines: SourceLine[], agents: readonly string[]): { id: string; label: string; agents: string[] }[] {
  const known = new Set(agents.map((a) => a.toLowerCase()));
  const out: { id: string; label: string; agents: string[] }[] = [];
  let underTensions = false;
  for (const l of classifyLines(lines).lines) {
    if (l.cls.kind === "content" && l.cls.code) continue;
    const heading = readHeading(l.text.trim());
    if (heading) {
      underTensions = heading.text.toLowerCase().includes("tension");
      continue;
    }
    if (!underTensions || l.cls.kind !== "table-row" || l.cls.separator) continue;
    const cells = l.cls.cells;
    const ids = idsOfCell(cells[0] ?? "");
    if (!ids || ids.length !== 1) continue;
    // The cell naming the most agents the dialogue knows is the Raised-by cell.
    let best: string[] = [];
    for (const cell of cells.slice(1)) {
      const raised = readRaisedBy(cell, known);
      if (known.size > 0 && raised.agents.length > best.length) best = raised.agents;
    }
    const label = stripEmphasis(cells[1] ?? "");
    out.push({ id: ids[0]!, label, agents: best });
  }
  return out;
}
