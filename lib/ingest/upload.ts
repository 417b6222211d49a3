import { inputDiagnostic, readExpertPool, type InputCode } from "@/lib/contract";
import { counted } from "@/lib/plural";
import type { Db } from "@/lib/db/client";
import { ensureSource } from "@/lib/db/store";
import { groupDialogueFiles, type RawFile } from "./group";
import { importItems, type ImportOutcome } from "./pipeline";
import { DEFAULT_LIMITS, unsafePath, unzipUpload, type UploadLimits } from "./zip";

export interface UploadEntry {
  /** The file's path as the browser gave it (a folder upload keeps its relative path). */
  path: string;
  bytes: Uint8Array;
}

/** `sourceId` is the uploads source the outcomes were stored in. */
export type UploadResult = { ok: true; sourceId: number; outcomes: ImportOutcome[] } | { ok: false; error: string };

function refusal(path: string, code: InputCode, message: string): ImportOutcome {
  return { path, status: "rejected", title: null, diagnosticCount: 1, diagnostics: [inputDiagnostic(code, 1, message)] };
}

/**
 * A file no document is made of. A Blue repository files a copy of an expert pool beside its dialogue directories
 * (`.blue/dialogues/pm-repo-sync-pool.json`); RFC 0033 reads a pool only as part of its dialogue, so it is skipped with
 * a note. Anything else is refused.
 */
export function notImported(file: RawFile): ImportOutcome {
  const pool = file.path.toLowerCase().endsWith(".json") ? readExpertPool(new TextDecoder("utf-8").decode(file.bytes)) : null;
  if (!pool) return refusal(file.path, "not-markdown", "Only markdown, a PCPP history export (JSON) and a round-scoped directory's JSON are imported.");
  const what = `An expert pool${pool.domain ? ` (${pool.domain}, ${counted(pool.experts, "expert")})` : ` of ${counted(pool.experts, "expert")}`}`;
  const message = `${what} outside any dialogue directory: a pool is read with its dialogue's directory, so this copy is skipped.`;
  return { path: file.path, status: "skipped", title: null, diagnosticCount: 1, diagnostics: [inputDiagnostic("pool-outside-dialogue", 1, message)] };
}

/** Markdown, XML and JSON files, folders and zips → documents of any kind in the uploads source; every file and refused entry gets an outcome. */
export async function uploadDialogues(
  db: Db,
  entries: UploadEntry[],
  limits: UploadLimits = DEFAULT_LIMITS,
  uploadedBy: string | null = null,
): Promise<UploadResult> {
  const total = entries.reduce((n, e) => n + e.bytes.length, 0);
  if (entries.length === 0) return { ok: false, error: "Choose at least one file." };
  if (total > limits.maxTotalBytes) return { ok: false, error: `The upload is ${total} bytes; the limit is ${limits.maxTotalBytes}.` };
  if (entries.length > limits.maxFiles) return { ok: false, error: `${entries.length} files; the limit is ${limits.maxFiles}.` };
  const files: RawFile[] = [];
  const refused: ImportOutcome[] = [];
  // Plain files count first; every zip then inflates into what is left of the one upload's limit.
  const budget = { inflated: entries.filter((e) => !e.path.toLowerCase().endsWith(".zip")).reduce((n, e) => n + e.bytes.length, 0) };
  for (const entry of entries) {
    const why = unsafePath(entry.path);
    if (why) {
      refused.push(refusal(entry.path, "path-refused", `Refused: ${why}.`));
      continue;
    }
    if (entry.path.toLowerCase().endsWith(".zip")) {
      const unzipped = unzipUpload(entry.bytes, limits, budget);
      if (!unzipped.ok) {
        refused.push(refusal(entry.path, "zip-refused", `The archive was refused: ${unzipped.reason}.`));
        continue;
      }
      files.push(...unzipped.files);
      refused.push(...unzipped.rejected.map((r) => refusal(r.path, "zip-entry-refused", `Refused: ${r.reason}.`)));
      continue;
    }
    files.push({ path: entry.path, bytes: entry.bytes });
  }
  const source = await ensureSource(db, { kind: "upload", name: "uploads" });
  const { items, skipped } = groupDialogueFiles(files);
  const outcomes = await importItems(db, source.id, items, { addedBy: uploadedBy });
  const byPath = new Map(files.map((f) => [f.path, f]));
  const ignored = skipped.map((path) => notImported(byPath.get(path) ?? { path, bytes: new Uint8Array() }));
  return { ok: true, sourceId: source.id, outcomes: [...outcomes, ...refused, ...ignored] };
}
