import type { Diagnostic, ParsedDialogue } from "@/lib/contract";
import { overBudget } from "./budget";

/**
 * The viewer's own rule, outside the contract's closed table: the contract reads any size of text; it is the markdown
 * renderer that has a budget (lib/markdown/budget.ts), so the parser never emits this code and `lint` never checks it.
 */
export const RENDER_BUDGET_RULE = {
  code: "render-budget",
  severity: "warning",
  kind: "content",
  hint: "Split the contribution or its long paragraphs; the viewer shows it as escaped plain text meanwhile.",
} as const;

// A parse is cached and immutable (lib/ingest/pipeline.ts), so its budget check is done once per parse.
const checked = new WeakMap<ParsedDialogue, Diagnostic[]>();

/** A `render-budget` warning for each contribution or round introduction the viewer will show as plain text. */
export function renderBudgetDiagnostics(dialogue: ParsedDialogue): Diagnostic[] {
  const known = checked.get(dialogue);
  if (known) return known;
  const out: Diagnostic[] = [];
  const report = (what: string, line: number, file: string | undefined, reason: string) =>
    out.push({ ...RENDER_BUDGET_RULE, line, ...(file !== undefined ? { file } : {}), message: `${what} is shown as plain text: ${reason}.` });
  for (const round of dialogue.rounds) {
    const intro = round.intro.map((l) => l.text).join("\n");
    const introReason = overBudget(intro);
    if (introReason) report(`Round ${round.number}'s introduction`, round.intro[0]?.line ?? round.line, round.file, introReason);
    for (const c of round.contributions) {
      const reason = overBudget(c.lines.map((l) => l.text).join("\n"));
      if (reason) report(`${c.agent}'s contribution to round ${round.number}`, c.line, c.file, reason);
    }
  }
  checked.set(dialogue, out);
  return out;
}
