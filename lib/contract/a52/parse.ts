import { ruleDiagnostic } from "../core/format";
import type { Diagnostic } from "../core/diagnostic";
import { A52_RULES, type A52Code } from "./rules";
import {
  isRule,
  readCloser,
  readDeprecatedOpener,
  readFenceLine,
  readFenceRun,
  readHeader,
  readListItem,
  readLoneFence,
  readOpener,
  readXmlSection,
  type FenceRun,
  type Opener,
} from "./scan";
import { COURSE_HEADER, FILES_HEADER, LANGUAGE_BY_EXTENSION } from "./symbols";
import { lintListing } from "./listing";
import type { A52Closer, A52Document, A52FileBlock, A52ListedFile, A52SectionForm } from "./types";

/** Where prose goes: before any header (summary), under the plan, in the files section, or between/after blocks. */
type Region = "summary" | "course" | "files" | "notes";

interface OpenBlock {
  path: string;
  line: number;
  form: "canonical" | "deprecated";
  action: string | null;
  lines: string[];
  /** A fence glued to the opening tag (`<file path="…">```ts`). */
  gluedFence: FenceRun | null;
  fenceOutside: boolean;
}

interface State {
  lines: string[];
  region: Region;
  summary: string[];
  course: string[];
  notes: string[];
  list: A52ListedFile[] | null;
  blocks: A52FileBlock[];
  diagnostics: Diagnostic[];
  sectionForm: A52SectionForm;
  xmlReported: boolean;
  open: OpenBlock | null;
  /** The block just closed: a lone fence on the next non-blank line closes its outside fence. */
  afterClose: A52FileBlock | null;
  /** Lone fence lines in each prose buffer, kept as lines are added and removed. */
  fences: Map<string[], number>;
}

/** Splits on "\n" and drops a trailing "\r", so CRLF files read like LF ones. */
export function splitLines(text: string): string[] {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) if (lines[i]!.endsWith("\r")) lines[i] = lines[i]!.slice(0, -1);
  return lines;
}

/**
 * Reads an A52 response. Total: any string gives a document; what does not fit the schema becomes a diagnostic.
 * One pass over the lines; a deprecated `<path>` opener looks ahead for its closer (up to the next opener).
 */
export function parseA52(text: string): A52Document {
  const st: State = {
    lines: splitLines(text),
    region: "summary",
    summary: [],
    course: [],
    notes: [],
    list: null,
    blocks: [],
    diagnostics: [],
    sectionForm: null,
    xmlReported: false,
    open: null,
    afterClose: null,
    fences: new Map(),
  };
  for (let i = 0; i < st.lines.length; i++) {
    const raw = st.lines[i]!;
    if (st.open) inside(st, i, raw);
    else outside(st, i, raw);
  }
  if (st.open) {
    report(st, "a52-unclosed-block", st.open.line, `The block for \`${st.open.path}\` is never closed; it runs to the end of the response.`);
    finish(st, null, false);
  }
  // Notes are rendered just before the blocks: a fence left open there would be taken for a block's outside fence.
  if (fenceCount(st, st.notes) % 2 === 1) {
    let i = st.notes.length - 1;
    while (!readLoneFence(st.notes[i]!.trim())) i--;
    st.notes.splice(i, 1);
  }
  // With no list and no blocks there is nowhere after the plan for notes to live: they continue the plan (or the
  // summary), which is also where the canonical render puts them, so a second reading finds them in the same place.
  const notes = joinProse(st.notes);
  if (st.list === null && st.blocks.length === 0 && notes !== null) {
    const into = joinProse(st.course) !== null ? st.course : st.summary;
    while (into.length && into[into.length - 1]!.trim() === "") into.pop();
    into.push("", notes);
    st.notes = [];
  }
  const summary = joinProse(st.summary);
  const courseOfAction = joinProse(st.course);
  const doc: A52Document = {
    kind: "a52",
    summary,
    courseOfAction,
    filesList: st.list,
    fileBlocks: st.blocks,
    mismatch: { listedOnly: [], blocksOnly: [] },
    prefixMatches: [],
    notes: joinProse(st.notes),
    sectionForm: st.sectionForm,
    diagnostics: st.diagnostics,
  };
  if (summary === null) report(st, "a52-missing-section", 1, "The response has no summary before its first section.");
  if (courseOfAction === null) report(st, "a52-missing-section", 1, "The response has no course of action.");
  lintListing(doc);
  return doc;
}

