/** Reads the last envelope of a response into a GoopReport, recording what it could not read cleanly as diagnostics. */
import { sortDiagnostics } from "../core/diagnostic";
import { ruleDiagnostic } from "../core/format";
import type { Diagnostic } from "../core/diagnostic";
import { closingFenceAfter, locateEnvelopes } from "./locate";
import { checkRules } from "./lint";
import { LineIndex, decodeEntities, hasUnescaped, isNameStart, scanElement, type ScanElement, type ScanIssue, type ScanNode } from "./scan";
import { ATTRIBUTES, CHILD_ORDER, GOOP_RULES, LISTS, type Container, type GoopCode } from "./rules";
import type { GoopAttribute, GoopExtra, GoopHandoff, GoopLines, GoopPlaceholder, GoopProgress, GoopReport, GoopspecDocument } from "./types";
import { bracketPlaceholder, isAlternation, isBlank, isElision, layoutText, readCount, readDecimal, readFlag } from "./values";

interface Picked {
  one: Map<string, ScanElement>;
  items: ScanElement[];
}

/** One reading of one envelope: the text, its line index and what has been found so far. */
class EnvelopeReader {
  readonly diagnostics: Diagnostic[] = [];
  readonly placeholders: GoopPlaceholder[] = [];
  readonly extra: GoopExtra[] = [];
  private readonly extraRanges: [number, number][] = [];
  private readonly seen = new Set<string>();
  private readonly perCode = new Map<string, number>();
  /** The scanner's issues by offset, so the issues inside an element are found by binary search, not by a scan. */
  private readonly issuesByOffset: ScanIssue[];
  constructor(
    readonly text: string,
    readonly lines: LineIndex,
    scanIssues: ScanIssue[],
  ) {
    this.issuesByOffset = [...scanIssues].sort((a, b) => a.at - b.at);
  }

