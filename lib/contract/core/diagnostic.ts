/** A finding about a document, shaped like a vfile message: code, place, severity and hint as data. */
export type Severity = "error" | "warning" | "info";
/** `format`: how it is written, fixed by canonical rendering. `content`: what was said; it survives rendering. */
export type DiagnosticKind = "format" | "content";

export interface Diagnostic {
  code: string;
  severity: Severity;
  kind: DiagnosticKind;
  line: number;
  file?: string;
  message: string;
  hint: string;
}

/** Compiler-style line: `path:line: severity code: message (hint)`. */
export function formatDiagnostic(d: Diagnostic, path: string): string {
  const where = d.file ? `${path}/${d.file}` : path;
  return `${where}:${d.line}: ${d.severity} ${d.code}: ${d.message} (${d.hint})`;
}

const SEVERITY_ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => (a.file ?? "").localeCompare(b.file ?? "") || a.line - b.line || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
