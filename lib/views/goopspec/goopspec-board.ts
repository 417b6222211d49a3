/**
 * The session board: several GoopSpec reports of one source (a `.goopspec/` folder, an upload of many responses)
 * ordered as the workflow ran them (phase, wave, task, then the stage the next command leads to, then arrival), with
 * the chain of handoffs and what stands out (BLOCKED, failed checks). Pure.
 */
import { GOOP_PHASES, type GoopCheck, type GoopReport, type GoopspecDocument } from "@/lib/contract";

export interface BoardInput {
  /** Stable within the board (a document slug or a file name). */
  id: string;
  title: string;
  /** Where the report's own page is, if it has one. */
  href?: string;
  doc: GoopspecDocument;
}

export interface BoardEntry {
  id: string;
  title: string;
  href: string | null;
  report: GoopReport;
  /** Column label: `Wave 2` for execution, else the phase (`Plan`, `Accept`), `No phase` when there is none. */
  group: string;
  wave: number | null;
  task: number | null;
  blocked: boolean;
  failedChecks: GoopCheck[];
  findings: number;
}

export interface BoardHandoff {
  from: string;
  fromAgent: string | null;
  toAgent: string | null;
  text: string | null;
  command: string | null;
  /** The first later report by the agent handed to; null when the session holds none. */
  to: string | null;
}

export interface SessionBoard {
  entries: BoardEntry[];
  handoffs: BoardHandoff[];
  blocked: string[];
  failing: string[];
  /** Inputs with no envelope: listed, never dropped. */
  withoutReport: { id: string; title: string }[];
}

/** Workflow order of the phases; an unknown phase sorts after them all. */
const PHASE_RANK: Record<string, number> = { research: 0, plan: 1, specify: 2, execute: 3, accept: 4 };
const UNKNOWN_RANK = 5;
/**
 * Where a report's next command leads, to order reports of one phase with no wave (the orchestrator's interview hands
 * on with `/goop-plan`, the planner's blueprint with `/goop-execute`): the earlier stage ran first.
 */
const COMMAND_RANK: Record<string, number> = { discuss: 0, research: 0, plan: 1, specify: 2, execute: 3, accept: 4, complete: 5 };

function commandRank(command: string | null): number {
  if (!command) return UNKNOWN_RANK + 1;
  const word = command.trim().split(" ")[0]!.replace("/goop-", "");
  return COMMAND_RANK[word] ?? UNKNOWN_RANK + 1;
}

/** The number after `letter` in a task id such as `W2.T3`; null when absent. */
function numberAfter(id: string | null, letter: string): number | null {
  if (!id) return null;
  const at = id.toUpperCase().indexOf(letter);
  if (at === -1) return null;
  let digits = "";
  for (let i = at + 1; i < id.length && id[i]! >= "0" && id[i]! <= "9"; i++) digits += id[i];
  return digits === "" ? null : Number(digits);
}

function count(value: number | string | null | undefined): number | null {
  return typeof value === "number" ? value : null;
}

/** `orchestrator` and `goop-orchestrator` are one agent. */
export const sameAgent = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase().replace("goop-", "") === b.trim().toLowerCase().replace("goop-", "");

function groupOf(report: GoopReport, wave: number | null): string {
  if (report.phase === "execute" && wave !== null) return `Wave ${wave}`;
  if (report.phase && (GOOP_PHASES as readonly string[]).includes(report.phase)) return report.phase[0]!.toUpperCase() + report.phase.slice(1);
  return report.phase ? report.phase : "No phase";
}

export function buildSessionBoard(inputs: BoardInput[]): SessionBoard {
  const withoutReport: SessionBoard["withoutReport"] = [];
  const keyed: { entry: BoardEntry; key: number[] }[] = [];
  inputs.forEach((input, index) => {
    const report = input.doc.report;
    if (!report) {
      withoutReport.push({ id: input.id, title: input.title });
      return;
    }
    const wave = count(report.wave?.current) ?? numberAfter(report.taskId, "W");
    const task = count(report.task?.current) ?? numberAfter(report.taskId, "T");
    const entry: BoardEntry = {
      id: input.id,
      title: input.title,
      href: input.href ?? null,
      report,
      group: groupOf(report, wave),
      wave,
      task,
      blocked: report.status === "BLOCKED",
      failedChecks: report.checks.filter((c) => c.passed === false),
      findings: input.doc.diagnostics.filter((d) => d.severity !== "info").length,
    };
    keyed.push({
      entry,
      key: [PHASE_RANK[report.phase ?? ""] ?? UNKNOWN_RANK, wave ?? -1, task ?? -1, commandRank(report.handoff?.nextCommand ?? null), index],
    });
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  const entries = keyed.map((k) => k.entry);
  const handoffs = entries.flatMap((entry, i): BoardHandoff[] => {
    const next = entry.report.handoff?.nextAction ?? null;
    const command = entry.report.handoff?.nextCommand ?? null;
    if (!next && !command) return [];
    const toAgent = next?.agent ?? null;
    const to = entries.slice(i + 1).find((e) => sameAgent(e.report.agent, toAgent))?.id ?? null;
    return [{ from: entry.id, fromAgent: entry.report.agent, toAgent, text: next?.text ?? null, command, to }];
  });
  return {
    entries,
    handoffs,
    blocked: entries.filter((e) => e.blocked).map((e) => e.id),
    failing: entries.filter((e) => e.failedChecks.length > 0).map((e) => e.id),
    withoutReport,
  };
}
