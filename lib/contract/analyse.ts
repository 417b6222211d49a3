import { classifyLine, INITIAL_STATE, readHeading, type LineState } from "./lines";
import { findMarkersInLine, type UnclosedMarker } from "./markers";
import { AGENT_EMOJI, DIMENSIONS, JUDGE_EMOJI, STATUS_WORDS, type Dimension, type RegistryStatus, type SectionKind } from "./symbols";
import { headerKey } from "./tables";
import { firstInteger, normaliseId, parseNumberCell, stripDecoration, stripEmphasis } from "./text";
import type {
  Contribution,
  DialogueLine,
  Marker,
  MetadataEntry,
  PanelMember,
  Part,
  RegistryEntry,
  RoundMetrics,
  ScoreRow,
  Scoreboard,
  ScoreTableShape,
  SourceLine,
} from "./types";

/** A run of lines that share one context: the round and agent their markers belong to. */
export interface Container {
  heading: SourceLine | null;
  lines: SourceLine[];
  round: number | null;
  agent: string | null;
  section: SectionKind | null;
}

export interface ClassifiedLine extends SourceLine {
  cls: DialogueLine;
}

export interface ClassifiedBlock {
  lines: ClassifiedLine[];
  openFence: SourceLine | null;
}

// Markers, tables, totals and the linter all walk the same containers; each block is classified once.
const classified = new WeakMap<SourceLine[], ClassifiedBlock>();

/** Classifies a container's lines with a fresh fence state; reports whether a fence was left open. */
export function classifyLines(lines: SourceLine[]): ClassifiedBlock {
  const cached = classified.get(lines);
  if (cached) return cached;
  let state: LineState = INITIAL_STATE;
  let openedAt: SourceLine | null = null;
  const out: ClassifiedLine[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const r = classifyLine(l.text, { fence: state.fence, line: l.line });
    if (r.line.kind === "content" && r.line.fence === "open") openedAt = l;
    state = r.state;
    out[i] = l.file !== undefined ? { text: l.text, line: l.line, file: l.file, cls: r.line } : { text: l.text, line: l.line, cls: r.line };
  }
  const block = { lines: out, openFence: state.fence !== null ? openedAt : null };
  classified.set(lines, block);
  return block;
}

export function containersOf(header: SourceLine[], parts: Part[]): Container[] {
  const out: Container[] = [{ heading: null, lines: header, round: null, agent: null, section: null }];
  for (const part of parts) {
    if (part.type === "section") {
      const s = part.section;
      out.push({ heading: { text: "#".repeat(s.level) + " " + s.heading, line: s.line, ...(s.file ? { file: s.file } : {}) }, lines: s.lines, round: null, agent: null, section: s.kind });
      continue;
    }
    const r = part.round;
    out.push({ heading: null, lines: r.intro, round: r.number, agent: null, section: null });
    for (const c of r.contributions) {
      out.push({ heading: null, lines: c.lines, round: r.number, agent: c.agent, section: null });
    }
  }
  return out;
}

/** Markers of every container in document order, each with its body: the prose up to the next marker or heading. */
export function collectMarkers(containers: Container[]): { markers: Marker[]; unclosed: UnclosedMarker[] } {
  const markers: Marker[] = [];
  const unclosed: UnclosedMarker[] = [];
  for (const c of containers) {
    if (c.heading) {
      const found = findMarkersInLine(c.heading.text, { line: c.heading.line, round: c.round, agent: c.agent, ...(c.heading.file ? { file: c.heading.file } : {}) });
      markers.push(...found.markers);
      unclosed.push(...found.unclosed);
    }
    // The marker whose body is being gathered, and the lines gathered so far.
    let open: Marker | null = null;
    let parts: string[] = [];
    for (const l of classifyLines(c.lines).lines) {
      const cls = l.cls;
      if (cls.kind === "content" && cls.code) {
        if (open) parts.push(l.text);
        continue;
      }
      const isHeading = cls.kind === "heading1" || cls.kind === "section" || cls.kind === "round" || cls.kind === "agent" || readHeading(l.text.trim()) !== null;
      const found = l.text.includes("[") ? findMarkersInLine(l.text, { line: l.line, round: c.round, agent: c.agent, ...(l.file ? { file: l.file } : {}) }) : null;
      if (found) unclosed.push(...found.unclosed);
      if (!found || found.markers.length === 0) {
        if (isHeading) open = finishBody(open, parts);
        else if (open) parts.push(l.text);
        continue;
      }
      const before = l.text.slice(0, found.starts[0]).trim();
      if (open && before.length > 0 && !isHeading) parts.push(before);
      for (let i = 0; i < found.markers.length; i++) {
        open = finishBody(open, parts);
        const m = found.markers[i]!;
        markers.push(m);
        open = m;
        parts = isHeading ? [] : [cleanTail(l.text.slice(found.ends[i], found.starts[i + 1] ?? l.text.length))];
      }
      if (isHeading) open = finishBody(open, parts);
    }
    finishBody(open, parts);
  }
  return { markers, unclosed };
}

