import { ruleDiagnostic } from "../core/format";
import { A52_RULES } from "./rules";
import { normalisePath } from "./scan";
import type { A52Document } from "./types";

/**
 * Compares the files list with the blocks. `mismatch` is exact (after path normalisation), as the schema asks;
 * a listed path that names a block only once the block's directory prefix is dropped is a prefix match:
 * still a mismatch, but reported as one `a52-prefix-match` instead of two not-supplied/not-listed warnings.
 */
export function lintListing(doc: A52Document): void {
  const d = doc.diagnostics;
  const blockPaths = doc.fileBlocks.map((b) => normalisePath(b.path));
  const seen = new Map<string, number>();
  doc.fileBlocks.forEach((b, i) => {
    const p = blockPaths[i]!;
    const first = seen.get(p);
    if (first !== undefined) d.push(ruleDiagnostic(A52_RULES, "a52-duplicate-block", b.line, `\`${b.path}\` is supplied again (first at line ${first}).`));
    else seen.set(p, b.line);
    if (b.lineCount === 0 && (b.action ?? "").toLowerCase() !== "delete")
      d.push(ruleDiagnostic(A52_RULES, "a52-empty-block", b.line, `The block for \`${b.path}\` has no content.`));
  });
  if (doc.filesList === null) {
    doc.mismatch = { listedOnly: [], blocksOnly: unique(blockPaths) };
    if (doc.fileBlocks.length > 0) {
      d.push(
        ruleDiagnostic(
          A52_RULES,
          "a52-missing-files-list",
          doc.fileBlocks[0]!.line,
          `${doc.fileBlocks.length} block${doc.fileBlocks.length === 1 ? "" : "s"} supplied with no \`### Files Updated This Cycle:\` list.`,
        ),
      );
    }
    return;
  }
  const listed = doc.filesList.map((f) => normalisePath(f.path));
  const blockSet = new Set(blockPaths);
  const listedSet = new Set(listed);
  const listedOnly = unique(listed.filter((p) => !blockSet.has(p)));
  const blocksOnly = unique(blockPaths.filter((p) => !listedSet.has(p)));
  const matchedBlocks = new Set<string>();
  doc.prefixMatches = [];
  // Blocks by every directory-less suffix of their path, so a prefix match is a lookup, not a scan.
  const bySuffix = new Map<string, string[]>();
  for (const b of blocksOnly) {
    for (let i = b.indexOf("/"); i >= 0; i = b.indexOf("/", i + 1)) {
      const suffix = b.slice(i + 1);
      const list = bySuffix.get(suffix);
      if (list) list.push(b);
      else bySuffix.set(suffix, [b]);
    }
  }
  const itemLine = new Map<string, number>();
  for (const f of doc.filesList) if (!itemLine.has(normalisePath(f.path))) itemLine.set(normalisePath(f.path), f.line);
  const blockLine = new Map<string, number>();
  for (const b of doc.fileBlocks) if (!blockLine.has(normalisePath(b.path))) blockLine.set(normalisePath(b.path), b.line);
  for (const p of listedOnly) {
    const line = itemLine.get(p)!;
    const block = (bySuffix.get(p) ?? []).find((b) => !matchedBlocks.has(b));
    if (block) {
      matchedBlocks.add(block);
      doc.prefixMatches.push({ listed: p, block });
      d.push(ruleDiagnostic(A52_RULES, "a52-prefix-match", line, `\`${p}\` is listed; the block supplies \`${block}\`.`));
    } else {
      d.push(ruleDiagnostic(A52_RULES, "a52-listed-not-supplied", line, `\`${p}\` is listed as updated but no block supplies it.`));
    }
  }
  for (const p of blocksOnly) {
    if (matchedBlocks.has(p)) continue;
    d.push(ruleDiagnostic(A52_RULES, "a52-supplied-not-listed", blockLine.get(p)!, `\`${p}\` is supplied but not listed.`));
  }
  doc.mismatch = { listedOnly, blocksOnly };
}

function unique(paths: string[]): string[] {
  return [...new Set(paths)];
}
