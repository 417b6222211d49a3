import { classifyLines } from "./walk";
import { diagnostic } from "./rules";
import { lintDialogue } from "./lint";
import { assemble, parseDialogue } from "./parse";
import { markSelected } from "./panel";
import { AGENT_EMOJI, DIALOGUE_FILE_SUFFIXES, DIRECTORY_NON_AGENT_FILES, DIRECTORY_SUMMARY_SUFFIX, JUDGE_EMOJI, ROUND_SEGMENT_PREFIX } from "./symbols";
import { baseName, capitalise, isDigits, splitLines, titleFromSlug } from "../core/text";
import type {
  Contribution,
  Diagnostic,
  DirectoryFile,
  DirectoryFileInfo,
  MetadataEntry,
  PanelMember,
  Part,
  ParseResult,
  Round,
  RosterEntry,
  Section,
  SourceLine,
} from "./types";

export interface DirectoryOptions {
  /** The directory's name (`2026-03-11T1341Z-jira-cloud-integration-for-blue`), for the title. */
  name?: string;
}

function sourceLines(file: DirectoryFile): SourceLine[] {
  return splitLines(file.content).map((text, i) => ({ text, line: i + 1, file: file.path }));
}

/** `round-3` → 3 and `round-3.summary.md` → 3; anything else → null. */
export function roundSegmentNumber(segment: string): number | null {
  if (!segment.startsWith(ROUND_SEGMENT_PREFIX)) return null;
  let rest = segment.slice(ROUND_SEGMENT_PREFIX.length);
  if (rest.endsWith(DIRECTORY_SUMMARY_SUFFIX)) rest = rest.slice(0, -DIRECTORY_SUMMARY_SUFFIX.length);
  return isDigits(rest) ? Number(rest) : null;
}

/** What a file of a round-scoped directory (RFC 0033) is. */
export function classifyDirectoryFile(path: string): DirectoryFileInfo {
  const parts = path.split("/").filter((p) => p.length > 0);
  const name = baseName(path);
  const lower = name.toLowerCase();
  const topRound = parts.length === 1 ? roundSegmentNumber(name) : null;
  if (topRound !== null) return { path, role: "summary", round: topRound, agent: null };
  // The dialogue's recorded summary (`<timestamp-slug>.dialogue.recorded.md`) filed beside its directory: one dialogue, two sources.
  if (parts.length === 1 && DIALOGUE_FILE_SUFFIXES.some((s) => lower.endsWith(s))) return { path, role: "recorded", round: null, agent: null };
  const round = parts.length === 2 ? roundSegmentNumber(parts[0]!) : null;
  if (lower.endsWith(".prompt.md")) return { path, role: "prompt", round, agent: capitalise(name.slice(0, -".prompt.md".length)) };
  if (lower === "panel.json") return { path, role: "panel", round, agent: null };
  if (lower.endsWith("pool.json")) return { path, role: "pool", round, agent: null };
  if (!lower.endsWith(".md")) return { path, role: "other", round, agent: null };
  const stem = lower.slice(0, -".md".length);
  if (round !== null) {
    if (stem === "summary") return { path, role: "summary", round, agent: null };
    if ((DIRECTORY_NON_AGENT_FILES as readonly string[]).includes(stem))
      return { path, role: stem === "scoreboard" ? "scoreboard" : "other", round, agent: null };
    return { path, role: "contribution", round, agent: capitalise(name.slice(0, -".md".length)) };
  }
  if (stem === "scoreboard") return { path, role: "scoreboard", round: null, agent: null };
  if (stem === "tensions") return { path, role: "tensions", round: null, agent: null };
  if (stem === "verdict") return { path, role: "verdict", round: null, agent: null };
  return { path, role: "other", round: null, agent: null };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function asObject(v: Json | undefined): { [key: string]: Json } | null {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? v : null;
}

const text = (v: Json | undefined): string | null => (typeof v === "string" ? v : null);
const num = (v: Json | undefined): number | null => (typeof v === "number" ? v : null);

/** Panel members from all three `panel.json` shapes: `{agents:[…]}`, `{panel:[…]}`, or a bare array. */
function panelFromJson(value: Json): PanelMember[] | null {
  const root = asObject(value);
  const list = Array.isArray(value) ? value : root && Array.isArray(root.agents) ? root.agents : root && Array.isArray(root.panel) ? root.panel : null;
  if (!list) return null;
  return list.flatMap((item) => {
    const o = asObject(item);
    const name = o ? text(o.name) : null;
    if (!o || !name) return [];
    const tier = text(o.tier);
    return [
      {
        name: capitalise(name),
        aliases: [],
        role: text(o.role),
        tier: tier ? capitalise(tier) : null,
        relevance: num(o.relevance),
        emoji: text(o.emoji) ?? AGENT_EMOJI,
        judge: false,
      },
    ];
  });
}

/** `expert-pool.json`: `{domain, question, experts: [{role, tier, relevance}]}` → header fields and the pool. */
function poolFromJson(value: Json): { metadata: MetadataEntry[]; pool: Omit<RosterEntry, "name" | "selected">[] } | null {
  const root = asObject(value);
  if (!root || !Array.isArray(root.experts)) return null;
  const metadata: MetadataEntry[] = [];
  for (const key of ["domain", "question"] as const) {
    const v = text(root[key]);
    if (v) metadata.push({ key: capitalise(key), value: v, continuation: [], line: 1, form: "canonical" });
  }
  const pool = root.experts.flatMap((item) => {
    const o = asObject(item);
    const role = o ? text(o.role) : null;
    if (!o || !role) return [];
    const tier = text(o.tier);
    return [{ role, tier: tier ? capitalise(tier) : null, relevance: num(o.relevance) }];
  });
  return { metadata, pool };
}

/**
 * An expert pool read on its own (a copy filed beside the dialogue directories, not inside one): its domain and how
 * many experts it names, or null when the text is no pool. A pool belongs to its dialogue's directory, so it is
 * described, not imported.
 */
export function readExpertPool(content: string): { domain: string | null; experts: number } | null {
  const parsed = parseJson(content);
  const read = parsed.ok ? poolFromJson(parsed.value) : null;
  if (!read || read.pool.length === 0) return null;
  return { domain: read.metadata.find((m) => m.key === "Domain")?.value ?? null, experts: read.pool.length };
}

function parseJson(content: string): { ok: true; value: Json } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(content) as Json };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

