import { readPanel, readRoster } from "./panel";
import { judgeTensionLabels, linkRegistry, readRegistry } from "./registry";
import { readScoreboard } from "./scoreboard";
import { readRoundProgress } from "./score-progress";
import { splitBoldSpeakers } from "./speakers";
import { analyse, classifyLines, collectTables, containersOf, type Analysis, type ClassifiedLine } from "./walk";
import { lintDialogue } from "./lint";
import { tensionThreads } from "./tension-threads";
import { perspectiveThreads } from "./threads";
import { sectionKindOf } from "./sections";
import { DIALOGUE_STATUS_WORDS, TITLE_PREFIXES, type DialogueStatus } from "./symbols";
import { isSeparatorRow } from "./tables";
import { isDigit, splitLines, stripEmphasis, titleFromSlug } from "../core/text";
import type { Contribution, MetadataEntry, ParsedDialogue, ParseResult, Part, Round, SourceLine } from "./types";

/** The title without a `Alignment Dialogue: ` / `Dialogue NNNN: ` / `Dialogue: ` / `RFC Dialogue: ` prefix. */
export function titleOf(h1: string): string {
  const colon = h1.indexOf(": ");
  if (colon < 0) return h1;
  const prefix = h1.slice(0, colon);
  for (const p of TITLE_PREFIXES) {
    if (prefix === p) return h1.slice(colon + 2).trim();
    if (p === "Dialogue" && prefix.startsWith("Dialogue ")) {
      const n = prefix.slice("Dialogue ".length);
      if (n.length > 0 && [...n].every(isDigit)) return h1.slice(colon + 2).trim();
    }
  }
  return h1;
}

export function dialogueStatus(raw: string | null): DialogueStatus {
  if (!raw) return "unknown";
  const s = stripEmphasis(raw).toLowerCase();
  for (const [word, status] of DIALOGUE_STATUS_WORDS) if (s.startsWith(word)) return status;
  return "unknown";
}

interface Header {
  titleRaw: string | null;
  titleLine: number | null;
  metadata: MetadataEntry[];
  preamble: SourceLine[];
  /** Every header line, for markers and totals. */
  lines: SourceLine[];
}

/** The header: everything before the first `## `. Title, metadata in any of its three syntaxes, and the rest. */
function readHeader(lines: ClassifiedLine[]): Header {
  const header: Header = { titleRaw: null, titleLine: null, metadata: [], preamble: [], lines };
  let i = 0;
  while (i < lines.length) {
    const l = lines[i]!;
    const cls = l.cls;
    if (cls.kind === "heading1" && header.titleRaw === null) {
      header.titleRaw = cls.text;
      header.titleLine = l.line;
      i++;
      continue;
    }
    if (cls.kind === "metadata") {
      const entry: MetadataEntry = { key: cls.key, value: cls.value, continuation: [], line: l.line, form: cls.form };
      i++;
      // A key with an empty value can carry its value as the list that follows it.
      while (entry.value.length === 0 && i < lines.length && lines[i]!.cls.kind === "content" && lines[i]!.text.trim().startsWith("- ")) {
        entry.continuation.push(lines[i]!.text);
        i++;
      }
      header.metadata.push(entry);
      continue;
    }
    if (cls.kind === "table-row") {
      // Rows before the first suffix that reads as a metadata table are preamble (as when tried row by row).
      const table = readMetadataTable(lines, i);
      for (; i < table.from; i++) header.preamble.push({ text: lines[i]!.text, line: lines[i]!.line, ...(lines[i]!.file ? { file: lines[i]!.file } : {}) });
      header.metadata.push(...table.entries);
      i = table.next;
      continue;
    }
    header.preamble.push({ text: l.text, line: l.line, ...(l.file ? { file: l.file } : {}) });
    i++;
  }
  return header;
}

/** `| | |` / `|---|---|` / `| **Key** | Value |` rows: a key/value table. */
/**
 * The table starting at `start`: its first row `from` whose rows to the table's end read as a `| **Key** | value |`
 * metadata table (at least two rows, every non-empty, non-separator row a key row), and their entries. Worked out
 * backwards in one pass, so a long table is not re-read from each of its rows. No suffix qualifies: `from` is `next`.
 */
function readMetadataTable(lines: ClassifiedLine[], start: number): { from: number; entries: MetadataEntry[]; next: number } {
  let next = start;
  while (next < lines.length && lines[next]!.cls.kind === "table-row") next++;
  const cellsOf = (l: ClassifiedLine) => (l.cls.kind === "table-row" ? l.cls.cells : []);
  const isData = (l: ClassifiedLine) => !isSeparatorRow(cellsOf(l)) && cellsOf(l).some((c) => c.length > 0);
  const isKeyRow = (l: ClassifiedLine) => {
    const cells = cellsOf(l);
    return cells.length === 2 && cells[0]!.startsWith("**") && cells[0]!.endsWith("**") && cells[0]!.length > 4;
  };
  let from = next;
  let data = 0;
  for (let k = next - 1; k >= start; k--) {
    const l = lines[k]!;
    if (isData(l)) {
      if (!isKeyRow(l)) break;
      data++;
    }
    if (next - k >= 2 && data > 0) from = k;
  }
  const entries = lines
    .slice(from, next)
    .filter(isData)
    .map((r) => ({ key: stripEmphasis(cellsOf(r)[0]!), value: cellsOf(r)[1]!, continuation: [], line: r.line, form: "table" as const }));
  return { from, entries, next };
}

