import type { FormatDocument } from "../core/format";
import type { AcorMessageType } from "./symbols";

export type { AcorMessageType } from "./symbols";

/** The fenced block of an `## Output Data` message. */
export interface AcorData {
  /** The fence's info string, lower-cased (`json`, `yaml`, `markdown`); "" when the fence names none. */
  language: string;
  /** The block's text as written. */
  text: string;
  /** The parsed value for valid JSON; null otherwise (YAML is only checked, not built). */
  value: unknown;
  /** Whether the text parses as its declared language; null when the language is not one we check (JSON, YAML). */
  valid: boolean | null;
  line: number;
}

/** One item of an `## Output Files` list: `` - `path` - description ``. */
export interface AcorFile {
  path: string;
  description: string | null;
  line: number;
}

/** One alternative of an `## Input Needed` written as `**Option A - Use config file:**` and a command block. */
export interface AcorOption {
  label: string;
  title: string | null;
  command: string;
  line: number;
}

/** One bullet of a Suggestions or AI Directive list, with the first inline command it names. */
export interface AcorItem {
  text: string;
  command: string | null;
  line: number;
}

/** One `## ` message of a transcript. Fields beyond `body` are present only on the types they belong to. */
export interface AcorMessage {
  type: AcorMessageType;
  /** The text after the type (`Ready`, `50%`, `File Not Found`); null when the header has none. For `unknown`, the whole heading. */
  title: string | null;
  /** 1-based line of the header. */
  line: number;
  /** The lines under the header up to the next message, without leading and trailing blank lines. */
  body: string;
  /** Error, Input Needed, Suggestions, AI Directive, Output Files: the prose before the first block, list item or label. */
  intro?: string;
  /** Progress only: the percentage read from the title; null when unreadable. */
  percent?: number | null;
  /** Output Data only: its fenced block; null when there is none. */
  data?: AcorData | null;
  /** Output Files only. */
  files?: AcorFile[];
  /** Error only: the `**Details**:` and `**Recovery**:` texts, when given. */
  details?: string;
  recovery?: string;
  /** Input Needed only: command blocks (option blocks included, an Example block not), their texts, the example, the options. */
  commands?: number;
  commandTexts?: string[];
  example?: string | null;
  options?: AcorOption[];
  /** Suggestions and AI Directive: the bullet list as actions. */
  items?: AcorItem[];
}

/** A `## Session: id` and the checkpoints saved under it (id null when a checkpoint comes before any session). */
export interface AcorSession {
  id: string | null;
  line: number;
  checkpoints: { name: string | null; line: number }[];
}

/** An ACOR tool transcript read into messages. */
export interface AcorDocument extends FormatDocument<"acor"> {
  messages: AcorMessage[];
  /** The title of the last Status message, or null when there is none. */
  finalStatus: string | null;
  sessions: AcorSession[];
  /** Text before the first message, kept as written (trimmed of blank lines). */
  preamble: string;
}
