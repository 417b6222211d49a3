import {
  AGENT_EMOJI,
  auditDialogue,
  parseInput,
  readText,
  type DocumentInput,
  metadataValue,
  persuasionOf,
  OPEN_STATUSES,
  scoreValues,
  type AnyAuditFinding,
  type Diagnostic,
  type DocumentProjection,
  type ParseResult,
  type ParsedDialogue,
  type PersuasionMove,
} from "@/lib/contract";
import { markerFacets } from "@/lib/search/marker-facets";
import { searchKeyOf } from "./search-key";

type Value = string | number | boolean | null;

/**
 * A document as read for storage: a dialogue by its contract's whole reading, any other kind by its format's projection;
 * either with what its audit found (the dialogue's convergence audit, another format's own `audit`), stored by rule code.
 */
export type StoredReading = (
  | { format: "dialogue"; result: ParseResult; /** Who moved whom, read from the same input as the audit. */ persuasion: readonly PersuasionMove[] }
  | { format: "other"; projection: DocumentProjection }
) & {
  findings: readonly AnyAuditFinding[];
  /** The model, agent or tool an agent-format document names (its format's `auditSubject`); absent for a dialogue. */
  subject?: string | null;
};

/**
 * A stored document read again as its kind reads it (a re-read from its parts, a re-projection from its text), audited:
 * a kind other than the dialogue through its format, falling back to the dialogue's reading when no format claims it.
 */
export function readStored(kind: string, input: DocumentInput): StoredReading {
  const other = kind !== "dialogue" && input.type === "file" ? readText(input.text) : null;
  if (other) return { format: "other", ...other };
  const result = parseInput(input);
  return { format: "dialogue", result, findings: auditDialogue(result.dialogue, input), persuasion: persuasionOf(result.dialogue, input) };
}

/** The columns of a stored audit finding after `dialogueId`, in the order `findingRows` gives them. */
export const FINDING_COLUMNS = ["dialogueId", "ordinal", "rule", "agent", "tension", "round", "line", "file", "message"] as const;

/** A reading's findings as rows: each keeps its first line of evidence, where a reader starts checking it. */
export function findingRows(findings: readonly AnyAuditFinding[]): Value[][] {
  return findings.map((f, ordinal) => {
    const first = f.evidence[0];
    return [ordinal, f.rule, f.agent ?? null, f.tension ?? null, f.round ?? null, first?.line ?? 1, first?.file ?? null, f.message];
  });
}

/**
 * What one document writes under its index row, whatever its kind: the row's fields its reading decides, and its child
 * rows with the values after `dialogueId` in the columns' order (lib/db/child-rows.ts). Rows that point at other rows
 * do so by index: a contribution's round, a marker's contribution (in round order), an event's tension and marker.
 */
export interface DocumentRows {
  /** The index row's fields the reading decides (title, status, counts, search key; `kind` for a kind other than a dialogue). */
  summary: { layout: string } & Record<string, Value>;
  /** What a new document's slug is made from when its path gives none. */
  fallbackName: string;
  /** name, emoji, role, tier, relevance, judge */
  agents: Value[][];
  rounds: { values: Value[]; contributions: Value[][] }[];
  markers: { contribution: number | null; values: Value[] }[];
  perspectives: Value[][];
  tensions: { values: Value[]; events: { marker: number; values: Value[] }[] }[];
  /** The file's own scoreboard: agent, round, dimension, value. */
  scores: Value[][];
  diagnostics: Diagnostic[];
  /** ordinal, rule, agent, tension, round, line, file, message */
  findings: Value[][];
}

function counts(diagnostics: Diagnostic[]) {
  return {
    errorCount: diagnostics.filter((x) => x.severity === "error").length,
    warningCount: diagnostics.filter((x) => x.severity === "warning").length,
  };
}

