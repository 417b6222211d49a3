import { z } from "zod";
import { boardTitles } from "@/lib/document-kinds";
import { firstValue } from "@/lib/url-params";

/**
 * A board is the documents of one kind that came from one folder of one source: a GoopSpec session's reports (a
 * `.goopspec/` folder, an upload of many responses) or one tool's ACOR runs. Its address says which:
 * `/board?kind=goopspec&source=uploads&folder=.goopspec`.
 */
/** A kind whose format has a board (`vocabulary.board`): GoopSpec reports, ACOR runs, … */
export type BoardKind = string;
const hasBoard = (kind: string) => kind in boardTitles();

export interface BoardQuery {
  kind: BoardKind;
  source: string;
  /** The folder inside the source, `""` for its top level. */
  folder: string;
}

const boardQuerySchema = z.object({
  kind: firstValue(z.string().refine(hasBoard)),
  source: firstValue(z.string().trim().min(1).max(200)),
  folder: firstValue(z.string().max(1000)).default(""),
});

/** The board a URL asks for, or null when it names none. */
export function parseBoardQuery(params: Record<string, string | string[] | undefined>): BoardQuery | null {
  const parsed = boardQuerySchema.safeParse(params);
  return parsed.success ? { ...parsed.data, folder: trimSlashes(parsed.data.folder) } : null;
}

function trimSlashes(folder: string): string {
  let out = folder;
  while (out.startsWith("/")) out = out.slice(1);
  while (out.endsWith("/")) out = out.slice(0, -1);
  return out;
}

/** The folder a document's path lies in. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? "" : path.slice(0, slash);
}

/** The board a document belongs to, or null for kinds that have none. */
export function boardHref(kind: string, source: string, path: string): string | null {
  if (!hasBoard(kind)) return null;
  const params = new URLSearchParams({ kind, source });
  const folder = folderOf(path);
  if (folder) params.set("folder", folder);
  return `/board?${params.toString()}`;
}

/** Whether a path lies directly in a folder (not below it): a board is one folder, as a session's reports are. */
export function inFolder(path: string, folder: string): boolean {
  return folderOf(path) === folder;
}
