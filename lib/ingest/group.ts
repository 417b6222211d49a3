import {
  baseName,
  DIALOGUE_FILE_SUFFIXES,
  dialogueDirectoryOf,
  isDocumentJson,
  isTimestampSlug,
  JSON_SUFFIX,
  MARKDOWN_SUFFIX,
  XML_SUFFIX,
} from "@/lib/contract";

export interface RawFile {
  /** Path inside the source, with `/` separators. */
  path: string;
  bytes: Uint8Array;
  /** A file read into a directory item from elsewhere (its recorded summary): its path inside the source. */
  from?: string;
}

/** What gets imported as one dialogue: a markdown file, or a round-scoped directory (RFC 0033) with its files. */
export type ImportItem = { kind: "file"; path: string; file: RawFile } | { kind: "directory"; path: string; files: RawFile[] };

/** Markdown, and XML (a GoopSpec envelope on its own): read as text, their format told by their content. */
function isText(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.endsWith(MARKDOWN_SUFFIX) || lower.endsWith(XML_SUFFIX);
}

/** How much of a JSON file is read to tell whether it is a document (a PCPP history export) or some other JSON. */
export const JSON_HEAD_BYTES = 8192;

/** A JSON file's head, as text, for `isDocumentJson`. */
export function jsonHead(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes.subarray(0, JSON_HEAD_BYTES));
}

export interface GroupOptions {
  /** Whether a JSON file outside any dialogue directory is a document; by default its bytes are looked at. */
  isJsonDocument?: (file: RawFile) => boolean;
}

/**
 * Groups files into documents. Markdown outside round-scoped directories is one document a file, and so is JSON that
 * is a document of its own (a PCPP history export); other files are skipped.
 */
export function groupDialogueFiles(files: RawFile[], options: GroupOptions = {}): { items: ImportItem[]; skipped: string[] } {
  const isJsonDocument = options.isJsonDocument ?? ((f: RawFile) => isDocumentJson(jsonHead(f.bytes)));
  const dirs = new Set<string>();
  for (const f of files) {
    const dir = dialogueDirectoryOf(f.path);
    if (dir !== null) dirs.add(dir);
  }
  const inDir = (path: string) => [...dirs].find((d) => d === "" || path.startsWith(d + "/")) ?? null;
  const byDir = new Map<string, RawFile[]>();
  const items: ImportItem[] = [];
  const skipped: string[] = [];
  for (const f of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const dir = inDir(f.path);
    if (dir !== null) {
      byDir.set(dir, [...(byDir.get(dir) ?? []), { path: dir === "" ? f.path : f.path.slice(dir.length + 1), bytes: f.bytes }]);
    } else if (isText(f.path) || (f.path.toLowerCase().endsWith(JSON_SUFFIX) && isJsonDocument(f))) {
      items.push({ kind: "file", path: f.path, file: f });
    } else {
      skipped.push(f.path);
    }
  }
  for (const [dir, dirFiles] of byDir) items.push({ kind: "directory", path: dir, files: dirFiles });
  return { items: pairRecordedSummaries(items).sort((a, b) => a.path.localeCompare(b.path)), skipped };
}

/**
 * A round-scoped directory and its recorded summary (`<timestamp-slug>.dialogue.recorded.md`, wherever it is filed)
 * are one dialogue: the summary joins the directory's files under its own name and is no item of its own.
 */
export function pairRecordedSummaries(items: ImportItem[]): ImportItem[] {
  const dirs = new Map<string, Extract<ImportItem, { kind: "directory" }>>();
  for (const item of items) if (item.kind === "directory" && isTimestampSlug(baseName(item.path))) dirs.set(baseName(item.path), item);
  return items.filter((item) => {
    if (item.kind !== "file") return true;
    const name = baseName(item.path);
    const suffix = DIALOGUE_FILE_SUFFIXES.find((x) => name.endsWith(x));
    const dir = suffix ? dirs.get(name.slice(0, -suffix.length)) : undefined;
    if (!dir || dir.files.some((f) => f.path === name)) return true;
    dir.files.push({ path: name, bytes: item.file.bytes, from: item.path });
    return false;
  });
}