/** Rounds, sections and contributions in document order. A non-round `## ` ends a round. */
function readParts(lines: ClassifiedLine[]): Part[] {
  const parts: Part[] = [];
  let round: Round | null = null;
  let contribution: Contribution | null = null;
  let sink: SourceLine[] | null = null;
  for (const l of lines) {
    const src: SourceLine = { text: l.text, line: l.line, ...(l.file ? { file: l.file } : {}) };
    const cls = l.cls;
    if (cls.kind === "round") {
      round = { number: cls.number, label: cls.label, headingForm: cls.form, line: l.line, intro: [], contributions: [], ...(l.file ? { file: l.file } : {}) };
      parts.push({ type: "round", round });
      contribution = null;
      sink = round.intro;
      continue;
    }
    if (cls.kind === "section" && cls.level === 2) {
      const section = { heading: cls.text, level: 2 as const, kind: sectionKindOf(cls.text), line: l.line, lines: [], ...(l.file ? { file: l.file } : {}) };
      parts.push({ type: "section", section });
      round = null;
      contribution = null;
      sink = section.lines;
      continue;
    }
    if (cls.kind === "agent" && round) {
      contribution = {
        agent: cls.name,
        emoji: cls.emoji,
        role: cls.role,
        note: cls.note,
        judge: cls.judge,
        headingForm: cls.form,
        lines: [],
        line: l.line,
        ...(l.file ? { file: l.file } : {}),
      };
      round.contributions.push(contribution);
      sink = contribution.lines;
      continue;
    }
    sink?.push(src);
  }
  return parts;
}

export interface ParseOptions {
  /** File name, used for the title when the document has no H1. */
  name?: string;
}

/** RFC 0028's parse: total on any input; what is wrong becomes diagnostics. */
export function parseDialogue(markdown: string, options: ParseOptions = {}): ParseResult {
  const { lines: all, openFence } = classifyLines(splitLines(markdown).map((text, i) => ({ text, line: i + 1 })));
  const firstH2 = all.findIndex((l) => l.cls.kind === "round" || (l.cls.kind === "section" && l.cls.level === 2));
  const headerLines = firstH2 < 0 ? all : all.slice(0, firstH2);
  const header = readHeader(headerLines);
  const headed = firstH2 < 0 ? [] : readParts(all.slice(firstH2));
  const panel = readPanel(collectTables(containersOf(header.lines, headed)), header.metadata);
  const parts = splitBoldSpeakers(headed, panel);
  const { dialogue, analysis } = assemble({
    layout: "single-file",
    titleRaw: header.titleRaw,
    // Without an H1 the file name is the best title there is; missing-title still reports it.
    ...(header.titleRaw === null && options.name ? { title: titleFromSlug(options.name) } : {}),
    metadata: header.metadata,
    preamble: header.preamble,
    headerLines: header.lines,
    parts,
  });
  const diagnostics = lintDialogue(dialogue, {
    titleLine: header.titleLine,
    openFences: openFence ? [openFence] : [],
    analysis,
  });
  return { dialogue, diagnostics };
}

export interface Skeleton {
  layout: ParsedDialogue["layout"];
  titleRaw: string | null;
  title?: string | null;
  metadata: MetadataEntry[];
  preamble: SourceLine[];
  headerLines: SourceLine[];
  parts: Part[];
  panel?: ParsedDialogue["panel"];
  roster?: ParsedDialogue["roster"];
}

/** Everything derived from the document's structure: markers, panel, scores, registry. Shared with directories. */
export function assemble(s: Skeleton): { dialogue: ParsedDialogue; analysis: Analysis } {
  const analysis = analyse(s.headerLines, s.parts);
  const { markers, tables, total } = analysis;
  const statusEntry = s.metadata.find((m) => m.key.toLowerCase() === "status") ?? null;
  const dateEntry = s.metadata.find((m) => m.key.toLowerCase() === "date" || m.key.toLowerCase() === "started") ?? null;
  const panel = s.panel && s.panel.length > 0 ? s.panel : readPanel(tables, s.metadata);
  const agents = [...panel.map((p) => p.name), ...s.parts.flatMap((p) => (p.type === "round" ? p.round.contributions.map((c) => c.agent) : []))];
  const registry = readRegistry(tables, analysis.containers, agents);
  linkRegistry(registry.perspectives, markers, "PERSPECTIVE");
  const threads = tensionThreads(markers, registry.tensions, judgeTensionLabels(analysis.containers));
  // Each tracker row lists the markers mapped onto it.
  for (const t of threads) if (t.registry !== null) registry.tensions[t.registry]!.markers = t.events.filter((e) => e.kind === "raised").map((e) => e.marker);
  const scoreboard = readScoreboard(tables);
  const progress = readRoundProgress(
    analysis.containers,
    s.parts.flatMap((p) => (p.type === "round" ? [p.round.number] : [])),
  );
  if (progress.length > 0) scoreboard.progress = progress;
  const dialogue: ParsedDialogue = {
    layout: s.layout,
    title: s.title !== undefined ? s.title : s.titleRaw !== null ? titleOf(s.titleRaw) : null,
    titleRaw: s.titleRaw,
    metadata: s.metadata,
    status: dialogueStatus(statusEntry?.value ?? null),
    statusRaw: statusEntry?.value ?? null,
    date: dateEntry?.value ?? null,
    panel,
    roster: s.roster && s.roster.length > 0 ? s.roster : readRoster(tables, panel),
    preamble: s.preamble,
    parts: s.parts,
    rounds: s.parts.flatMap((p) => (p.type === "round" ? [p.round] : [])),
    markers,
    scoreboard,
    totalAlignment: total?.value ?? null,
    perspectives: registry.perspectives,
    tensions: registry.tensions,
    threads,
    perspectiveThreads: perspectiveThreads(markers, registry.perspectives),
  };
  return { dialogue, analysis };
}