  /** Records a finding once; past `PER_CODE_LIMIT` of one code, one closing finding counts the rest. */
  diag(code: GoopCode, line: number, message: string) {
    const n = this.perCode.get(code) ?? 0;
    // Past the limit only the count matters (repeats included), and building keys for a huge paste is what costs.
    if (n >= PER_CODE_LIMIT) {
      this.perCode.set(code, n + 1);
      return;
    }
    const key = `${code}\u0000${line}\u0000${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.perCode.set(code, n + 1);
    this.diagnostics.push(ruleDiagnostic(GOOP_RULES, code, line, message));
  }

  /** The closing findings for codes past the limit. */
  closeLimits() {
    for (const [code, n] of this.perCode) {
      if (n <= PER_CODE_LIMIT) continue;
      const last = this.diagnostics.filter((d) => d.code === code).pop()!;
      this.diagnostics.push(
        ruleDiagnostic(GOOP_RULES, code as GoopCode, last.line, `About ${n - PER_CODE_LIMIT} more like this after line ${last.line}, not listed one by one.`),
      );
    }
  }

  /** Index of the first issue at or after `offset`. */
  private firstIssueAt(offset: number): number {
    let lo = 0;
    let hi = this.issuesByOffset.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.issuesByOffset[mid]!.at < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private brokenWithin(from: number, to: number): boolean {
    for (let i = this.firstIssueAt(from); i < this.issuesByOffset.length && this.issuesByOffset[i]!.at < to; i++)
      if (this.issuesByOffset[i]!.problem !== "unescaped") return true;
    return false;
  }

  private insideExtra(at: number): boolean {
    // Extras are disjoint ranges, sorted by `issues()` before it asks.
    let lo = 0;
    let hi = this.extraRanges.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const [from, to] = this.extraRanges[mid]!;
      if (at < from) hi = mid - 1;
      else if (at >= to) lo = mid + 1;
      else return true;
    }
    return false;
  }

  line(el: { start: number }): number {
    return this.lines.lineAt(el.start);
  }

  placeholder(field: string, value: string, line: number) {
    this.placeholders.push({ field, value, line });
  }

  /** The children of a known element, sorted into the ones the spec names and the extras kept beside them. */
  pick(container: ScanElement, kind: Container): Picked {
    const allowed: readonly string[] = CHILD_ORDER[kind];
    const picked: Picked = { one: new Map(), items: [] };
    let last = -1;
    let ordered = true;
    const children = mergeText(container.children);
    for (const child of children) {
      if (child.type !== "element") {
        this.stray(child, kind);
        continue;
      }
      const index = allowed.indexOf(child.name);
      if (index === -1) {
        this.keep(child, kind, "goop-extra-element", `<${child.name}> is not in the spec; kept as it is.`);
        continue;
      }
      if (LISTS.has(kind)) {
        picked.items.push(child);
        continue;
      }
      if (picked.one.has(child.name)) {
        this.keep(child, kind, "goop-duplicate", `A second <${child.name}> in <${kind}>; the first is read, this one is kept as an extra element.`);
        continue;
      }
      picked.one.set(child.name, child);
      if (index < last && ordered) {
        ordered = false;
        this.diag("goop-element-order", this.line(child), `<${child.name}> comes after an element the spec puts after it, in <${kind}>.`);
      }
      last = Math.max(last, index);
    }
    return picked;
  }

  /** Children of an element the spec gives no children (`<wave>`), kept as extras. */
  leftovers(el: ScanElement) {
    for (const child of mergeText(el.children)) {
      if (child.type === "element") this.keep(child, el.name, "goop-extra-element", `<${child.name}> inside <${el.name}> is not in the spec; kept as it is.`);
      else this.stray(child, el.name);
    }
  }

  private keep(el: ScanElement, parent: string, code: GoopCode, message: string) {
    const end = el.end;
    if (this.brokenWithin(el.start, end)) {
      // Written back as it was, a broken element (unclosed, a tag that never ends, a stray `<`) would swallow what
      // follows it: it is kept as the text it is, and render escapes it.
      const raw = this.text.slice(el.start, end).trim();
      this.extra.push({ name: "#text", parent, text: layoutText(raw), raw, line: this.line(el) });
      this.diag("goop-extra-element", this.line(el), `<${el.name}> is broken; kept as text.`);
      return;
    }
    const raw = this.text.slice(el.start, end).trimEnd();
    this.extra.push({ name: el.name, parent, text: layoutText(plainText(el, this.text)), raw, line: this.line(el) });
    this.extraRanges.push([el.start, end]);
    this.diag(code, this.line(el), message);
  }

  private stray(node: ScanNode, parent: string) {
    if (node.type === "element") return;
    const raw = this.text.slice(node.start, node.end);
    if (isBlank(raw)) return;
    const line = this.lines.lineAt(node.start + (raw.length - raw.trimStart().length));
    if (node.type === "comment") {
      this.extra.push({ name: "#comment", parent, text: raw.trim(), raw: raw.trim(), line });
      return;
    }
    const text = layoutText(decodeEntities(raw));
    this.extra.push({ name: "#text", parent, text, raw: raw.trim(), line });
    if (isElision(text)) this.placeholder(parent, text, line);
    else this.diag("goop-extra-element", line, `Text outside any element in <${parent}>; kept as it is.`);
  }

  /** An element's text, entities decoded and laid out; flags unescaped `<` and `&`. */
  textOf(el: ScanElement | undefined): string | null {
    if (!el) return null;
    if (el.content === null) {
      this.leftovers(el);
      return "";
    }
    if (hasUnescaped(el.content)) this.diag("goop-unescaped", this.line(el), `<${el.name}> holds an unescaped \`<\` or \`&\`.`);
    return layoutText(decodeEntities(el.content));
  }

  /** The attributes the spec names on the element, and the others kept in order. */
  attributesOf(el: ScanElement): { known: Map<string, string>; other: GoopAttribute[] } {
    const names = ATTRIBUTES[el.name] ?? [];
    const known = new Map<string, string>();
    const other: GoopAttribute[] = [];
    for (const a of el.attributes) {
      if (names.includes(a.name) && !known.has(a.name)) known.set(a.name, a.value ?? "");
      else if (isNameStart(a.name.charCodeAt(0))) other.push({ name: a.name, value: a.value ?? "" });
      // A run that is no attribute at all (`...`) is an elision; render cannot write it back, the placeholder says it was there.
      else this.placeholder(`${el.name}@`, a.name, a.line);
    }
    return { known, other };
  }

  issues() {
    this.extraRanges.sort((a, b) => a[0] - b[0]);
    for (const issue of this.issuesByOffset) {
      if (this.insideExtra(issue.at)) continue;
      const line = this.lines.lineAt(issue.at);
      if (issue.problem === "unescaped" || issue.problem === "stray-lt") this.diag("goop-unescaped", line, `An unescaped \`<\` or \`&\` in <${issue.name}>.`);
      else this.diag("goop-malformed", line, MALFORMED[issue.problem](issue.name));
    }
  }
}

