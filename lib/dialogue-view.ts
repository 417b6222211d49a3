import { z } from "zod";
import { DIMENSIONS } from "@/lib/judging/scores";
import { nextDirection, SORT_DIRECTIONS, type SortDirection } from "@/lib/sorting";
import { firstValue } from "@/lib/url-params";

/**
 * The dialogue page's view state, all of it in the URL: the scoreboard's view and sort
 * (`/d/x?view=rounds&sort=r2&dir=asc#scoreboard`) and the judges' (`/d/x?jview=totals&jsort=j0&jdir=desc#judges`).
 * Pure: the page parses it, the sections build their links with it.
 */

export const SCORE_COLUMNS = ["agent", ...DIMENSIONS, "total"] as const;
export type ScoreColumn = (typeof SCORE_COLUMNS)[number];
/** A column of the totals view, or a round of the by-round view (`r0`, `r1`, …, as in the URL). */
export type ScoreSort = ScoreColumn | `r${number}`;
export type ScoreView = "totals" | "rounds";
export type JudgeView = "rounds" | "totals";

export function isRoundSort(sort: string): sort is `r${number}` {
  if (sort.length < 2 || sort.length > 4 || sort[0] !== "r") return false;
  for (const ch of sort.slice(1)) if (ch < "0" || ch > "9") return false;
  return true;
}

/** Judges' board columns: round, agent, the file's Judge, mean, spread, or a judge (`j0`, `j1`, … by name). */
export function isJudgeSort(sort: string): boolean {
  if (["round", "agent", "file", "mean", "spread"].includes(sort)) return true;
  return sort.length >= 2 && sort.length <= 4 && sort[0] === "j" && [...sort.slice(1)].every((ch) => ch >= "0" && ch <= "9");
}

export interface DialogueView {
  view: ScoreView;
  sort: ScoreSort;
  dir: SortDirection;
  jview: JudgeView;
  jsort: string;
  jdir: SortDirection;
}

// Each field falls back on its own: a malformed sort in a shared link keeps the link's view.
const viewSchema = z.object({
  view: firstValue(z.enum(["totals", "rounds"])).catch("totals"),
  sort: firstValue(z.union([z.enum(SCORE_COLUMNS), z.string().refine(isRoundSort)])).catch("total") as z.ZodType<ScoreSort>,
  dir: firstValue(z.enum(SORT_DIRECTIONS)).catch("desc"),
  jview: firstValue(z.enum(["rounds", "totals"])).catch("rounds"),
  jsort: firstValue(z.string().refine(isJudgeSort)).optional().catch(undefined),
  jdir: firstValue(z.enum(SORT_DIRECTIONS)).catch("desc"),
});

/** Reads the URL's search params; the judges' default sort is the widest disagreement by round, the consensus in totals. */
export function parseDialogueView(params: Record<string, string | string[] | undefined>): DialogueView {
  const v = viewSchema.parse({ view: undefined, sort: undefined, dir: undefined, jview: undefined, jdir: undefined, ...params });
  return { ...v, jsort: v.jsort ?? (v.jview === "rounds" ? "spread" : "mean") };
}

/** The scoreboard in a view, optionally sorted. */
export function scoreboardHref(slug: string, view: ScoreView, sort?: { sort: ScoreSort; dir: SortDirection }): string {
  const params = [...(view === "rounds" ? ["view=rounds"] : []), ...(sort ? [`sort=${sort.sort}`, `dir=${sort.dir}`] : [])];
  return `/d/${slug}${params.length > 0 ? `?${params.join("&")}` : ""}#scoreboard`;
}

/** A click on a scoreboard header: agents A→Z first, scores highest first. */
export function scoreSortHref(slug: string, current: Pick<DialogueView, "view" | "sort" | "dir">, column: ScoreSort): string {
  return scoreboardHref(slug, current.view, { sort: column, dir: nextDirection(column === current.sort, current.dir, column === "agent" ? "asc" : "desc") });
}

/** The judges' board in a view and order: on the dialogue page, or at `path` (the section's own page, app/d/[slug]/judges). */
export function judgesHref(slug: string, view: JudgeView, sort: string, dir: SortDirection, path = `/d/${slug}`): string {
  return `${path}?jview=${view}&jsort=${sort}&jdir=${dir}#judges`;
}

/** A click on a judges' board header: highest first, then the other way. */
export function judgeSortHref(slug: string, current: Pick<DialogueView, "jview" | "jsort" | "jdir">, column: string, path?: string): string {
  return judgesHref(slug, current.jview, column, nextDirection(column === current.jsort, current.jdir, "desc"), path);
}
