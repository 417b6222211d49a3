import type { DialogueReading } from "./reading/types";
import type { DialogueStatus, MarkerType, RegistryStatus, SectionKind, ThreadStatus } from "./symbols";

export type { Diagnostic, DiagnosticKind, Severity } from "../core/diagnostic";
import type { Diagnostic } from "../core/diagnostic";
export type { DialogueStatus, Dimension, MarkerType, RegistryStatus, SectionKind, ThreadStatus } from "./symbols";

/** Where a marker sits on its line. Canonical markers start their line. */
export type MarkerPosition = "line-start" | "mid-line" | "table-cell" | "heading" | "list-item";

/** One bracket marker such as `[TENSION T01: Strictness vs agent autonomy]`. */
export interface Marker {
  type: MarkerType;
  /** Normalised primary id (`P1` → `P01`); the raw id when it has no P/T + digits shape; null when there is none. */
  id: string | null;
  rawId: string | null;
  /** Every id the marker names, normalised (`[RESOLVED T1/T4]` → T01, T04). */
  refs: string[];
  /** Agent named in an agent-prefixed id (`MUFFIN R1-T01` → Muffin). */
  refAgent: string | null;
  description: string;
  /** Prose after the marker up to the next marker or heading. */
  body: string;
  round: number | null;
  agent: string | null;
  /** 1-based line in the file (or directory file) it came from. */
  line: number;
  file?: string;
  position: MarkerPosition;
  /** Where the bracket starts in its line (UTF-16 index); it ends at `offset + raw.length`. */
  offset: number;
  /** The bracket text exactly as written, `[` … `]`. */
  raw: string;
  /** For an `UNKNOWN` marker, its type as written (`CONSENSUS REACHED`). */
  name?: string;
  /** The heading the marker is the first thing under (`T05: Epic cardinality`), without its `#`s: the section it answers. */
  underHeading?: string;
}

/**
 * A classified line (RFC 0028's eight kinds). `code` marks lines inside fenced code: they are content, always.
 */
export type DialogueLine =
  | { kind: "heading1"; text: string }
  | { kind: "metadata"; key: string; value: string; form: "canonical" | "colon-inside" }
  | { kind: "section"; level: 2 | 3; text: string }
  | { kind: "round"; number: number; label: string; form: RoundHeadingForm }
  | { kind: "agent"; name: string; emoji: string; role: string | null; note: string | null; form: AgentHeadingForm; judge: boolean }
  | { kind: "table-row"; cells: string[]; separator: boolean }
  | { kind: "marker"; markers: Marker[] }
  | { kind: "content"; text: string; code: boolean; fence: "open" | "close" | null };

export type RoundHeadingForm = "canonical" | "bare" | "parenthesised" | "dashed" | "suffix";
export type AgentHeadingForm = "name-first" | "emoji-first" | "judge";

export interface MetadataEntry {
  key: string;
  value: string;
  /** Lines that continue a value written as a list under its key. */
  continuation: string[];
  line: number;
  form: "canonical" | "colon-inside" | "table";
}

export interface PanelMember {
  name: string;
  /** Short ids a transcript may use for the member (`DS` for Distributed Systems Architect). */
  aliases: string[];
  role: string | null;
  tier: string | null;
  relevance: number | null;
  emoji: string;
  judge: boolean;
}

/** One expert of the pool the panel was drawn from (`expert-pool.json`, `## Expert Pool`), and whether they sat on it. */
export interface RosterEntry {
  role: string;
  tier: string | null;
  relevance: number | null;
  /** The panel member who held this role, when one did. */
  name: string | null;
  selected: boolean;
}

/** A source line kept with its number, so nothing the contract does not model is lost. */
export interface SourceLine {
  text: string;
  line: number;
  file?: string;
}

export interface Contribution {
  agent: string;
  emoji: string;
  role: string | null;
  note: string | null;
  judge: boolean;
  /** How the heading was written: an H3, a bold speaker line (`**Ada (API Design)**: …`, kept in `lines`), or null for a directory's file. */
  headingForm: AgentHeadingForm | "bold-speaker" | null;
  /** Markdown of the contribution, without its heading. */
  lines: SourceLine[];
  line: number;
  file?: string;
}

export interface Round {
  number: number;
  label: string;
  /** How the heading was written; null for a directory's rounds, which have no heading. */
  headingForm: RoundHeadingForm | null;
  line: number;
  file?: string;
  /** Directories: the round's panel from its `panel.json`, when it has one. */
  panel?: PanelMember[];
  /** Lines between the round heading and its first contribution. */
  intro: SourceLine[];
  contributions: Contribution[];
}

export interface Section {
  heading: string;
  level: 2 | 3;
  kind: SectionKind | null;
  line: number;
  file?: string;
  lines: SourceLine[];
}

/** The document after its header, in source order: rounds and sections interleave in real dialogues. */
export type Part = { type: "round"; round: Round } | { type: "section"; section: Section };

export interface ScoreRow {
  agent: string;
  wisdom?: number;
  consistency?: number;
  truth?: number;
  relationships?: number;
  /** Per-round columns (`R0`, `R1`, …) when the table has them. */
  rounds?: Record<string, number>;
  total: number | null;
  line: number;
  file?: string;
}