/** More findings of one code than this are counted, not listed: a 100,000-line paste must not give 100,000 findings. */
const PER_CODE_LIMIT = 50;

const MALFORMED: Record<Exclude<ScanIssue["problem"], "unescaped" | "stray-lt">, (name: string) => string> = {
  unclosed: (name) => `<${name}> is never closed.`,
  "stray-end": (name) => `</${name}> closes nothing.`,
  unquoted: (name) => `An attribute of <${name}> is not quoted, or its quote never closes.`,
  "bad-tag": (name) => `The tag <${name}> holds something that is not an attribute, or never ends.`,
};

/** Stray text kept one after another in the same parent is one text: render writes it so, and reads it back so. */
function mergeStrayText(extra: GoopExtra[]): GoopExtra[] {
  const out: GoopExtra[] = [];
  for (const e of extra) {
    const prev = out[out.length - 1];
    if (e.name === "#text" && prev?.name === "#text" && prev.parent === e.parent)
      out[out.length - 1] = { ...prev, text: `${prev.text}\n${e.text}`, raw: `${prev.raw}\n${e.raw}` };
    else out.push(e);
  }
  return out;
}

/** Adjacent text nodes (split by a stray `<`) as one. */
function mergeText(children: ScanNode[]): ScanNode[] {
  const out: ScanNode[] = [];
  for (const child of children) {
    const prev = out[out.length - 1];
    if (child.type === "text" && prev?.type === "text" && prev.end === child.start)
      out[out.length - 1] = { ...prev, raw: prev.raw + child.raw, end: child.end };
    else out.push(child);
  }
  return out;
}

/** The text content of an element and everything inside it, tags removed. */
function plainText(el: ScanElement, text: string): string {
  if (el.content !== null) return decodeEntities(el.content);
  return el.children.map((c) => (c.type === "element" ? plainText(c, text) : c.type === "text" ? decodeEntities(c.raw) : "")).join("");
}

function progress(r: EnvelopeReader, el: ScanElement | undefined, field: string): GoopProgress | null {
  if (!el) return null;
  r.textOf(el);
  const { known } = r.attributesOf(el);
  const line = r.line(el);
  const current = readCount(known.get("current") ?? null);
  const total = readCount(known.get("total") ?? null);
  for (const [name, value] of [
    ["current", current],
    ["total", total],
  ] as const)
    if (typeof value === "string") r.placeholder(`${field}.${name}`, value, line);
  return { current, total, line };
}

/** A free-text value: a `[…]` inside, or the whole of it elided, makes it a placeholder. */
function freeText(r: EnvelopeReader, value: string | null, field: string, line: number): string | null {
  if (value === null) return null;
  const bracket = bracketPlaceholder(value);
  if (bracket !== null) r.placeholder(field, bracket, line);
  else if (isElision(value)) r.placeholder(field, value, line);
  return value;
}

/** An enum value: written as alternatives or as a `[…]`, it is a placeholder. */
function enumText(r: EnvelopeReader, value: string | null, field: string, line: number): boolean {
  if (value === null) return false;
  if (isAlternation(value) || bracketPlaceholder(value) !== null || isElision(value)) {
    r.placeholder(field, value, line);
    return true;
  }
  return false;
}

function flag(r: EnvelopeReader, el: ScanElement | undefined, field: string, raw?: string | null) {
  const line = el ? r.line(el) : 0;
  const value = raw !== undefined ? raw : r.textOf(el);
  const { flag: read, cased } = readFlag(value);
  if (cased) r.diag("goop-flag-case", line, `${field} is \`${value}\`; flags are written \`true\` or \`false\`.`);
  if (typeof read === "string" && !enumText(r, read, field, line)) r.diag("goop-value", line, `${field} is \`${read}\`, not true or false.`);
  return read;
}

