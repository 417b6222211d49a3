import { ruleDiagnostic, type FormatRule } from "./format";
import type { Diagnostic } from "./diagnostic";

/**
 * The closed table of reasons a file is refused before or instead of being read as a document. Every door in (upload,
 * git, CLI) reports these codes, so they live beside the formats' own tables and appear in the specification.
 */
export const INPUT_RULES = {
  "file-too-large": {
    severity: "error",
    kind: "content",
    summary: "The file is larger than the import limit.",
    hint: "Split the document or raise the limit.",
  },
  "binary-file": {
    severity: "error",
    kind: "content",
    summary: "The file contains a NUL byte: it is binary, not text.",
    hint: "Upload the document's .md file.",
  },
  "invalid-utf8": { severity: "error", kind: "content", summary: "The file is not valid UTF-8.", hint: "Save the file as UTF-8." },
  "empty-file": {
    severity: "error",
    kind: "content",
    summary: "The file is empty or only whitespace.",
    hint: "Upload a document with its text in it.",
  },
  "not-a-dialogue": {
    severity: "error",
    kind: "content",
    summary: "The text is none of the documents Roundtable reads: no dialogue's rounds, markers or title, and no other format detects it.",
    hint: "Only documents of the formats Roundtable reads are imported (the message names them); check the file.",
  },
  "path-refused": {
    severity: "error",
    kind: "content",
    summary: "An uploaded path is absolute, climbs out with `..`, or names a hidden or device file.",
    hint: "Upload the document's markdown, a folder, or a zip of them.",
  },
  "zip-refused": {
    severity: "error",
    kind: "content",
    summary: "A zip archive is malformed or breaks the upload limits.",
    hint: "Upload a smaller archive, or its files.",
  },
  "zip-entry-refused": {
    severity: "error",
    kind: "content",
    summary: "One entry of a zip archive breaks the limits or has an unsafe name.",
    hint: "Upload the document's markdown, a folder, or a zip of them.",
  },
  "not-markdown": {
    severity: "error",
    kind: "content",
    summary: "The file is neither markdown nor a known JSON document.",
    hint: "Upload the document's markdown, a folder, or a zip of them.",
  },
  "pool-outside-dialogue": {
    severity: "info",
    kind: "content",
    summary: "An expert pool filed outside any round-scoped dialogue directory: a pool is read with its dialogue, so it is skipped.",
    hint: "Nothing to do: a dialogue's own expert-pool.json is read from its directory.",
  },
  "import-failed": {
    severity: "error",
    kind: "content",
    summary: "The database refused the document; nothing of it was written.",
    hint: "Check the database, then import again.",
  },
} as const satisfies Record<string, FormatRule>;

export type InputCode = keyof typeof INPUT_RULES;

export function inputDiagnostic(code: InputCode, line: number, message: string): Diagnostic {
  return ruleDiagnostic(INPUT_RULES, code, line, message);
}
