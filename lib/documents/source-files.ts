import { inputFromStored } from "@/lib/contract";

/** The files a reader can see the source of: the markdown itself, or a directory's markdown files (not prompts). */
export function sourceFiles(stored: { layout: string; raw: string; path: string }): { path: string | null; text: string }[] {
  const input = inputFromStored(stored);
  if (input.type === "file") return [{ path: null, text: input.text }];
  return input.files.filter((f) => f.path.endsWith(".md") && !f.path.endsWith(".prompt.md")).map((f) => ({ path: f.path, text: f.content }));
}