function finishBody(open: Marker | null, parts: string[]): null {
  if (open) open.body = parts.join("\n").trim();
  return null;
}

function cleanTail(tail: string): string {
  let t = tail.trim();
  if (t.startsWith("**")) t = t.slice(2).trim();
  if (t.startsWith(":")) t = t.slice(1).trim();
  if (t.startsWith("\u2014")) t = t.slice(1).trim();
  return t;
}

/** What one walk over a document's containers finds; the parser and the linter share it rather than walk twice. */
export interface Analysis {
  containers: Container[];
  markers: Marker[];
  unclosed: UnclosedMarker[];
  tables: Table[];
  total: { value: number; line: number; file?: string } | null;
}

export function analyse(headerLines: SourceLine[], parts: Part[]): Analysis {
  const containers = containersOf(headerLines, parts);
  const { markers, unclosed } = collectMarkers(containers);
  return { containers, markers, unclosed, tables: collectTables(containers), total: readTotalAlignment(containers) };
}

export interface TableRow {
  cells: string[];
  line: number;
  file?: string;
}

export interface Table {
  header: string[];
  rows: TableRow[];
  line: number;
  file?: string;
  section: SectionKind | null;
  round: number | null;
}

/** GFM tables (a header row followed by a separator row) outside code, in document order. */
export function collectTables(containers: Container[]): Table[] {
  const tables: Table[] = [];
  for (const c of containers) {
    const lines = classifyLines(c.lines).lines;
    let i = 0;
    while (i < lines.length) {
      const head = lines[i]!;
      const sep = lines[i + 1];
      if (head.cls.kind !== "table-row" || !sep || sep.cls.kind !== "table-row" || !sep.cls.separator) {
        i++;
        continue;
      }
      const table: Table = { header: head.cls.cells, rows: [], line: head.line, ...(head.file ? { file: head.file } : {}), section: c.section, round: c.round };
      let j = i + 2;
      while (j < lines.length && lines[j]!.cls.kind === "table-row") {
        const row = lines[j]!;
        if (row.cls.kind === "table-row") table.rows.push({ cells: row.cls.cells, line: row.line, ...(row.file ? { file: row.file } : {}) });
        j++;
      }
      tables.push(table);
      i = j;
    }
  }
  return tables;
}

