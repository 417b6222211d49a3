import type { AcorDocument } from "@/lib/contract";

/** How a run ended, for the runs table: the library prints `Complete` after an error, so that case is its own. */
export type AcorOutcome = "complete" | "complete-with-errors" | "failed" | "cancelled" | "input-needed" | "unfinished";

export interface AcorRunSummary {
  /** The source's name (a file name), as given. */
  name: string;
  tool: string | null;
  /** Where the tool name came from: the file name (`run__<tool>__<case>.md`, `<tool>__<case>.md`) or the command Input Needed asks for. */
  toolSource: "file-name" | "content" | null;
  finalStatus: string | null;
  outcome: AcorOutcome;
  errors: number;
  /** Duration in messages: a transcript has no clock, so its length is how far it went. */
  length: number;
  /** Status titles in order, a repeat of the same status collapsed, each with the message index and line it came at. */
  transitions: { status: string; index: number; line: number }[];
  /** Readable Progress percentages in order, each with its message index and line. */
  progress: { percent: number; index: number; line: number }[];
}

const EXTENSIONS = [".md", ".markdown", ".txt", ".log", ".out"];

/**
 * The tool a file name names. The corpus convention is `run__<tool>__<case>.md`; `<tool>__<case>.md` is read too.
 * `doc__…` files are documentation excerpts, not a tool's runs, and a name without `__` says nothing.
 */
export function toolFromFileName(name: string): string | null {
  let base = name;
  for (const sep of ["/", "\\"]) base = base.slice(base.lastIndexOf(sep) + 1);
  for (const ext of EXTENSIONS) if (base.toLowerCase().endsWith(ext)) base = base.slice(0, -ext.length);
  const parts = base.split("__");
  if (parts.length < 2) return null;
  if (parts[0] === "doc") return null;
  const tool = parts[0] === "run" ? parts[1]! : parts[0]!;
  return tool.length > 0 ? tool : null;
}

/**
 * The tool a transcript names itself: Input Needed must give the exact command that re-runs this tool (`acor <tool> …`).
 * Suggestions and directives are not used: they name other tools as often as this one.
 */
export function toolFromContent(doc: AcorDocument): string | null {
  for (const m of doc.messages) {
    if (m.type !== "Input Needed") continue;
    for (const command of [...(m.commandTexts ?? []), m.example ?? ""]) {
      const words = command
        .trim()
        .split(" ")
        .filter((w) => w.length > 0);
      if (words[0] === "acor" && words[1] && !words[1].startsWith("-")) return words[1];
    }
  }
  return null;
}

export function outcomeOf(doc: AcorDocument, errors: number): AcorOutcome {
  const last = doc.messages[doc.messages.length - 1];
  if (last?.type === "Input Needed") return "input-needed";
  const status = doc.finalStatus?.toLowerCase();
  if (status === "failed") return "failed";
  if (status === "cancelled") return "cancelled";
  if (status === "complete") return errors > 0 ? "complete-with-errors" : "complete";
  return "unfinished";
}

export function summariseRun(doc: AcorDocument, name: string): AcorRunSummary {
  const fromName = toolFromFileName(name);
  const fromContent = fromName === null ? toolFromContent(doc) : null;
  const transitions: AcorRunSummary["transitions"] = [];
  const progress: AcorRunSummary["progress"] = [];
  let errors = 0;
  doc.messages.forEach((m, index) => {
    if (m.type === "Error") errors++;
    if (m.type === "Status" && m.title !== null && transitions[transitions.length - 1]?.status !== m.title)
      transitions.push({ status: m.title, index, line: m.line });
    if (m.type === "Progress" && typeof m.percent === "number") progress.push({ percent: m.percent, index, line: m.line });
  });
  return {
    name,
    tool: fromName ?? fromContent,
    toolSource: fromName !== null ? "file-name" : fromContent !== null ? "content" : null,
    finalStatus: doc.finalStatus,
    outcome: outcomeOf(doc, errors),
    errors,
    length: doc.messages.length,
    transitions,
    progress,
  };
}

/** Runs grouped by tool, tools in first-seen order; runs with no known tool under null. */
export function groupRunsByTool(runs: AcorRunSummary[]): [string | null, AcorRunSummary[]][] {
  const groups = new Map<string | null, AcorRunSummary[]>();
  for (const r of runs) groups.set(r.tool, [...(groups.get(r.tool) ?? []), r]);
  return [...groups.entries()];
}
