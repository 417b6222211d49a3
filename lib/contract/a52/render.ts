import { normalisePath, readFenceLine } from "./scan";
import { COURSE_HEADER, DELETED_STATUS, FILES_HEADER } from "./symbols";
import type { A52Document, A52FileBlock, A52ListedFile } from "./types";

/**
 * The canonical A52 layout (A52 §2): summary prose, `### Course of Action`, `### Files Updated This Cycle:` with
 * ``* `path` (Status)`` items, any notes, then `<file path="…">…</file>` blocks. It fixes every `format` code:
 * XML sections become headers, deprecated tags and closers become canonical, glued fences get their own lines,
 * stray closers and outside fences go, and a missing list is written from the blocks.
 */
export function renderA52(doc: A52Document): string {
  const parts: string[] = [];
  if (doc.summary !== null) parts.push(doc.summary);
  if (doc.courseOfAction !== null) parts.push(`${COURSE_HEADER}\n\n${doc.courseOfAction}`);
  const list = doc.filesList ?? (doc.fileBlocks.length > 0 ? listFromBlocks(doc.fileBlocks) : null);
  if (list !== null) parts.push([FILES_HEADER, ...list.map(renderItem)].join("\n"));
  // The break keeps notes from reading as list items when parsed again.
  if (doc.notes !== null) parts.push(list !== null ? `***\n\n${doc.notes}` : doc.notes);
  for (const block of doc.fileBlocks) parts.push(renderBlock(block));
  return parts.join("\n\n") + "\n";
}

function renderItem(item: Pick<A52ListedFile, "path" | "status">): string {
  return `* \`${item.path}\`${item.status ? ` (${item.status})` : ""}`;
}

/** A list that names each supplied file once, in block order; deletions say so. */
function listFromBlocks(blocks: A52FileBlock[]): Pick<A52ListedFile, "path" | "status">[] {
  const seen = new Set<string>();
  const out: Pick<A52ListedFile, "path" | "status">[] = [];
  for (const b of blocks) {
    const p = normalisePath(b.path);
    if (seen.has(p)) continue;
    seen.add(p);
    out.push({ path: b.path, status: (b.action ?? "").toLowerCase() === "delete" ? DELETED_STATUS : null });
  }
  return out;
}

function attribute(name: string, value: string): string {
  const quote = value.includes('"') ? "'" : '"';
  return `${name}=${quote}${value}${quote}`;
}

function attributes(block: A52FileBlock): string {
  return attribute("path", block.path) + (block.action !== null ? " " + attribute("action", block.action) : "");
}

export function renderBlock(block: A52FileBlock): string {
  if (block.closer === "self" && block.lineCount === 0) return `<file ${attributes(block)} />`;
  const lines = block.lineCount === 0 ? [] : block.content.split("\n");
  // A content line that looks like a fence at either end would be taken for the inner fence: wrap it in one.
  const fenceLike = lines.length > 0 && (readFenceLine(lines[0]!.trim()) !== null || readFenceLine(lines[lines.length - 1]!.trim()) !== null);
  const fence = block.fenceInside || fenceLike;
  return [`<file ${attributes(block)}>`, ...(fence ? ["```" + (block.language ?? "")] : []), ...lines, ...(fence ? ["```"] : []), "</file>"].join("\n");
}
