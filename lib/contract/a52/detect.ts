import { splitLines } from "./parse";
import { COURSE_HEADER, FILES_HEADER } from "./symbols";
import { readCloser, readDeprecatedOpener, readFenceRun, readHeader, readOpener, readXmlSection } from "./scan";

/**
 * How much a text looks like an A52 response, from its tags and headers alone (0–1). Each sign is one an alignment
 * dialogue, a GoopSpec report or an ACOR transcript does not carry at the start of a line.
 */
export function detectA52(text: string): number {
  let opener = false;
  let closer = false;
  let course: false | "exact" | "spelling" = false;
  let files: false | "exact" | "spelling" = false;
  let xmlSummary = false;
  let xmlCourse = false;
  const deprecatedOpeners = new Set<string>();
  const pathClosers = new Set<string>();
  for (const raw of splitLines(text)) {
    let t = raw.trim();
    if (t === "") continue;
    const run = readFenceRun(t);
    if (run && t[run.end] === "<") t = t.slice(run.end);
    if (t[0] === "<") {
      // `<file path="…">description</file>` on one line is a GoopSpec files entry, not an A52 block.
      const o = readOpener(t);
      if (o && (o.selfClosed || o.rest.trim() === "" || readFenceRun(o.rest.trim()) !== null)) opener = true;
      const c = readCloser(t);
      if (c) {
        if (c.canonical) closer = true;
        else pathClosers.add(c.name);
      }
      const xml = readXmlSection(t);
      if (xml && !xml.closing) {
        if (xml.section === "summary") xmlSummary = true;
        else xmlCourse = true;
      }
      const dep = readDeprecatedOpener(t);
      if (dep) deprecatedOpeners.add(dep.path);
    } else if (t[0] === "#" || t[0] === "*") {
      const h = readHeader(t);
      if (h?.section === "course") course = course || (t === COURSE_HEADER ? "exact" : "spelling");
      if (h?.section === "files") files = files || (t === FILES_HEADER ? "exact" : "spelling");
    }
  }
  let deprecatedPairs = 0;
  for (const p of deprecatedOpeners) if (pathClosers.has(p)) deprecatedPairs++;
  let score = 0;
  if (opener) score += closer ? 0.45 : 0.2;
  // One `<x.md>…</x.md>` pair may be any XML-ish wrapper; two or more are the deprecated block form.
  if (deprecatedPairs > 0) score += deprecatedPairs > 1 ? 0.55 : 0.45;
  // The schema's exact headers are specific enough to claim a response that has no blocks.
  if (course) score += course === "exact" ? 0.55 : 0.35;
  if (files) score += files === "exact" ? 0.55 : 0.35;
  if (xmlSummary && xmlCourse) score += 0.55;
  return Math.min(1, score);
}