/** A dialogue's rows: its reading's panel, rounds, markers, perspectives, tension threads with their events, and scoreboard. */
function dialogueRows(result: ParseResult, path: string): Omit<DocumentRows, "findings"> {
  const d = result.dialogue;
  const summary = {
    title: d.title ?? "Untitled dialogue",
    // Status, rounds, agents and total as the reading reads them: the index, its filters and stats show these.
    status: d.reading.status,
    statusRaw: d.statusRaw ?? "",
    date: d.date,
    layout: d.layout,
    metadata: JSON.stringify(d.metadata.map((m) => ({ key: m.key, value: metadataValue(m) }))),
    roundCount: d.reading.rounds.length,
    agentCount: d.reading.agents.length,
    markerCount: d.markers.length,
    // Perspectives raised by markers or listed in the inventory: many dialogues have only one of the two.
    perspectiveCount: d.perspectiveThreads.length,
    tensionCount: d.threads.length,
    openTensionCount: d.threads.filter((t) => OPEN_STATUSES.includes(t.status)).length,
    resolvedTensionCount: d.threads.filter((t) => t.status === "resolved" || t.status === "accepted").length,
    totalAlignment: d.reading.totalAlignment,
    ...counts(result.diagnostics),
    searchKey: searchKeyOf(`${d.title ?? ""} ${path}`),
  };

  const agents = new Map<string, Value[]>();
  // The agents board counts these rows: the reading's agents (who took part, as the dialogue names them), each
  // with what the panel says of them, and the Judge. A panel member who never spoke is not one.
  for (const p of d.panel) if (p.judge) agents.set(p.name.toLowerCase(), [p.name, p.emoji, p.role, p.tier, p.relevance, true]);
  for (const r of d.rounds)
    for (const c of r.contributions)
      if (c.judge && !agents.has(c.agent.toLowerCase())) agents.set(c.agent.toLowerCase(), [c.agent, c.emoji, c.role, null, null, true]);
  for (const name of d.reading.agents) {
    const key = name.toLowerCase();
    const p = d.panel.find((m) => [m.name, m.role ?? "", ...m.aliases].some((n) => n.toLowerCase() === key));
    const c = d.rounds.flatMap((r) => r.contributions).find((x) => x.agent.toLowerCase() === key);
    agents.set(key, [name, p?.emoji ?? c?.emoji ?? AGENT_EMOJI, p?.role ?? c?.role ?? null, p?.tier ?? null, p?.relevance ?? null, false]);
  }

  // Where each contribution's text lies, to give every marker its contribution.
  const spans = d.rounds.flatMap((r) =>
    r.contributions.map((c) => ({ round: r.number, agent: c.agent, file: c.file, first: c.line, last: c.lines.at(-1)?.line ?? c.line })),
  );
  const contributionOf = (m: ParsedDialogue["markers"][number]): number | null => {
    const i = spans.findIndex((c) => c.round === m.round && c.agent === m.agent && c.file === m.file && c.first <= m.line && m.line <= c.last);
    return i >= 0 ? i : null;
  };
  const facets = markerFacets(d);

  return {
    summary,
    fallbackName: "dialogue",
    agents: [...agents.values()],
    rounds: d.rounds.map((r) => ({
      values: [r.number, r.label, r.line, r.file ?? null],
      contributions: r.contributions.map((c, position) => [c.agent, c.role, c.judge, position, c.lines.map((l) => l.text).join("\n"), c.line, c.file ?? null]),
    })),
    markers: d.markers.map((m, ordinal) => ({
      contribution: contributionOf(m),
      values: [
        m.type,
        m.id,
        m.rawId,
        m.refs.join(","),
        m.refAgent,
        m.description,
        m.body,
        m.round,
        m.agent,
        m.line,
        m.file ?? null,
        m.position,
        ordinal,
        facets[ordinal]!.kind,
        facets[ordinal]!.status,
      ],
    })),
    perspectives: d.perspectives.map((p) => [p.id, p.rawId, p.label, p.agent, p.round, p.status, p.statusRaw, p.line, p.file ?? null]),
    tensions: d.threads.map((t) => {
      const row = t.registry !== null ? d.tensions[t.registry]! : null;
      const raised = t.events.find((e) => e.kind === "raised");
      const marker = raised ? d.markers[raised.marker]! : null;
      // A tension the Judge recorded outside the Tensions Tracker (a closing table, a heading) is anchored where the Judge wrote it.
      const judged = t.line !== undefined ? { line: t.line, file: t.file } : null;
      const at = row ?? judged ?? marker;
      return {
        values: [
          t.id,
          row?.rawId ?? marker?.rawId ?? t.id,
          t.label || row?.label || "",
          t.agent,
          t.round,
          t.status,
          t.statusRaw ?? "",
          row || judged ? "registry" : "marker",
          at?.line ?? 1,
          at?.file ?? null,
        ],
        events: t.events.map((e) => ({ marker: e.marker, values: [e.kind, e.round, e.agent] })),
      };
    }),
    scores: scoreValues(d.scoreboard).map((s) => [s.agent, s.round, s.dimension, s.value]),
    diagnostics: result.diagnostics,
  };
}