interface Recorded {
  path: string;
  titleRaw: string | null;
  metadata: MetadataEntry[];
  panel: PanelMember[];
  sections: Section[];
  rounds: Round[];
  openFences: SourceLine[];
}

/** Every line of a part, marked as coming from `file`. */
function inFile(lines: SourceLine[], file: string): SourceLine[] {
  return lines.map((l) => ({ text: l.text, line: l.line, file }));
}

/** The recorded summary read as the single file it is, each part marked with its file. */
function readRecorded(file: DirectoryFile): Recorded {
  const { dialogue: d } = parseDialogue(file.content, { name: file.path });
  const sections: Section[] = [];
  const rounds: Round[] = [];
  for (const part of d.parts) {
    if (part.type === "section") sections.push({ ...part.section, file: file.path, lines: inFile(part.section.lines, file.path) });
    else {
      const r = part.round;
      rounds.push({
        ...r,
        file: file.path,
        intro: inFile(r.intro, file.path),
        contributions: r.contributions.map((c) => ({ ...c, file: file.path, lines: inFile(c.lines, file.path) })),
      });
    }
  }
  const fence = classifyLines(sourceLines(file)).openFence;
  return { path: file.path, titleRaw: d.titleRaw, metadata: d.metadata, panel: d.panel, sections, rounds, openFences: fence ? [fence] : [] };
}

