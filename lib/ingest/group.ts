import { dialogueDirectoryOf, MARKDOWN_SUFFIX } from "@/lib/contract";

export interface RawFile {
  /** Path inside the source, with `/` separators. */
  path: string;
  bytes: Uint8Array;
}

/** What gets imported as one dialogue: a markdown file, or a round-scoped directory (RFC 0033) with its files. */
export type ImportItem =
  | { kind: "file"; path: string; file: RawFile }
  | { kind: "directory"; path: string; files: RawFile[] };

/** Groups files into dialogues. Markdown outside round-scoped directories is one dialogue a file; other files are skipped. */
export function groupDialogueFiles(files: RawFile[]): { items: ImportItem[]; skipped: string[] } {
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
    } else if (f.path.toLowerCase().endsWith(MARKDOWN_SUFFIX)) {
      items.push({ kind: "file", path: f.path, file: f });
    } else {
      skipped.push(f.path);
    }
  }
  for (const [dir, dirFiles] of byDir) items.push({ kind: "directory", path: dir, files: dirFiles });
  return { items: items.sort((a, b) => a.path.localeCompare(b.path)), skipped };
}