/** Another format's rows, as its projection keeps it: its rounds and contributions, and its search entries as markers. */
function projectionRows(p: DocumentProjection, path: string): Omit<DocumentRows, "findings"> {
  const agents = new Map<string, string>();
  for (const r of p.rounds) for (const c of r.contributions) if (!agents.has(c.agent.toLowerCase())) agents.set(c.agent.toLowerCase(), c.agent);
  return {
    summary: {
      kind: p.kind,
      title: p.title,
      status: p.status,
      statusRaw: p.status,
      date: p.date,
      layout: "single-file",
      metadata: "[]",
      roundCount: p.rounds.length,
      agentCount: agents.size,
      markerCount: p.entries.length,
      perspectiveCount: 0,
      tensionCount: 0,
      openTensionCount: 0,
      resolvedTensionCount: 0,
      totalAlignment: null,
      ...counts(p.diagnostics),
      searchKey: searchKeyOf(`${p.title} ${path}`),
    },
    fallbackName: p.kind,
    agents: [...agents.values()].map((name) => [name, "", null, null, null, false]),
    rounds: p.rounds.map((r) => ({
      values: [r.number, r.label, r.line, null],
      contributions: r.contributions.map((c, position) => [c.agent, c.role, false, position, c.body, c.line, null]),
    })),
    markers: p.entries.map((e, ordinal) => ({
      contribution: null,
      values: [e.type.toUpperCase(), e.id, e.id, "", null, e.description, e.body, e.round, e.agent, e.line, null, "line-start", ordinal, e.type, e.status],
    })),
    perspectives: [],
    tensions: [],
    scores: [],
    diagnostics: p.diagnostics,
  };
}

/** PersuasionMove columns after `dialogueId`. */
export const PERSUASION_COLUMNS = ["ordinal", "agent", "kind", "round", "mover", "basis", "moverRank"] as const;

/** Who moved whom, as rows for the agents board to count: one per move and mover (rank 0 first), or one with no mover. */
export function persuasionRows(reading: StoredReading): Value[][] {
  if (reading.format !== "dialogue") return [];
  return reading.persuasion.flatMap((m, ordinal) => {
    const base = [ordinal, m.agent, m.kind, m.round];
    return m.movers.length === 0 ? [[...base, null, null, 0]] : m.movers.map((v, rank) => [...base, v.agent, v.basis, rank]);
  });
}

/** The rows a reading stores, by its format, with its audit's findings and their count on the index row. */
export function documentRows(reading: StoredReading, path: string): DocumentRows {
  const rows = reading.format === "dialogue" ? dialogueRows(reading.result, path) : projectionRows(reading.projection, path);
  return {
    ...rows,
    summary: { ...rows.summary, auditFindingCount: reading.findings.length, auditSubject: reading.subject ?? null },
    findings: findingRows(reading.findings),
  };
}