function column(header: string[], names: readonly string[]): number {
  const keys = header.map(headerKey);
  for (const name of names) {
    const at = keys.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

/** An agent cell: `🧁 Muffin`, `**Ada**`, `Muffin (Role)` → the name. */
export function agentName(cell: string): string {
  let s = stripDecoration(stripEmphasis(cell));
  const paren = s.indexOf(" (");
  if (paren > 0) s = s.slice(0, paren);
  return s.trim();
}

export function readPanel(tables: Table[], metadata: MetadataEntry[]): PanelMember[] {
  const table = tables.find((t) => t.section === "panel" && column(t.header, ["agent", "expert", "pastry", "name"]) >= 0);
  if (table) {
    const name = column(table.header, ["agent", "expert", "pastry", "name"]);
    const role = column(table.header, ["role", "domain"]);
    const tier = column(table.header, ["tier"]);
    const relevance = column(table.header, ["relevance"]);
    const id = column(table.header, ["id"]);
    return table.rows
      .map((row) => {
        const raw = row.cells[name] ?? "";
        const n = agentName(raw);
        const judge = raw.includes(JUDGE_EMOJI) || n === "Judge";
        const alias = id >= 0 ? stripEmphasis(row.cells[id] ?? "") : "";
        return {
          name: n,
          aliases: alias.length > 0 && alias.length <= 4 && alias !== n ? [alias] : [],
          role: role >= 0 ? (row.cells[role] ?? null) : null,
          tier: tier >= 0 && row.cells[tier] && row.cells[tier] !== "\u2014" ? row.cells[tier]! : null,
          relevance: relevance >= 0 ? parseNumberCell(row.cells[relevance] ?? "") : null,
          emoji: judge ? JUDGE_EMOJI : AGENT_EMOJI,
          judge,
        };
      })
      .filter((m) => m.name.length > 0 && m.name !== "\u2014");
  }
  const participants = metadata.find((m) => m.key.toLowerCase() === "participants");
  if (!participants) return [];
  const raw = [participants.value, ...participants.continuation].join(",");
  return raw
    .split("|")
    .flatMap((p) => p.split(","))
    .map((p) => (p.trim().startsWith("- ") ? p.trim().slice(2) : p))
    .filter((p) => p.includes(AGENT_EMOJI) || p.includes(JUDGE_EMOJI))
    .map((p) => {
      const judge = p.includes(JUDGE_EMOJI);
      const n = agentName(p);
      const paren = p.indexOf("(");
      const role = paren > 0 && p.trim().endsWith(")") ? p.slice(paren + 1, p.lastIndexOf(")")).trim() : null;
      return { name: n, aliases: [], role, tier: null, relevance: null, emoji: judge ? JUDGE_EMOJI : AGENT_EMOJI, judge };
    })
    .filter((m) => m.name.length > 0);
}

const TOTAL_HEADERS = ["total", "alignment"];

function dimensionColumns(header: string[]): Partial<Record<Dimension, number>> {
  const out: Partial<Record<Dimension, number>> = {};
  for (const dim of Object.keys(DIMENSIONS) as Dimension[]) {
    const at = column(header, DIMENSIONS[dim]);
    if (at >= 0) out[dim] = at;
  }
  return out;
}

function roundColumns(header: string[]): [string, number][] {
  const out: [string, number][] = [];
  header.forEach((cell, i) => {
    const key = headerKey(cell);
    if (key.length >= 2 && key[0] === "r" && normaliseId("R" + key.slice(1)) !== null) out.push(["R" + key.slice(1), i]);
  });
  return out;
}

export function scoreTableShape(header: string[]): ScoreTableShape {
  const first = headerKey(header[0] ?? "");
  const last = headerKey(header[header.length - 1] ?? "");
  const keys = header.map(headerKey);
  if (first === "round" && (keys.includes("velocity") || keys.includes("converge %"))) return "round-metrics";
  if (first === "agent" && TOTAL_HEADERS.includes(last)) {
    return Object.keys(dimensionColumns(header)).length === 4 ? "agent-dimensions" : "agent-rounds";
  }
  return "other";
}

export function scoreRow(table: Table, row: TableRow): ScoreRow {
  const dims = dimensionColumns(table.header);
  const out: ScoreRow = {
    agent: agentName(row.cells[0] ?? ""),
    total: parseNumberCell(row.cells[table.header.length - 1] ?? ""),
    line: row.line,
    ...(row.file ? { file: row.file } : {}),
  };
  for (const [dim, at] of Object.entries(dims) as [Dimension, number][]) {
    const v = parseNumberCell(row.cells[at] ?? "");
    if (v !== null) out[dim] = v;
  }
  const rounds = roundColumns(table.header);
  if (rounds.length > 0) {
    out.rounds = {};
    for (const [name, at] of rounds) {
      const v = parseNumberCell(row.cells[at] ?? "");
      if (v !== null) out.rounds[name] = v;
    }
  }
  return out;
}

export function readScoreboard(tables: Table[]): Scoreboard {
  const board: Scoreboard = { agents: [], rounds: [], tables: [] };
  for (const t of tables) {
    const shape = scoreTableShape(t.header);
    if (shape === "other") continue;
    board.tables.push({ shape, header: t.header, line: t.line, ...(t.file ? { file: t.file } : {}) });
    if (shape === "round-metrics") {
      board.rounds = t.rows.map((row) => roundMetrics(t.header, row)).filter((r): r is RoundMetrics => r !== null);
      continue;
    }
    const rows = t.rows.map((row) => scoreRow(t, row)).filter((r) => r.agent.length > 0);
    if (rows.some((r) => (r.total ?? 0) !== 0)) board.agents = fillFromEarlier(rows, board.agents);
  }
  return board;
}

/**
 * The last per-agent table is the scoreboard; an earlier one (dimensions before a per-round table, or the reverse)
 * fills only the columns the last lacks, so a dialogue keeps both its W/C/T/R and its per-round totals.
 */
function fillFromEarlier(rows: ScoreRow[], earlier: ScoreRow[]): ScoreRow[] {
  if (earlier.length === 0) return rows;
  const byAgent = new Map(earlier.map((r) => [r.agent.toLowerCase(), r]));
  return rows.map((row) => {
    const before = byAgent.get(row.agent.toLowerCase());
    if (!before) return row;
    const out: ScoreRow = { ...row };
    for (const dim of Object.keys(DIMENSIONS) as Dimension[]) if (out[dim] === undefined && before[dim] !== undefined) out[dim] = before[dim];
    if (out.rounds === undefined && before.rounds !== undefined) out.rounds = before.rounds;
    return out;
  });
}

function roundMetrics(header: string[], row: TableRow): RoundMetrics | null {
  const round = parseNumberCell(row.cells[0] ?? "");
  if (round === null) return null;
  const value = (names: string[]) => {
    const at = column(header, names);
    return at >= 0 ? parseNumberCell(row.cells[at] ?? "") : null;
  };
  const out: RoundMetrics = { round, line: row.line };
  const fields: [keyof RoundMetrics, string[]][] = [
    ["wisdom", ["w", "wisdom"]],
    ["consistency", ["c", "consistency"]],
    ["truth", ["t", "truth"]],
    ["relationships", ["r", "relationships"]],
    ["score", ["score"]],
    ["cumulative", ["s", "\u03a3", "cumulative"]],
    ["openTensions", ["open t", "open tensions"]],
    ["newPerspectives", ["new p", "new perspectives"]],
    ["velocity", ["velocity"]],
    ["convergePercent", ["converge %", "converge"]],
  ];
  for (const [field, names] of fields) {
    const v = value(names);
    if (v !== null) (out as unknown as Record<string, number>)[field] = v;
  }
  return out;
}

/** The last `Total ALIGNMENT` line (a line, not a table row) and the first number after its key. */
export function readTotalAlignment(containers: Container[]): { value: number; line: number; file?: string } | null {
  let found: { value: number; line: number; file?: string } | null = null;
  for (const c of containers) {
    for (const l of classifyLines(c.lines).lines) {
      if ((l.cls.kind === "content" && l.cls.code) || !(l.text.includes("ALIGNMENT") || l.text.includes("lignment") || l.text.includes("LIGNMENT"))) continue;
      let s = l.text.trim();
      if (s.startsWith("- ") || s.startsWith("* ")) s = s.slice(2);
      s = s.split("**").join("").trim();
      if (!s.toLowerCase().startsWith("total alignment")) continue;
      const rest = s.slice("total alignment".length).trimStart();
      if (!rest.startsWith(":")) continue;
      const value = firstInteger(rest);
      if (value !== null) found = { value, line: l.line, ...(l.file ? { file: l.file } : {}) };
    }
  }
  return found;
}

/** Normalises a status cell: case, bold and emoji removed, text after `—`, `:` or ` - ` dropped. */
export function normaliseStatus(raw: string): RegistryStatus {
  let s = stripDecoration(stripEmphasis(raw)).toLowerCase();
  for (const cut of ["\u2014", ":", " - ", "("]) {
    const at = s.indexOf(cut);
    if (at > 0) s = s.slice(0, at);
  }
  const word = s.trim().split(" ")[0] ?? "";
  return STATUS_WORDS[word] ?? "unknown";
}

export function readRegistry(tables: Table[]): { perspectives: RegistryEntry[]; tensions: RegistryEntry[] } {
  const read = (t: Table, labelNames: string[]): RegistryEntry[] => {
    const id = column(t.header, ["id"]);
    if (id < 0) return [];
    const label = column(t.header, labelNames);
    const agent = column(t.header, ["agent", "surfaced by", "raised by", "raised"]);
    const round = column(t.header, ["round"]);
    const status = column(t.header, ["status", "consensus"]);
    return t.rows.flatMap((row) => {
      const rawId = stripEmphasis(row.cells[id] ?? "");
      if (rawId.length === 0 || rawId === "\u2014" || rawId === "-") return [];
      const statusRaw = status >= 0 ? (row.cells[status] ?? "") : "";
      const roundCell = round >= 0 ? (row.cells[round] ?? "") : "";
      return [{
        markers: [],
        id: normaliseId(rawId) ?? rawId,
        rawId,
        label: label >= 0 ? (row.cells[label] ?? "") : "",
        agent: agent >= 0 ? agentName(row.cells[agent] ?? "") || null : null,
        round: firstInteger(roundCell),
        status: statusRaw ? normaliseStatus(statusRaw) : "unknown",
        statusRaw,
        line: row.line,
        ...(row.file ? { file: row.file } : {}),
      }];
    });
  };
  return {
    perspectives: tables.filter((t) => t.section === "perspectives").flatMap((t) => read(t, ["perspective", "label"])),
    tensions: tables.filter((t) => t.section === "tensions").flatMap((t) => read(t, ["tension", "label"])),
  };
}

/** Links each registry row to the markers that raised its id: the Judge's registry and the agents' markers side by side. */
export function linkRegistry(entries: RegistryEntry[], markers: Marker[], type: "PERSPECTIVE" | "TENSION"): void {
  const byId = new Map<string, number[]>();
  markers.forEach((m, i) => {
    if (m.type === type && m.id) byId.set(m.id, [...(byId.get(m.id) ?? []), i]);
  });
  for (const entry of entries) {
    const all = byId.get(entry.id) ?? [];
    const agent = entry.agent?.toLowerCase();
    const same = agent ? all.filter((i) => markers[i]!.agent?.toLowerCase() === agent) : [];
    entry.markers = same.length > 0 ? same : all;
  }
}

/** `**Ada (API Design)**: …` or `**DS (Distributed Systems):**` → the panel member speaking, if any. */
export function boldSpeaker(text: string, names: Map<string, string>): string | null {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith("**")) return null;
  const close = trimmed.indexOf("**", 2);
  if (close < 0) return null;
  let inner = trimmed.slice(2, close).trim();
  const colonInside = inner.endsWith(":");
  if (colonInside) inner = inner.slice(0, -1).trim();
  if (!colonInside && !trimmed.slice(close + 2).startsWith(":")) return null;
  const paren = inner.indexOf(" (");
  const name = (paren > 0 ? inner.slice(0, paren) : inner).trim().toLowerCase();
  return names.get(name) ?? null;
}

/** In transcripts without agent headings, bold speaker lines of panel members start contributions. */
export function splitBoldSpeakers(parts: Part[], panel: PanelMember[]): Part[] {
  const names = new Map<string, string>();
  for (const m of panel) {
    if (m.judge) continue;
    names.set(m.name.toLowerCase(), m.name);
    for (const a of m.aliases) names.set(a.toLowerCase(), m.name);
  }
  if (names.size === 0) return parts;
  return parts.map((part) => {
    if (part.type !== "round") return part;
    const r = part.round;
    const round = { ...r, intro: [] as SourceLine[], contributions: [] as Contribution[] };
    let target = round.intro;
    const take = (lines: SourceLine[]) => {
      for (const l of classifyLines(lines).lines) {
        const speaker = l.cls.kind === "content" && l.cls.code ? null : boldSpeaker(l.text, names);
        const src: SourceLine = l.file !== undefined ? { text: l.text, line: l.line, file: l.file } : { text: l.text, line: l.line };
        if (speaker) {
          const c: Contribution = { agent: speaker, emoji: AGENT_EMOJI, role: null, note: null, judge: false, headingForm: "bold-speaker", lines: [], line: l.line, ...(l.file ? { file: l.file } : {}) };
          round.contributions.push(c);
          target = c.lines;
        }
        target.push(src);
      }
    };
    take(r.intro);
    for (const c of r.contributions) {
      const copy = { ...c, lines: [] as SourceLine[] };
      round.contributions.push(copy);
      target = copy.lines;
      take(c.lines);
    }
    return { type: "round", round };
  });
}
