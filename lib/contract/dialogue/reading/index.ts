import type { Diagnostic, DirectoryFile, ParsedDialogue } from "../types";
import type { Table } from "../walk";
import { documentLines } from "./judge-text";
import { hasContent, isPlaceholder, readAgents, readRounds } from "./rounds";
import { readRoundScores, readTotal } from "./scores";
import { readStatus } from "./status";
import { readTensions } from "./tensions";
import type { DialogueReading } from "./types";

export type { DialogueReading, ReadingStatus, ReadingTension, TensionFinal, UntrackedTension } from "./types";

const diagnosticsOf = new WeakMap<DialogueReading, Diagnostic[]>();

/** What the reading found to report (`status-superseded`, `tracker-superseded`), for the linter's table of checks. */
export function readingDiagnostics(reading: DialogueReading): Diagnostic[] {
  return diagnosticsOf.get(reading) ?? [];
}

/** A scaffold: contributions were laid out but every one is still a placeholder (`[Awaiting response]`). */
function isScaffold(d: ParsedDialogue, rounds: number[]): boolean {
  if (rounds.length > 0) return false;
  const placeholders = d.rounds.some((r) => r.contributions.some((c) => !hasContent(c)));
  const anyLine = d.parts.some((p) => p.type === "section" && p.section.lines.some((l) => isPlaceholder(l.text)));
  return placeholders || anyLine;
}

/**
 * The dialogue as a careful reader reads it (GOLD.md): the final status, rounds with content, agents taking part,
 * the Judge's last total and per-round gains, and the tensions, from every source the parse was given.
 */
export function readDialogue(d: ParsedDialogue, tables: Table[], files?: DirectoryFile[]): { reading: DialogueReading; diagnostics: Diagnostic[] } {
  const lines = documentLines(d);
  const rounds = readRounds(d, lines);
  const status = readStatus(lines, isScaffold(d, rounds.rounds));
  const agents = readAgents(d, tables, lines);
  const total = readTotal(lines, tables);
  const scores = readRoundScores(d, lines, tables, rounds.rounds);
  const tensionReading = readTensions({ dialogue: d, ...(files ? { files } : {}) });
  const { tensions, untracked } = tensionReading;
  const evidence: Record<string, string> = {};
  if (status.evidence) evidence.status = status.evidence;
  if (rounds.evidence) evidence.rounds = rounds.evidence;
  if (agents.evidence) evidence.agents = agents.evidence;
  if (total.evidence) evidence.totalAlignment = total.evidence;
  if (scores.evidence) evidence.roundScores = scores.evidence;
  const reading: DialogueReading = {
    status: status.status,
    rounds: rounds.rounds,
    agents: agents.agents,
    totalAlignment: total.total,
    roundScores: scores.scores,
    tensions,
    untracked,
    alsoFrom: (d.files ?? []).filter((f) => f.role === "recorded").map((f) => f.path),
    evidence,
  };
  const diagnostics = [...status.diagnostics, ...tensionReading.diagnostics];
  diagnosticsOf.set(reading, diagnostics);
  return { reading, diagnostics };
}
