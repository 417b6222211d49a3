import type { FormatDocument } from "../core/format";

/** A value the spec writes as `true|false`: a boolean when it is one, else the text as written (a template's `true|false`). */
export type GoopFlag = boolean | string | null;
/** `current`/`total` of `<wave>` and `<task>`: numbers when they are digits, else the text as written (`N`, `X`). */
export type GoopCount = number | string | null;

export interface GoopProgress {
  current: GoopCount;
  total: GoopCount;
  line: number;
}

/** An attribute the spec does not name, kept so render writes it back. */
export interface GoopAttribute {
  name: string;
  value: string;
}

export interface GoopFile {
  path: string | null;
  action: string | null;
  text: string;
  line: number;
  attributes: GoopAttribute[];
}

export interface GoopCommit {
  sha: string | null;
  message: string;
  line: number;
  attributes: GoopAttribute[];
}

export interface GoopMemory {
  type: string | null;
  importance: number | string | null;
  text: string;
  line: number;
  attributes: GoopAttribute[];
}

export interface GoopCheck {
  name: string | null;
  passed: GoopFlag;
  text: string;
  line: number;
  attributes: GoopAttribute[];
}

export interface GoopNextAction {
  agent: string | null;
  text: string;
  line: number;
  attributes: GoopAttribute[];
}

export interface GoopHandoff {
  ready: GoopFlag;
  nextAction: GoopNextAction | null;
  /** Null when `<files_to_read>` is absent. */
  filesToRead: string[] | null;
  /** Null when `<blockers>` is absent; the text as written otherwise (`None` stays `None`). */
  blockers: string | null;
  suggestNewSession: GoopFlag;
  nextCommand: string | null;
  line: number;
}

/** An element (or stray text, `#text`; a comment, `#comment`) the spec does not name, kept whole and shown. */
export interface GoopExtra {
  name: string;
  /** The known element it sits in: `goop_report`, `state`, `artifacts`, `handoff`, … */
  parent: string;
  /** Its text content, entities decoded, for search and display. */
  text: string;
  /** The source exactly as written, which render writes back. */
  raw: string;
  line: number;
}

/** A value that stands for one (`COMPLETE|PARTIAL`, `[1-2 sentence summary]`, `current="N"`, `...`). */
export interface GoopPlaceholder {
  field: string;
  value: string;
  line: number;
}

/** Source lines of the single-valued elements, for the review UI's links. */
export type GoopLines = Partial<
  Record<
    | "status"
    | "agent"
    | "taskId"
    | "taskName"
    | "state"
    | "phase"
    | "summary"
    | "artifacts"
    | "memory"
    | "verification"
    | "handoff"
    | "blockers"
    | "nextCommand",
    number
  >
>;

export type GoopContainer = "artifacts" | "files" | "commits" | "memory" | "verification";

export interface GoopReport {
  version: string | null;
  status: string | null;
  agent: string | null;
  taskId: string | null;
  taskName: string | null;
  /** Whether `<state>` is present (the spec requires it even when empty). */
  hasState: boolean;
  /** The optional containers the envelope holds, even empty ones, so render keeps them. */
  containers: GoopContainer[];
  phase: string | null;
  wave: GoopProgress | null;
  task: GoopProgress | null;
  specLocked: GoopFlag;
  interviewComplete: GoopFlag;
  summary: string | null;
  files: GoopFile[];
  commits: GoopCommit[];
  memory: GoopMemory[];
  checks: GoopCheck[];
  /** Null when `<handoff>` is absent. */
  handoff: GoopHandoff | null;
  extra: GoopExtra[];
  /** The envelope is (partly) made of placeholders: a template from a prompt, not a report an agent filled in. */
  template: boolean;
  placeholders: GoopPlaceholder[];
  /** False when the envelope is not well-formed XML (unclosed or stray tags, unquoted or unescaped attributes). */
  wellFormed: boolean;
  /** Whether `</goop_report>` closes it. */
  closed: boolean;
  /** Whether it sits in a fenced code block. */
  fenced: boolean;
  /** Extra attributes on `<goop_report>` itself. */
  attributes: GoopAttribute[];
  line: number;
  endLine: number;
  lines: GoopLines;
}

/** A response read as GoopSpec: how many envelopes, the last one read, and the text around it kept for render. */
export interface GoopspecDocument extends FormatDocument<"goopspec"> {
  envelopes: number;
  report: GoopReport | null;
  /** The text before the last envelope (the response's markdown, earlier envelopes included), untouched by render. */
  before: string;
  /** The text after it (a closing fence, or words that break R6), untouched by render. */
  after: string;
}