function report(st: State, code: A52Code, line: number, message: string): void {
  st.diagnostics.push(ruleDiagnostic(A52_RULES, code, line, message));
}

/** Switches region; a section met a second time is kept apart from what it already holds by a blank line. */
function enter(st: State, region: Region): void {
  st.region = region;
  const buf = buffer(st);
  if (buf.length && buf[buf.length - 1]!.trim() !== "") buf.push("");
}

/** Adds a prose line to the region's buffer, counting lone fences as it goes (an opener asks whether one is open). */
function pushProse(st: State, raw: string): void {
  buffer(st).push(raw);
  if (readLoneFence(raw.trim())) st.fences.set(buffer(st), (st.fences.get(buffer(st)) ?? 0) + 1);
}

function fenceCount(st: State, buf: string[]): number {
  return st.fences.get(buf) ?? 0;
}

function buffer(st: State): string[] {
  if (st.region === "summary") return st.summary;
  if (st.region === "course") return st.course;
  return st.notes;
}

/** Drops blank lines at both ends; null when nothing is left. */
function joinProse(lines: string[]): string | null {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a]!.trim() === "") a++;
  while (b > a && lines[b - 1]!.trim() === "") b--;
  return a < b ? lines.slice(a, b).join("\n") : null;
}

/** Strips a fence glued in front of a tag (```` ```xml<file …> ````, ```` ```</file> ````); says whether there was one. */
function unglue(t: string): { s: string; glued: boolean } {
  const run = readFenceRun(t);
  if (run && t[run.end] === "<") return { s: t.slice(run.end), glued: true };
  return { s: t, glued: false };
}

