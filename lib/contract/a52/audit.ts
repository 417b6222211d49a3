import { auditLines, quoteLines, type AuditFinding, type AuditRule } from "../core/audit";
import { normalisePath } from "./scan";
import type { A52Document } from "./types";

/** Claim against delivery for an A52 response: its `### Files Updated This Cycle:` list against its file blocks. */
export const A52_AUDIT_RULES = [
  {
    code: "a52-claims-unsupplied-file",
    title: "Listed, not supplied",
    summary: "The response lists a file as updated in its files list, and no file block supplies it.",
  },
  {
    code: "a52-supplies-unlisted-file",
    title: "Supplied, not listed",
    summary: "The response supplies a file block for a path its files list does not name.",
  },
] as const satisfies readonly AuditRule[];

export type A52AuditCode = (typeof A52_AUDIT_RULES)[number]["code"];

/** A listed status that says the file is gone: a deletion is delivered by listing it, not by a block. */
const DELETION_WORDS: readonly string[] = ["deleted", "delete", "removed", "remove"];

function isDeletion(status: string | null): boolean {
  const first = (status ?? "").trim().toLowerCase().split(" ")[0] ?? "";
  return DELETION_WORDS.includes(first);
}

/** Paths compared as a reader compares them: normalised, and case aside (`Case studies.md` names `Case Studies.md`). */
const key = (path: string) => normalisePath(path).toLowerCase();

/**
 * The files list against the blocks, path by path after the contract's normalisation. Left out: a response with no
 * files list (it claims nothing), a listed deletion, and a listed path that names a block once the block's directory
 * prefix is dropped (the contract's prefix match: the file is there, written differently) or that differs from a
 * block's only in letter case. A52 responses name no
 * model, so findings carry no agent.
 */
export function auditA52(doc: A52Document, source: string): AuditFinding<A52AuditCode>[] {
  if (doc.filesList === null) return [];
  const lines = auditLines(source);
  const prefixListed = new Set(doc.prefixMatches.map((m) => key(m.listed)));
  const prefixBlocks = new Set(doc.prefixMatches.map((m) => key(m.block)));
  const blockPaths = new Set(doc.fileBlocks.map((b) => key(b.path)));
  const listedPaths = new Set(doc.filesList.map((f) => key(f.path)));
  const findings: AuditFinding<A52AuditCode>[] = [];
  const reported = new Set<string>();
  for (const item of doc.filesList) {
    const path = normalisePath(item.path);
    if (blockPaths.has(key(path)) || prefixListed.has(key(path)) || isDeletion(item.status) || reported.has(key(path)) || path === "") continue;
    reported.add(key(path));
    const evidence = quoteLines(lines, [item.line]);
    if (evidence.length === 0) continue;
    findings.push({
      rule: "a52-claims-unsupplied-file",
      message: `“${path}” is listed${item.status ? ` (${item.status})` : ""}, but no file block supplies it.`,
      evidence,
    });
  }
  for (const block of doc.fileBlocks) {
    const path = normalisePath(block.path);
    if (listedPaths.has(key(path)) || prefixBlocks.has(key(path)) || reported.has(key(path)) || path === "") continue;
    reported.add(key(path));
    const evidence = quoteLines(lines, [block.line]);
    if (evidence.length === 0) continue;
    findings.push({ rule: "a52-supplies-unlisted-file", message: `A file block supplies “${path}”, which the files list does not name.`, evidence });
  }
  return findings;
}
