import { DIAGNOSTIC_RULES, type Diagnostic, type ParsedDialogue } from "@/lib/contract";
import { overBudget } from "./budget";

const rule = DIAGNOSTIC_RULES["render-budget"];
// A parse is cached and immutable (lib/ingest/pipeline.ts), so its budget check is done once per parse.
const checked = new WeakMap<ParsedDialogue, Diagnostic[]>();

/** A `render-budget` warning for each contribution or round introduction the viewer will show as plain text. */
export function renderBudgetDiagnostics(dialogue: ParsedDialogue): Diagnostic[] {
  const known = checked.get(dialogue);
  if (known) return known;
  const out: Diagnostic[] = [];
  const report = (what: string, line: number, file: string | undefined, reason: string) =>
    out.push({ code: "render-budget", severity: rule.severity, kind: rule.kind, line, ...(file !== undefined ? { file } : {}), message: `${what} is shown as plain text: ${reason}.`, hint: rule.hint });
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
