import { createHash } from "node:crypto";
import { combineParts, dialogueNameOf, inputFromStored, isRevision, projectText, storedForm, type DocumentInput } from "@/lib/contract";
import type { Db } from "./client";
import { readParts } from "./document-parts";
import { readStored } from "./document-rows";
import { saveDocument } from "./documents";

/** A combined document's size as a reader counts it: its files' bytes together. */
export function byteSizeOf(input: DocumentInput): number {
  const encoder = new TextEncoder();
  return input.type === "file" ? encoder.encode(input.text).length : input.files.reduce((n, f) => n + encoder.encode(f.content).length, 0);
}

/**
 * Reads a document again from all its live parts at once (after a merge, or a repair that gave it another's parts),
 * as the import pipeline reads an arrival: a revision of what it held becomes its next version. Returns whether its
 * reading changed. `newVersion`: the reading is recorded as a version of its own even when it only adds files (a merge,
 * whose versions before it belong to two documents).
 */
export async function rereadDocument(db: Db, dialogueId: number, options: { newVersion?: boolean } = {}): Promise<boolean> {
  const row = await db.dialogue.findUniqueOrThrow({
    where: { id: dialogueId },
    select: { kind: true, layout: true, path: true, sourceId: true, logicalKey: true, contentHash: true, commit: true, text: { select: { raw: true } } },
  });
  const parts = await readParts(db, dialogueId);
  const directory = parts.filter((p) => p.layout === "directory").at(-1);
  const named = row.logicalKey?.startsWith("dialogue:") ? row.logicalKey.slice("dialogue:".length) : null;
  const combined = combineParts(parts, named ?? (directory ? (directory.path.split("/").at(-1) ?? "dialogue") : "dialogue"));
  if (!combined) return false;
  const raw = storedForm(combined).raw;
  const hash = createHash("sha256").update(raw).digest("hex");
  const location = combined.type === "directory" && directory ? directory : parts.at(-1)!;
  if (hash === row.contentHash) {
    // The same reading, but its place may have been a part that left (a merge undone): it moves to one of its own.
    if (!parts.some((p) => p.sourceId === row.sourceId && p.path === row.path))
      await db.dialogue.update({ where: { id: dialogueId }, data: { sourceId: location.sourceId, path: location.path } });
    return false;
  }
  const before = row.text ? inputFromStored({ raw: row.text.raw, layout: row.layout, path: row.path }) : null;
  const attachment = {
    dialogueId,
    logicalKey: row.logicalKey,
    part: null,
    revision: options.newVersion === true || (before ? isRevision(before, combined) : false),
  };
  const common = { sourceId: location.sourceId, path: location.path, raw, hash, byteSize: byteSizeOf(combined), commit: row.commit, attachment };
  await saveDocument(db, { ...common, reading: readStored(row.kind, combined) });
  return true;
}

/** The logical key a stored document had before keys were kept: from its path, or its format's projection. */
export function storedKeyOf(stored: { kind: string; layout: string; path: string; raw: string }): string | null {
  if (stored.kind === "dialogue") {
    const name = dialogueNameOf(stored.path, stored.layout === "directory" ? "directory" : "file");
    return name === null ? null : `dialogue:${name}`;
  }
  return stored.layout === "directory" ? null : (projectText(stored.raw)?.logicalKey ?? null);
}