/** RFC 0033 round-scoped dialogues: one dialogue from `round-N/<agent>.md`, summaries, JSON and the Judge's files. */
export function parseDirectory(files: DirectoryFile[], options: DirectoryOptions = {}): ParseResult {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const infos = sorted.map((f) => classifyDirectoryFile(f.path));
  const diagnostics: Diagnostic[] = [];
  const metadata: MetadataEntry[] = [];
  const panel: PanelMember[] = [];
  const pool: Omit<RosterEntry, "name" | "selected">[] = [];
  const rounds = new Map<number, Round>();
  const roundOf = (n: number): Round => {
    let r = rounds.get(n);
    if (!r) {
      r = { number: n, label: "", headingForm: null, line: 1, intro: [], contributions: [] };
      rounds.set(n, r);
    }
    return r;
  };
  const before: Section[] = [];
  const after: Section[] = [];
  const judgeBlocks = new Map<number, Contribution[]>();
  const openFences: SourceLine[] = [];
  let recorded: Recorded | null = null;

  sorted.forEach((file, i) => {
    const info = infos[i]!;
    if (info.round !== null) roundOf(info.round);
    if (info.role === "panel" || info.role === "pool") {
      const parsed = parseJson(file.content);
      const read = parsed.ok ? (info.role === "panel" ? panelFromJson(parsed.value) : poolFromJson(parsed.value)) : null;
      if (!read) {
        diagnostics.push(diagnostic("json-invalid", 1, parsed.ok ? "Not a known shape." : parsed.error, { file: file.path }));
        return;
      }
      if (Array.isArray(read)) {
        for (const m of read) if (!panel.some((p) => p.name === m.name)) panel.push(m);
        if (info.round !== null) roundOf(info.round).panel = read;
      } else if (info.round === null && metadata.length === 0) {
        metadata.push(...read.metadata);
        pool.push(...read.pool);
      }
      return;
    }
    if (info.role === "recorded") {
      recorded = readRecorded(file);
      return;
    }
    if (!file.path.toLowerCase().endsWith(".md") || info.role === "prompt") return;
    const lines = sourceLines(file);
    const open = classifyLines(lines).openFence;
    if (open) openFences.push(open);
    if (info.role === "contribution" && info.round !== null) {
      roundOf(info.round).contributions.push({
        agent: info.agent!,
        emoji: AGENT_EMOJI,
        role: null,
        note: null,
        judge: false,
        headingForm: null,
        lines,
        line: 1,
        file: file.path,
      });
      return;
    }
    if (info.round !== null) {
      const note = info.role === "summary" ? `Judge: Round ${info.round} Summary` : `Judge: ${file.path}`;
      const block: Contribution = { agent: "Judge", emoji: JUDGE_EMOJI, role: null, note, judge: true, headingForm: null, lines, line: 1, file: file.path };
      judgeBlocks.set(info.round, [...(judgeBlocks.get(info.round) ?? []), block]);
      return;
    }
    const section = (heading: string, kind: Section["kind"]): Section => ({ heading, level: 2, kind, line: 1, file: file.path, lines });
    if (info.role === "scoreboard") before.push(section("Alignment Scoreboard", "scoreboard"));
    else if (info.role === "tensions") before.push(section("Tensions Tracker", "tensions"));
    else if (info.role === "verdict") after.push(section("Verdict", null));
    else after.push(section(baseName(file.path).slice(0, -".md".length), null));
  });

  // The recorded summary: its rounds' Judge synthesis joins the directory's rounds; its header, panel and tracker
  // come after the directory's own, so they are the dialogue's final word.
  const summary = recorded as Recorded | null;
  if (summary) {
    for (const r of summary.rounds) {
      roundOf(r.number);
      const intro: Contribution[] = r.intro.some((l) => l.text.trim().length > 0)
        ? [
            {
              agent: "Judge",
              emoji: JUDGE_EMOJI,
              role: null,
              note: `Judge: Round ${r.number} (recorded summary)`,
              judge: true,
              headingForm: null,
              lines: r.intro,
              line: r.line,
              file: summary.path,
            },
          ]
        : [];
      judgeBlocks.set(r.number, [...(judgeBlocks.get(r.number) ?? []), ...intro, ...r.contributions]);
    }
    for (const m of summary.panel) if (!panel.some((p) => p.name.toLowerCase() === m.name.toLowerCase())) panel.push(m);
    if (summary.metadata.length > 0) metadata.splice(0, metadata.length, ...summary.metadata);
    openFences.push(...summary.openFences);
  }
  const ordered = [...rounds.values()].sort((a, b) => a.number - b.number);
  for (const r of ordered) {
    r.contributions.sort((a, b) => a.agent.localeCompare(b.agent));
    r.contributions.push(...(judgeBlocks.get(r.number) ?? []));
  }
  const parts: Part[] = [
    ...before.map((section) => ({ type: "section" as const, section })),
    // The summary's header sections after the directory's own tracker and scoreboard, before the rounds: as in the file.
    ...(summary?.sections ?? []).map((section) => ({ type: "section" as const, section })),
    ...ordered.map((round) => ({ type: "round" as const, round })),
    ...after.map((section) => ({ type: "section" as const, section })),
  ];
  const { dialogue, analysis } = assemble({
    layout: "directory",
    titleRaw: summary?.titleRaw ?? null,
    ...(summary?.titleRaw ? {} : { title: options.name ? titleFromSlug(options.name) : null }),
    metadata,
    preamble: [],
    headerLines: [],
    parts,
    panel,
    roster: markSelected(pool, panel),
    files: sorted,
    fileInfos: infos,
  });
  diagnostics.push(...lintDialogue(dialogue, { titleLine: null, openFences, analysis }));
  return { dialogue, diagnostics };
}
