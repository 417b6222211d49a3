import type { AuditFinding, AuditRule } from "./audit";
import type { DocumentProjection } from "./projection";
import type { Diagnostic, DiagnosticKind, Severity } from "./diagnostic";

/**
 * The shape every document format takes (dialogue, A52 response, GoopSpec report, ACOR transcript).
 * A format is pure: text in, a typed document with its diagnostics out, canonical text back. It never throws on input.
 */
/** The kind a registered format names itself by (`dialogue`, `a52`, `goopspec`, `acor`, …); the registry is the list. */
export type DocumentKind = string;

/**
 * What a format's documents are called and what they can say: every list of kinds, statuses, search types and boards
 * in the app is derived from these, so a format describes itself once, here, and is registered in one place.
 */
export interface FormatVocabulary {
  /** Each kind storage keeps for this format (its own kind, and sub-kinds such as `a52-session`), with a reader's name. */
  storedKinds: Readonly<Record<string, string>>;
  /** The statuses the index shows for its documents, in the order a filter offers them. */
  statuses: readonly string[];
  /** Those of its statuses that ask a reviewer's attention (a blocked report, a failed run). */
  attention: readonly string[];
  /** The search entry types its projection makes (the dialogue's are its markers), in the order facets show them. */
  entryTypes: readonly string[];
  /** The statuses its search entries carry. */
  entryStatuses: readonly string[];
  /** A board that reads one folder of its documents together, with the board's title; none when absent. */
  board?: { title: string };
}

/** One row of a format's closed table of diagnostic codes. `format` codes are fixed by `render`; `content` codes survive it. */
export interface FormatRule {
  severity: Severity;
  kind: DiagnosticKind;
  /** What the rule checks, for the specification. */
  summary: string;
  hint: string;
}

/** Every parsed document names its kind and carries its diagnostics, so one JSON line says what it is and what is wrong. */
export interface FormatDocument<K extends DocumentKind = DocumentKind> {
  kind: K;
  diagnostics: Diagnostic[];
}

export interface FormatContract<D extends FormatDocument = FormatDocument> {
  kind: D["kind"];
  /** A reader's name for the kind, e.g. "A52 response". */
  label: string;
  /**
   * How strongly the text looks like this format, 0 (not at all) to 1 (certain), from content alone.
   * The registry picks the highest; ties go to the earlier format in the registry.
   */
  detect(text: string): number;
  /** Total: every string gives a document, never an exception. */
  parse(text: string): D;
  /** Canonical text; `parse(render(d))` has no `format` diagnostic and the same facts; render is idempotent. */
  render(doc: D): string;
  /** The format's specification in markdown, generated from its closed tables. */
  spec(): string;
  /** How storage keeps the document (title, status, rounds, search entries); the dialogue has its own richer path. */
  project?(doc: D): DocumentProjection;
  /** What the app calls its documents and what they can say (statuses, search types, a board). */
  vocabulary: FormatVocabulary;
  /**
   * What the document claims against what it delivers (docs/audit.md): findings in the audit's shared shape. It is given
   * the text `doc` was parsed from, so evidence quotes the lines exactly. The dialogue has its own richer path (its
   * convergence audit reads the whole reading); none when the format has no audit.
   */
  audit?(doc: D, source: string): AuditFinding[];
  /**
   * The model, agent or tool the document names (the subject its findings carry as `agent`), so a document with no
   * finding is counted under its subject too; null when it names none (never guessed).
   */
  auditSubject?(doc: D): string | null;
  /** The rules `audit` can fire, in the order pages list them; codes are unique across formats. */
  auditRules?: readonly AuditRule[];
  /** The closed table of this format's diagnostic codes (codes are unique across formats: `a52-…`, `goop-…`, `acor-…`). */
  rules: Readonly<Record<string, FormatRule>>;
}

/** Builds a diagnostic from a format's table: severity, kind and hint come from the rule, never from the call site. */
export function ruleDiagnostic<R extends Readonly<Record<string, FormatRule>>>(
  rules: R,
  code: keyof R & string,
  line: number,
  message: string,
  options: { file?: string; severity?: Severity } = {},
): Diagnostic {
  const rule = rules[code]!;
  return {
    code,
    severity: options.severity ?? rule.severity,
    kind: rule.kind,
    line,
    ...(options.file !== undefined ? { file: options.file } : {}),
    message,
    hint: rule.hint,
  };
}