function outside(st: State, index: number, raw: string): void {
  const line = index + 1;
  const t = raw.trim();
  if (st.afterClose) {
    if (t === "") {
      pushProse(st, raw);
      return;
    }
    const closed = st.afterClose;
    st.afterClose = null;
    const fence = readLoneFence(t);
    if (fence && fence.info === "") {
      closed.fenceOutside = true;
      return;
    }
  }
  const { s, glued } = unglue(t);
  const opener = readOpener(s);
  if (opener) {
    if (glued) report(st, "a52-glued-fence", line, "A fence is glued to the front of an opening tag.");
    openCanonical(st, index, opener, glued);
    return;
  }
  const closer = readCloser(s);
  if (closer) {
    report(st, "a52-stray-closer", line, `\`</${closer.name}>\` closes no open block.`);
    afterTag(st, index, closer.rest);
    return;
  }
  const xml = readXmlSection(s);
  if (xml) {
    if (!st.xmlReported) {
      st.xmlReported = true;
      st.sectionForm = "xml";
      report(
        st,
        "a52-xml-sections",
        line,
        `Sections are written as XML (\`<${xml.closing ? "/" : ""}${xml.section === "summary" ? "summary" : "course_of_action"}>\`).`,
      );
    }
    enter(st, xml.closing ? "notes" : xml.section === "summary" ? "summary" : "course");
    const rest = xml.rest.trim();
    if (rest) outside(st, index, rest);
    return;
  }
  if (!glued) {
    const header = readHeader(t);
    if (header) {
      st.sectionForm ??= "markdown";
      const canonical = header.section === "course" ? COURSE_HEADER : FILES_HEADER;
      if (t !== canonical) report(st, "a52-heading-form", line, `\`${t}\` is read as \`${canonical}\`.`);
      enter(st, header.section);
      if (header.section === "files") st.list ??= [];
      return;
    }
  }
  const deprecated = readDeprecatedOpener(s);
  if (deprecated) {
    const rest = deprecated.rest.trim();
    const fenceRest = rest === "" || readFenceLine(rest) !== null;
    if (fenceRest && closerAhead(st.lines, index + 1, deprecated.path)) {
      report(st, "a52-deprecated-tag", line, `\`<${deprecated.path}>\` is the deprecated tag form.`);
      const fenceOutside = glued || popOutsideFence(st, line);
      st.open = { path: deprecated.path, line, form: "deprecated", action: null, lines: [], gluedFence: null, fenceOutside };
      if (rest) openerRest(st, index, rest);
      return;
    }
    if (fenceRest) report(st, "a52-unread-tag", line, `\`<${deprecated.path}>\` looks like a deprecated opening tag but nothing closes it; read as text.`);
  }
  if (st.region === "files") {
    const item = readListItem(t);
    if (item) {
      st.list!.push({ path: item.path, status: item.status, line });
      if (!item.canonical) report(st, "a52-list-item-form", line, `The item for \`${item.path}\` is not written \`* \\\`path\\\` (Status)\`.`);
      return;
    }
    // A thematic break ends the list: what follows is notes, even when it looks like an item.
    if (isRule(t)) {
      st.region = "notes";
      return;
    }
    if (t === "" && st.notes.length === 0) return;
    pushProse(st, raw);
    return;
  }
  // Thematic breaks between blocks are decoration, not notes.
  if (st.region === "notes" && isRule(t)) return;
  pushProse(st, raw);
}

/** Whether a deprecated `<path>` opener is closed (`</path>` or a canonical closer) before any other opening tag. */
function closerAhead(lines: string[], from: number, path: string): boolean {
  for (let i = from; i < lines.length; i++) {
    const { s } = unglue(lines[i]!.trim());
    if (s[0] !== "<") continue;
    const closer = readCloser(s);
    if (closer) {
      if (closer.canonical || closer.name === path) return true;
      continue;
    }
    if (readOpener(s) || readDeprecatedOpener(s)) return false;
  }
  return false;
}

/** Before an opener, a lone fence ending the prose wraps the block from outside: it is decoration, not prose. */
function popOutsideFence(st: State, line: number): boolean {
  const buf = buffer(st);
  let i = buf.length - 1;
  while (i >= 0 && buf[i]!.trim() === "") i--;
  const fence = i >= 0 ? readLoneFence(buf[i]!.trim()) : null;
  // A fence that closes a code sample in the prose (an even count) is the prose's own.
  if (!fence || fenceCount(st, buf) % 2 === 0) return false;
  if (fence.ticks >= 6) report(st, "a52-glued-fence", line, "Two fences are glued into one line just before this block.");
  buf.length = i;
  st.fences.set(buf, fenceCount(st, buf) - 1);
  return true;
}

function openCanonical(st: State, index: number, opener: Opener, glued: boolean): void {
  const line = index + 1;
  const fenceOutside = glued || popOutsideFence(st, line);
  st.open = { path: opener.path, line, form: "canonical", action: opener.action, lines: [], gluedFence: null, fenceOutside };
  if (opener.selfClosed) {
    finish(st, "self", false);
    afterTag(st, index, opener.rest);
    return;
  }
  const rest = opener.rest.trim();
  if (rest) openerRest(st, index, rest);
}

/** What follows an opening tag on its line: a glued fence (```` ```ts ````), a closer, or a first content line. */
function openerRest(st: State, index: number, rest: string): void {
  const fence = readFenceRun(rest);
  let left = rest;
  if (fence) {
    report(st, "a52-glued-fence", index + 1, "A fence is glued to the end of an opening tag.");
    st.open!.gluedFence = fence;
    left = rest.slice(fence.end).trim();
  }
  if (left) inside(st, index, left);
}