function readReport(r: EnvelopeReader, root: ScanElement, fenced: boolean): GoopReport {
  const lines: GoopLines = {};
  const at = (key: keyof GoopLines, el: ScanElement | undefined) => {
    if (el) lines[key] = r.line(el);
    return el;
  };
  const { known: rootAttributes, other: attributes } = r.attributesOf(root);
  const top = r.pick(root, "goop_report");
  const get = (p: Picked, name: string) => p.one.get(name);

  const statusEl = at("status", get(top, "status"));
  let status = r.textOf(statusEl);
  if (status !== null && !enumText(r, status, "status", lines.status ?? 0)) {
    const upper = status.toUpperCase();
    if (upper !== status && (["COMPLETE", "PARTIAL", "BLOCKED", "CHECKPOINT"] as string[]).includes(upper)) {
      r.diag("goop-status-case", lines.status ?? 0, `Status \`${status}\` is written in capitals: ${upper}.`);
      status = upper;
    }
  }
  const agent = r.textOf(at("agent", get(top, "agent")));
  const taskIdEl = at("taskId", get(top, "task_id"));
  const taskId = freeText(r, r.textOf(taskIdEl), "task_id", lines.taskId ?? 0);
  const taskNameEl = at("taskName", get(top, "task_name"));
  const taskName = freeText(r, r.textOf(taskNameEl), "task_name", lines.taskName ?? 0);

  const stateEl = at("state", get(top, "state"));
  const state = stateEl ? r.pick(stateEl, "state") : null;
  const phaseEl = state ? at("phase", get(state, "phase")) : undefined;
  const phase = r.textOf(phaseEl);
  enumText(r, phase, "phase", lines.phase ?? 0);

  const summaryEl = at("summary", get(top, "summary"));
  const summary = freeText(r, r.textOf(summaryEl), "summary", lines.summary ?? 0);

  const artifactsEl = at("artifacts", get(top, "artifacts"));
  const artifacts = artifactsEl ? r.pick(artifactsEl, "artifacts") : null;
  const filesEl = artifacts ? get(artifacts, "files") : undefined;
  const files = (filesEl ? r.pick(filesEl, "files").items : []).map((el) => {
    const line = r.line(el);
    const { known, other } = r.attributesOf(el);
    const path = freeText(r, known.get("path") ?? null, "file.path", line);
    const action = known.get("action") ?? null;
    if (action !== null && !enumText(r, action, "file.action", line) && !(["created", "modified", "deleted"] as string[]).includes(action))
      r.diag("goop-value", line, `File action \`${action}\` is not created, modified or deleted.`);
    return { path, action, text: freeText(r, r.textOf(el), "file", line) ?? "", line, attributes: other };
  });
  const commitsEl = artifacts ? get(artifacts, "commits") : undefined;
  const commits = (commitsEl ? r.pick(commitsEl, "commits").items : []).map((el) => {
    const line = r.line(el);
    const { known, other } = r.attributesOf(el);
    return { sha: known.get("sha") ?? null, message: freeText(r, r.textOf(el), "commit", line) ?? "", line, attributes: other };
  });

  const memoryEl = at("memory", get(top, "memory"));
  const memory = (memoryEl ? r.pick(memoryEl, "memory").items : []).map((el) => {
    const line = r.line(el);
    const { known, other } = r.attributesOf(el);
    const type = known.get("type") ?? null;
    if (type !== null && !enumText(r, type, "saved.type", line) && !(["decision", "observation", "note"] as string[]).includes(type))
      r.diag("goop-value", line, `Memory type \`${type}\` is not decision, observation or note.`);
    return { type, importance: readDecimal(known.get("importance") ?? null), text: freeText(r, r.textOf(el), "saved", line) ?? "", line, attributes: other };
  });

  const verificationEl = at("verification", get(top, "verification"));
  const checks = (verificationEl ? r.pick(verificationEl, "verification").items : []).map((el) => {
    const line = r.line(el);
    const { known, other } = r.attributesOf(el);
    const name = known.get("name") ?? null;
    return {
      name,
      passed: flag(r, el, `check ${name ?? ""}`.trim(), known.get("passed") ?? null),
      text: freeText(r, r.textOf(el), "check", line) ?? "",
      line,
      attributes: other,
    };
  });

  const handoffEl = at("handoff", get(top, "handoff"));
  let handoff: GoopHandoff | null = null;
  if (handoffEl) {
    const h = r.pick(handoffEl, "handoff");
    const nextEl = get(h, "next_action");
    let nextAction: GoopHandoff["nextAction"] = null;
    if (nextEl) {
      const line = r.line(nextEl);
      const { known, other } = r.attributesOf(nextEl);
      nextAction = { agent: known.get("agent") ?? null, text: freeText(r, r.textOf(nextEl), "next_action", line) ?? "", line, attributes: other };
    }
    const readEl = get(h, "files_to_read");
    const blockersEl = at("blockers", get(h, "blockers"));
    const commandEl = at("nextCommand", get(h, "next_command"));
    handoff = {
      ready: flag(r, get(h, "ready"), "ready"),
      nextAction,
      filesToRead: readEl ? r.pick(readEl, "files_to_read").items.map((el) => freeText(r, r.textOf(el), "files_to_read", r.line(el)) ?? "") : null,
      blockers: freeText(r, r.textOf(blockersEl), "blockers", lines.blockers ?? 0),
      suggestNewSession: flag(r, get(h, "suggest_new_session"), "suggest_new_session"),
      nextCommand: freeText(r, r.textOf(commandEl), "next_command", lines.nextCommand ?? 0),
      line: r.line(handoffEl),
    };
  }

  return {
    version: rootAttributes.get("version") ?? null,
    status,
    agent,
    taskId,
    taskName,
    hasState: stateEl !== undefined,
    containers: (
      [
        ["artifacts", artifactsEl],
        ["files", filesEl],
        ["commits", commitsEl],
        ["memory", memoryEl],
        ["verification", verificationEl],
      ] as const
    )
      .filter(([, el]) => el !== undefined)
      .map(([name]) => name),
    phase,
    wave: progress(r, state ? get(state, "wave") : undefined, "wave"),
    task: progress(r, state ? get(state, "task") : undefined, "task"),
    specLocked: state ? flag(r, get(state, "spec_locked"), "spec_locked") : null,
    interviewComplete: state ? flag(r, get(state, "interview_complete"), "interview_complete") : null,
    summary,
    files,
    commits,
    memory,
    checks,
    handoff,
    extra: r.extra,
    template: false,
    placeholders: r.placeholders,
    wellFormed: true,
    closed: root.closed,
    fenced,
    attributes,
    line: r.line(root),
    endLine: r.lines.lineAt(Math.max(root.start, root.end - 1)),
    lines,
  };
}

