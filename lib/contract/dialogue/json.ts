import { OPEN_STATUSES } from "./symbols";
import { scoreValues } from "./threads";
import type { MetadataEntry, ParsedDialogue, ParseResult } from "./types";

/** A header field's value as a reader sees it: a value written as a list under its key is its items, joined. */
export function metadataValue(m: MetadataEntry): string {
  if (m.value.length > 0 || m.continuation.length === 0) return m.value;
  return m.continuation.map((l) => (l.trim().startsWith("- ") ? l.trim().slice(2) : l.trim())).join(", ");
}

/** Agents of a dialogue: everyone on its panel or speaking in a round, the Judge aside (a summary file has only its panel). */
export function agentCount(d: ParsedDialogue): number {
  const names = new Set<string>();
  for (const p of d.panel) if (!p.judge) names.add(p.name.toLowerCase());
  for (const r of d.rounds) for (const c of r.contributions) if (!c.judge) names.add(c.agent.toLowerCase());
  return names.size;
}

/** What a dialogue holds, counted the way storage counts it (`roundtable stats`). */
export function dialogueCounts(d: ParsedDialogue, diagnostics: number) {
  return {
    rounds: d.rounds.length,
    contributions: d.rounds.reduce((n, r) => n + r.contributions.length, 0),
    markers: d.markers.length,
    perspectives: d.perspectives.length,
    tensions: d.threads.length,
    openTensions: d.threads.filter((t) => OPEN_STATUSES.includes(t.status)).length,
    untrackedTensions: d.threads.filter((t) => t.status === "untracked").length,
    resolvedTensions: d.threads.filter((t) => t.status === "resolved" || t.status === "accepted").length,
    scores: scoreValues(d.scoreboard).length,
    diagnostics,
  };
}

/** The parse result as plain JSON (what `roundtable parse --json` prints): everything but the kept source lines. */
export function toParsedJson(result: ParseResult) {
  const d = result.dialogue;
  return {
    layout: d.layout,
    title: d.title,
    status: d.status,
    statusRaw: d.statusRaw,
    date: d.date,
    metadata: d.metadata.map((m) => ({ key: m.key, value: metadataValue(m), line: m.line })),
    panel: d.panel,
    roster: d.roster,
    agents: agentCount(d),
    rounds: d.rounds.map((r) => ({
      number: r.number,
      label: r.label,
      line: r.line,
      ...(r.panel ? { panel: r.panel.map((m) => m.name) } : {}),
      contributions: r.contributions.map((c) => ({
        agent: c.agent,
        role: c.role,
        note: c.note,
        judge: c.judge,
        line: c.line,
        ...(c.file ? { file: c.file } : {}),
      })),
    })),
    sections: d.parts.flatMap((p) => (p.type === "section" ? [{ heading: p.section.heading, kind: p.section.kind, line: p.section.line }] : [])),
    markers: d.markers,
    scoreboard: d.scoreboard,
    totalAlignment: d.totalAlignment,
    perspectives: d.perspectives,
    tensions: d.tensions,
    threads: d.threads,
    perspectiveThreads: d.perspectiveThreads,
    counts: dialogueCounts(d, result.diagnostics.length),
    ...(d.files ? { files: d.files } : {}),
    diagnostics: result.diagnostics,
  };
}