/** What follows a closing tag on its line: a glued fence, or another tag (read as a line of its own). */
function afterTag(st: State, index: number, restRaw: string): void {
  const rest = restRaw.trim();
  if (!rest) return;
  const fence = readFenceLine(rest);
  if (fence) {
    report(st, "a52-glued-fence", index + 1, "A fence is glued to the end of a closing tag.");
    if (st.afterClose && fence.info === "") {
      st.afterClose.fenceOutside = true;
      st.afterClose = null;
    }
    return;
  }
  report(st, "a52-tags-share-line", index + 1, `\`${rest}\` follows a closing tag on the same line.`);
  st.afterClose = null;
  outside(st, index, rest);
}

function inside(st: State, index: number, raw: string): void {
  const line = index + 1;
  const block = st.open!;
  const t = raw.trim();
  // Most content lines start with neither a tag nor a fence: nothing to read in them.
  const first = t[0];
  if (first !== "<" && first !== "`" && first !== "~") {
    block.lines.push(raw);
    return;
  }
  const { s, glued } = unglue(t);
  const closer = readCloser(s);
  if (closer && (closer.canonical || (block.form === "deprecated" && closer.name === block.path))) {
    if (glued) report(st, "a52-glued-fence", line, "A fence is glued to the front of a closing tag.");
    if (block.form === "canonical" && closer.canonical !== "file")
      report(st, "a52-closer-form", line, `\`</${closer.name}>\` closes the block for \`${block.path}\`.`);
    finish(st, (closer.canonical as A52Closer) ?? "deprecated", glued);
    afterTag(st, index, closer.rest);
    return;
  }
  if (readOpener(s)) {
    report(st, "a52-unclosed-block", block.line, `The block for \`${block.path}\` is never closed; it ends at the next opening tag (line ${line}).`);
    finish(st, null, false);
    outside(st, index, raw);
    return;
  }
  block.lines.push(raw);
}

/** Closes the open block: strips one inner fence after the opener and one before the closer, then records it. */
function finish(st: State, closer: A52Closer, gluedCloseFence: boolean): void {
  const open = st.open!;
  st.open = null;
  const lines = open.lines.slice();
  // An unclosed block ends where the next begins: the blank lines before it separate, they are not content.
  if (closer === null) while (lines.length && lines[lines.length - 1]!.trim() === "") lines.pop();
  let openFence = open.gluedFence;
  if (!openFence && lines.length) {
    openFence = readFenceLine(lines[0]!.trim());
    if (openFence) {
      if (openFence.ticks >= 6) report(st, "a52-glued-fence", open.line + 1, "Two fences are glued into one line.");
      lines.shift();
    }
  }
  let closeFence = gluedCloseFence;
  if (!closeFence && lines.length) {
    const last = readFenceLine(lines[lines.length - 1]!.trim());
    if (last && last.info === "") {
      closeFence = true;
      lines.pop();
    }
  }
  if (openFence && !closeFence && closer !== null && closer !== "self") {
    report(st, "a52-inner-fence-unclosed", open.line, `The fence opened inside the block for \`${open.path}\` is not closed before its closing tag.`);
  }
  const block: A52FileBlock = {
    path: open.path,
    lineCount: lines.length,
    line: open.line,
    content: lines.join("\n"),
    language: languageOf(openFence?.info ?? "", open.path),
    action: open.action,
    form: open.form,
    closer,
    fenceInside: openFence !== null || closeFence,
    fenceOutside: open.fenceOutside,
  };
  st.blocks.push(block);
  st.afterClose = block;
  st.region = "notes";
}

function languageOf(info: string, path: string): string | null {
  const word = info.split(" ")[0]!.trim();
  if (word) return word.toLowerCase();
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? (LANGUAGE_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null) : null;
}