/** Total: any string gives a document. The last envelope that starts a line is the report. */
export function parseGoopspec(text: string): GoopspecDocument {
  const starts = locateEnvelopes(text);
  const last = starts[starts.length - 1];
  if (!last) {
    return {
      kind: "goopspec",
      envelopes: 0,
      report: null,
      before: text,
      after: "",
      diagnostics: [ruleDiagnostic(GOOP_RULES, "goop-no-envelope", 1, "No <goop_report> envelope starts a line in this text.")],
    };
  }
  const lines = new LineIndex(text);
  const limit = last.fence ? last.fence.closeStart : text.length;
  const { root, issues } = scanElement(text, last.offset, limit, lines);
  const r = new EnvelopeReader(text, lines, issues);
  const report = readReport(r, root, last.fence !== null);
  r.issues();
  report.extra = mergeStrayText(report.extra);
  report.wellFormed = issues.length === 0;
  report.template = report.placeholders.length > 0;
  if (starts.length > 1) r.diag("goop-several-envelopes", report.line, `${starts.length} envelopes; the last one, at line ${report.line}, is read.`);
  const afterStart = closingFenceAfter(text, root.end, last.fence);
  const trailing = text.slice(afterStart);
  checkRules(report, r.diagnostics, isBlank(trailing) ? null : lines.lineAt(afterStart + (trailing.length - trailing.trimStart().length)));
  r.closeLimits();
  return {
    kind: "goopspec",
    envelopes: starts.length,
    report,
    before: text.slice(0, last.offset),
    after: text.slice(root.end),
    diagnostics: sortDiagnostics(r.diagnostics),
  };
}
