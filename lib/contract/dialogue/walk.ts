import { classifyLine, INITIAL_STATE, readHeading, type LineState } from "./lines";
import { findMarkersInLine, type UnclosedMarker } from "./markers";
import type { SectionKind } from "./symbols";
import { firstInteger, stripDecoration } from "../core/text";
import type { DialogueLine, Marker, Part, SourceLine } from "./types";

/**
 * The one walk over a document: its containers (header, sections, round intros, contributions), each classified
 * once, and what the parser and the linter both read from them: markers, tables and the Total ALIGNMENT line.
 */

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
      out.push({
        heading: { text: "#".repeat(s.level) + " " + s.heading, line: s.line, ...(s.file ? { file: s.file } : {}) },
        lines: s.lines,
        round: null,
        agent: null,
        section: s.kind,
      });
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
  const speakers = new Map<string, string>();
  for (const c of containers) if (c.agent !== null && c.agent !== "Judge") speakers.set(c.agent.toLowerCase(), c.agent);
  for (const c of containers) {
    if (c.heading) {
      const found = findMarkersInLine(c.heading.text, {
        line: c.heading.line,
        round: c.round,
        agent: c.agent,
        ...(c.heading.file ? { file: c.heading.file } : {}),
      });
      markers.push(...found.markers);
      unclosed.push(...found.unclosed);
    }
    // The marker whose body is being gathered, and the lines gathered so far.
    let open: Marker | null = null;
    let parts: string[] = [];
    // A heading with nothing under it yet: the first marker that follows is filed under it.
    let pendingHeading: string | null = null;
    for (const l of classifyLines(c.lines).lines) {
      const cls = l.cls;
      if (cls.kind === "content" && cls.code) {
        if (open) parts.push(l.text);
        continue;
      }
      const isHeading =
        cls.kind === "heading1" || cls.kind === "section" || cls.kind === "round" || cls.kind === "agent" || readHeading(l.text.trim()) !== null;
      // In the Judge's text, a row or line that names an expert (`| Muffin | [MOVE:CONVERGE] |`) speaks for that expert.
      const agent = c.agent === null || c.agent === "Judge" ? (namedSpeaker(l.text, speakers) ?? c.agent) : c.agent;
      const found = l.text.includes("[") ? findMarkersInLine(l.text, { line: l.line, round: c.round, agent, ...(l.file ? { file: l.file } : {}) }) : null;
      if (found) unclosed.push(...found.unclosed);
      if (!found || found.markers.length === 0) {
        if (isHeading) {
          open = finishBody(open, parts);
          pendingHeading = readHeading(l.text.trim())?.text.trim() ?? null;
        } else if (open) parts.push(l.text);
        if (!isHeading && l.text.trim() !== "") pendingHeading = null;
        continue;
      }
      const before = l.text.slice(0, found.starts[0]).trim();
      if (pendingHeading && !isHeading && before === "") found.markers[0]!.underHeading = pendingHeading;
      pendingHeading = null;
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

/** The expert a line of the Judge's names first: a table row's first cell, or a line led by `Name:` / `**Name**:` / `Name —`. */
function namedSpeaker(text: string, speakers: Map<string, string>): string | null {
  if (speakers.size === 0 || !text.includes("[")) return null;
  let s = text.trim();
  if (s.startsWith("|")) s = s.slice(1).split("|")[0] ?? "";
  else {
    if (s.startsWith("- ") || s.startsWith("* ")) s = s.slice(2);
    const ends = [":", " \u2014", " - ", "("].map((sep) => s.indexOf(sep)).filter((i) => i > 0);
    if (ends.length === 0) return null;
    s = s.slice(0, Math.min(...ends));
  }
  const name = stripDecoration(s.split("**").join("")).trim().toLowerCase();
  return speakers.get(name) ?? null;
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
  /** The nearest heading above the table (its text, without `#`), or the container's own heading. */
  heading: string | null;
  round: number | null;
}

/** GFM tables (a header row followed by a separator row) outside code, in document order. */
export function collectTables(containers: Container[]): Table[] {
  const tables: Table[] = [];
  for (const c of containers) {
    const lines = classifyLines(c.lines).lines;
    let heading = c.heading ? (readHeading(c.heading.text.trim())?.text ?? null) : null;
    let i = 0;
    while (i < lines.length) {
      const head = lines[i]!;
      const sep = lines[i + 1];
      if (head.cls.kind !== "table-row" || !sep || sep.cls.kind !== "table-row" || !sep.cls.separator) {
        if (!(head.cls.kind === "content" && head.cls.code)) heading = readHeading(head.text.trim())?.text ?? heading;
        i++;
        continue;
      }
      const table: Table = {
        header: head.cls.cells,
        rows: [],
        line: head.line,
        ...(head.file ? { file: head.file } : {}),
        section: c.section,
        heading,
        round: c.round,
      };
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
