import type { FormatDocument } from "../core/format";

/** How a block's opening tag was written: `<file path="…">` or the deprecated `<path/to/file.ext>`. */
export type A52BlockForm = "canonical" | "deprecated";

/** Which tag closed a block; `null` when nothing did (it ended at the next opener or at the end of the text). */
export type A52Closer = "file" | "file_artifact" | "file_path" | "filepath" | "deprecated" | "self" | null;

/** One `<file path="…">…</file>` block. */
export interface A52FileBlock {
  path: string;
  /** Content lines between the tag lines, minus one fence line right after the opener and one right before the closer. */
  lineCount: number;
  /** 1-based line of the opening tag. */
  line: number;
  /** The content lines (fence lines excluded), joined by "\n". */
  content: string;
  /** From the inner fence's info string, else from the path's extension; null when neither says. */
  language: string | null;
  /** `action="…"` on the opener (e.g. "delete"), else null. */
  action: string | null;
  form: A52BlockForm;
  closer: A52Closer;
  /** An inner fence wrapped the content (``` right after the opener or right before the closer). */
  fenceInside: boolean;
  /** A lone fence line sat just outside the tags. */
  fenceOutside: boolean;
}

export interface A52ListedFile {
  path: string;
  /** The free text of the status, without its parentheses; null when absent. */
  status: string | null;
  line: number;
}

/** A listed path that names a block only when the block's directory prefix is added (`A0.md` ↔ `src/Artifacts/A0.md`). */
export interface A52PrefixMatch {
  listed: string;
  block: string;
}

/** Where the sections were read from: markdown headers, XML sections, or neither. */
export type A52SectionForm = "markdown" | "xml" | null;

/** An A52 response (the Parallel Co-Pilot Panel's interaction schema): summary, plan, files list, file blocks. */
export interface A52Document extends FormatDocument<"a52"> {
  summary: string | null;
  courseOfAction: string | null;
  /** Null when the response has no files-updated section. */
  filesList: A52ListedFile[] | null;
  fileBlocks: A52FileBlock[];
  /** Exact path comparison (prefix-only matches count as mismatches here and are listed in `prefixMatches`). */
  mismatch: { listedOnly: string[]; blocksOnly: string[] };
  prefixMatches: A52PrefixMatch[];
  /** Prose found between the files list and the blocks, or between and after blocks; kept, rendered after the list. */
  notes: string | null;
  sectionForm: A52SectionForm;
}