export interface RoundMetrics {
  round: number;
  wisdom?: number;
  consistency?: number;
  truth?: number;
  relationships?: number;
  score?: number;
  cumulative?: number;
  openTensions?: number;
  newPerspectives?: number;
  velocity?: number;
  convergePercent?: number;
  line: number;
}

/** The dialogue's ALIGNMENT after a round, from a line of the file (`R0: 340 → R1: 747`). */
export interface RoundProgress {
  round: number;
  alignment: number;
  line: number;
  file?: string;
}

export type ScoreTableShape = "agent-dimensions" | "agent-rounds" | "round-metrics" | "other";

export interface Scoreboard {
  /** From the last per-agent table with a non-zero total. */
  agents: ScoreRow[];
  rounds: RoundMetrics[];
  tables: { shape: ScoreTableShape; header: string[]; line: number; file?: string }[];
  /** The dialogue's ALIGNMENT by round from the Judge's score lines; absent when no line records it. */
  progress?: RoundProgress[];
}

export interface RegistryEntry {
  /** The row's identity: `T01`, `T1-M`, `MACARON-T01`, `CROISSANT R1-T01`. */
  id: string;
  rawId: string;
  /** The agent's own id inside an agent- or round-scoped id (`MACARON-T01` → T01), else null. */
  localId: string | null;
  label: string;
  /** The first agent the row names (Raised / Agent cell, or the id's agent prefix). */
  agent: string | null;
  /** Every agent the row names: `🧁 Muffin, 🧁 Scone` → Muffin, Scone. */
  agents: string[];
  /** The row says the whole panel, or several agents it does not name, raised it (`R0 (all)`, `Multiple R1`). */
  allAgents: boolean;
  round: number | null;
  status: RegistryStatus;
  statusRaw: string;
  /** Indexes into `markers` of the PERSPECTIVE / TENSION markers that raised this id (same agent when the row names one). */
  markers: number[];
  line: number;
  file?: string;
}

export interface DirectoryFileInfo {
  path: string;
  /** `recorded`: the dialogue's recorded summary file, read together with the directory. */
  role: "contribution" | "prompt" | "summary" | "scoreboard" | "tensions" | "verdict" | "panel" | "pool" | "recorded" | "other";
  round: number | null;
  agent: string | null;
}

export interface ParsedDialogue {
  layout: "single-file" | "directory";
  title: string | null;
  /** The H1 as written, with its prefix. */
  titleRaw: string | null;
  metadata: MetadataEntry[];
  status: DialogueStatus;
  statusRaw: string | null;
  date: string | null;
  panel: PanelMember[];
  /** The expert pool, each entry marked selected when a panel member held its role; empty without a pool. */
  roster: RosterEntry[];
  /** Lines between the header and the first `##`, which the contract does not model. */
  preamble: SourceLine[];
  parts: Part[];
  rounds: Round[];
  markers: Marker[];
  scoreboard: Scoreboard;
  totalAlignment: number | null;
  perspectives: RegistryEntry[];
  tensions: RegistryEntry[];
  /** Every tension followed across rounds, from markers and the tracker. */
  threads: Thread[];
  /** Every perspective followed across rounds, from markers and the Perspectives Inventory. */
  perspectiveThreads: Thread[];
  /** Directories only: every file and what the contract took it for. Prompts are kept here, never as contributions. */
  files?: DirectoryFileInfo[];
  /** What the dialogue says as a careful reader reads it (GOLD.md): status, rounds, agents, scores, tensions. */
  reading: DialogueReading;
}

export interface ParseResult {
  dialogue: ParsedDialogue;
  diagnostics: Diagnostic[];
}

export interface DirectoryFile {
  path: string;
  content: string;
}

export type ThreadEventKind = "raised" | "refined" | "conceded" | "acknowledged" | "resolved" | "confirmed" | "challenged" | "referenced";

export interface ThreadEvent {
  kind: ThreadEventKind;
  /** Index into the dialogue's markers. */
  marker: number;
  round: number | null;
  agent: string | null;
}

/** One tension or perspective followed across rounds: who raised it, who built on it or conceded, who resolved it. */
export interface Thread {
  /** The tracker row's id; a marker's id, scoped by agent (`MUFFIN-T01`) where agents number independently. */
  id: string;
  label: string;
  agent: string | null;
  round: number | null;
  /** Final status: the tracker's, upgraded by a later RESOLVED marker; `untracked` when no tracker row could be matched. */
  status: ThreadStatus;
  /** What the tracker row said, before markers upgraded it; null without a row. */
  trackerStatus: RegistryStatus | null;
  statusRaw: string | null;
  /** Index into the dialogue's registry of this kind (Tensions Tracker, Perspectives Inventory), when a row matches. */
  registry: number | null;
  events: ThreadEvent[];
  /** Where the Judge recorded a tension that is no Tensions Tracker row (a closing table, a `### Tension 2` heading). */
  line?: number;
  file?: string;
}

export interface ScoreValue {
  agent: string;
  /** null: the dialogue's overall scoreboard; a number: that round's column. */
  round: number | null;
  dimension: "wisdom" | "consistency" | "truth" | "relationships" | "total";
  value: number;
}
