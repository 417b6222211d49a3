/**
 * The canonical envelope: the spec's element order, a version, double-quoted escaped attributes, two-space indentation.
 * The markdown before the envelope and whatever follows it are written back untouched.
 */
import { escapeAttribute, escapeText } from "./scan";
import { ENVELOPE, SPEC_VERSION } from "./rules";
import type { GoopAttribute, GoopContainer, GoopFlag, GoopProgress, GoopReport, GoopspecDocument } from "./types";

/** A line of output; `verbatim` lines (continuations of an extra element as written) take no added indentation. */
interface Out {
  text: string;
  verbatim: boolean;
}

/** Attributes in the order they are written (string keys keep their insertion order). */
type Attrs = Record<string, string | number | null>;

class Writer {
  readonly out: Out[] = [];
  constructor(private readonly extra: GoopReport["extra"]) {}

  line(depth: number, text: string) {
    this.out.push({ text: text === "" ? "" : "  ".repeat(depth) + text, verbatim: false });
  }

  blank() {
    if (this.out.length > 1 && this.out[this.out.length - 1]!.text !== "") this.out.push({ text: "", verbatim: false });
  }

  /** `<name a="…">text</name>`, the text on its own lines when it has several. */
  text(depth: number, name: string, value: string | null, attrs: Attrs = {}, more: GoopAttribute[] = []) {
    if (value === null) return;
    const open = `<${name}${attributes(attrs, more)}>`;
    const lines = value.split("\n");
    if (lines.length === 1) return this.line(depth, `${open}${escapeText(value)}</${name}>`);
    this.line(depth, open);
    for (const l of lines) this.line(depth + 1, escapeText(l));
    this.line(depth, `</${name}>`);
  }

  flag(depth: number, name: string, value: GoopFlag) {
    this.text(depth, name, flagText(value));
  }

  hasExtras(parent: string) {
    return this.extra.some((e) => e.parent === parent);
  }

  /** The extras kept in `parent`, in the order they were read: elements as written, stray text escaped. */
  extras(depth: number, parent: string) {
    for (const e of this.extra) {
      if (e.parent !== parent) continue;
      if (e.name === "#text") {
        for (const l of e.text.split("\n")) this.line(depth, escapeText(l));
        continue;
      }
      const [first, ...rest] = e.raw.split("\n");
      this.line(depth, first!);
      for (const l of rest) this.out.push({ text: l, verbatim: true });
    }
  }

  /** A container: written when it was present or holds something. */
  container(depth: number, name: string, present: boolean, body: () => void, attrs: Attrs = {}) {
    if (!present && !this.hasExtras(name)) return;
    const mark = this.out.length;
    this.line(depth, `<${name}${attributes(attrs, [])}>`);
    body();
    this.extras(depth + 1, name);
    if (this.out.length === mark + 1) {
      this.out[mark] = { text: `${"  ".repeat(depth)}<${name}${attributes(attrs, [])}/>`, verbatim: false };
      return;
    }
    this.line(depth, `</${name}>`);
  }

  progress(depth: number, name: string, p: GoopProgress | null) {
    if (!p) return;
    const attrs: Attrs = { current: p.current, total: p.total };
    if (!this.hasExtras(name)) return this.line(depth, `<${name}${attributes(attrs, [])}/>`);
    this.container(depth, name, true, () => {}, attrs);
  }
}

function attributes(attrs: Attrs, more: GoopAttribute[]): string {
  let s = "";
  for (const [name, value] of Object.entries(attrs)) if (value !== null) s += ` ${name}="${escapeAttribute(String(value))}"`;
  for (const a of more) s += ` ${a.name}="${escapeAttribute(a.value)}"`;
  return s;
}

const flagText = (value: GoopFlag): string | null => (value === null ? null : typeof value === "boolean" ? String(value) : value);

/** The envelope's lines, without the indentation of the line it starts on. */
export function envelopeLines(report: GoopReport): Out[] {
  const w = new Writer(report.extra);
  w.line(0, `<${ENVELOPE}${attributes({ version: report.version ?? SPEC_VERSION }, report.attributes)}>`);
  w.text(1, "status", report.status);
  w.text(1, "agent", report.agent);
  w.text(1, "task_id", report.taskId);
  w.text(1, "task_name", report.taskName);
  w.blank();
  w.container(1, "state", report.hasState, () => {
    w.text(2, "phase", report.phase);
    w.progress(2, "wave", report.wave);
    w.progress(2, "task", report.task);
    w.flag(2, "spec_locked", report.specLocked);
    w.flag(2, "interview_complete", report.interviewComplete);
  });
  w.blank();
  w.text(1, "summary", report.summary);
  w.blank();
  const has = (name: GoopContainer, items: number) => items > 0 || report.containers.includes(name);
  /** A container of one element a row (`<files>` of `<file>`), written when it has rows or was present. */
  const list = <T>(depth: number, name: GoopContainer, item: string, rows: readonly T[], row: (r: T) => [string, Attrs, GoopAttribute[]]) =>
    w.container(depth, name, has(name, rows.length), () => {
      for (const r of rows) w.text(depth + 1, item, ...row(r));
    });
  w.container(1, "artifacts", has("artifacts", report.files.length + report.commits.length), () => {
    list(2, "files", "file", report.files, (f) => [f.text, { path: f.path, action: f.action }, f.attributes]);
    list(2, "commits", "commit", report.commits, (c) => [c.message, { sha: c.sha }, c.attributes]);
  });
  w.blank();
  list(1, "memory", "saved", report.memory, (m) => [m.text, { type: m.type, importance: m.importance }, m.attributes]);
  w.blank();
  list(1, "verification", "check", report.checks, (c) => [c.text, { name: c.name, passed: flagText(c.passed) }, c.attributes]);
  w.blank();
  const h = report.handoff;
  w.container(1, "handoff", h !== null, () => {
    if (!h) return;
    w.flag(2, "ready", h.ready);
    if (h.nextAction) w.text(2, "next_action", h.nextAction.text, { agent: h.nextAction.agent }, h.nextAction.attributes);
    w.container(2, "files_to_read", h.filesToRead !== null, () => {
      for (const f of h.filesToRead ?? []) w.text(3, "file", f);
    });
    w.text(2, "blockers", h.blockers);
    w.flag(2, "suggest_new_session", h.suggestNewSession);
    w.text(2, "next_command", h.nextCommand);
  });
  // Extras go last in their parent: a duplicate written before the original would be read as the original.
  w.blank();
  w.extras(1, ENVELOPE);
  while (w.out.length > 0 && w.out[w.out.length - 1]!.text === "") w.out.pop();
  w.line(0, `</${ENVELOPE}>`);
  return w.out;
}

/** The response with its last envelope written canonically; a text without an envelope comes back as it was. */
export function renderGoopspec(doc: GoopspecDocument): string {
  if (!doc.report) return doc.before + doc.after;
  const lastLine = doc.before.slice(doc.before.lastIndexOf("\n") + 1);
  const indent = lastLine.trim() === "" ? lastLine : "";
  const body = envelopeLines(doc.report)
    .map((l, i) => (i === 0 || l.verbatim || l.text === "" ? l.text : indent + l.text))
    .join("\n");
  const after = !doc.report.closed && doc.after !== "" && !doc.after.startsWith("\n") ? `\n${doc.after}` : doc.after;
  return doc.before + body + after;
}
