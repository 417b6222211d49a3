import type { A52Closer } from "./types";

/** The canonical headers of the schema (M3 / A52 §2.1). */
export const COURSE_HEADER = "### Course of Action";
export const FILES_HEADER = "### Files Updated This Cycle:";

/**
 * Section titles as written in the wild, lower-cased, without `#`, bold or a trailing colon.
 * A header line is one of these after 1–4 `#` (or wholly in bold); anything else is prose.
 */
export const COURSE_TITLES: readonly string[] = ["course of action", "course of actions", "plan of action"];
export const FILES_TITLES: readonly string[] = ["files updated this cycle", "files updated", "updated files", "files changed this cycle", "files changed"];

/** The XML sections of the second era; the tag name is what follows `<`. */
export const XML_SECTIONS = { summary: "summary", courseOfAction: "course_of_action" } as const;

/** Closing tags of a canonical block, by the name after `</`. */
export const CLOSERS: Readonly<Record<string, Exclude<A52Closer, "deprecated" | "self" | null>>> = {
  file: "file",
  file_artifact: "file_artifact",
  file_path: "file_path",
  filepath: "filepath",
};

/** Languages named by a path's extension, for blocks without an inner fence's info string. */
export const LANGUAGE_BY_EXTENSION: Readonly<Record<string, string>> = {
  ts: "typescript",
  tsx: "tsx",
  js: "javascript",
  jsx: "jsx",
  mjs: "javascript",
  cjs: "javascript",
  json: "json",
  md: "markdown",
  mdx: "mdx",
  scss: "scss",
  css: "css",
  html: "html",
  xml: "xml",
  py: "python",
  rs: "rust",
  go: "go",
  java: "java",
  rb: "ruby",
  sh: "bash",
  yml: "yaml",
  yaml: "yaml",
  toml: "toml",
  sql: "sql",
  txt: "text",
  c: "c",
  h: "c",
  cpp: "cpp",
  cs: "csharp",
  php: "php",
  swift: "swift",
  kt: "kotlin",
  vue: "vue",
  svelte: "svelte",
  prisma: "prisma",
  graphql: "graphql",
};

/** Statuses a list item may carry when render has to write one (a deletion block with no list). */
export const DELETED_STATUS = "Deleted";
