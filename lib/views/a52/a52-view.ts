import { z } from "zod";
import { blockFor } from "@/lib/diff/response-file";
import { firstValue } from "@/lib/url-params";
import type { A52Cycle, A52Document, A52FileBlock, A52Session, A52SessionResponse } from "@/lib/contract";

/** How a path of the response stands between its files list and its blocks. */
export type FileRowMark = "listed-and-supplied" | "listed-only" | "supplied-only" | "prefix-match";

export interface FileRow {
  /** The listed path, or the block's path for a block nobody listed. */
  path: string;
  /** The block's path when it differs from the listed one (a prefix match). */
  blockPath: string | null;
  status: string | null;
  /** 1-based line of the list item; null for a block that is not listed. */
  listedLine: number | null;
  /** Index into `fileBlocks`; null for a listed path no block supplies. */
  block: number | null;
  mark: FileRowMark;
}

export const FILE_ROW_LABELS: Record<FileRowMark, string> = {
  "listed-and-supplied": "listed and supplied",
  "listed-only": "listed only",
  "supplied-only": "supplied only",
  "prefix-match": "prefix match",
};

/**
 * The files list against the blocks as one table: every listed path in list order (with its block, if any), then
 * every block nobody listed. Prefix matches join a listed path to its block on one row and are marked as such,
 * since the contract counts them as mismatches.
 */
export function fileRows(doc: A52Document): FileRow[] {
  const used = new Set<number>();
  const blockIndex = (path: string) => doc.fileBlocks.findIndex((b, i) => !used.has(i) && b.path === path);
  const rows: FileRow[] = [];
  for (const item of doc.filesList ?? []) {
    let index = blockIndex(item.path);
    let mark: FileRowMark = "listed-and-supplied";
    let blockPath: string | null = null;
    if (index < 0) {
      const prefix = doc.prefixMatches.find((p) => p.listed === item.path);
      index = prefix ? blockIndex(prefix.block) : -1;
      mark = index < 0 ? "listed-only" : "prefix-match";
      blockPath = index < 0 ? null : prefix!.block;
    }
    if (index >= 0) used.add(index);
    rows.push({ path: item.path, blockPath, status: item.status, listedLine: item.line, block: index < 0 ? null : index, mark });
  }
  doc.fileBlocks.forEach((b, i) => {
    if (!used.has(i)) rows.push({ path: b.path, blockPath: null, status: null, listedLine: null, block: i, mark: "supplied-only" });
  });
  return rows;
}

/** How a block was closed, in words a reviewer reads. */
export function closerLabel(block: Pick<A52FileBlock, "closer" | "form">): string {
  const tag = block.form === "deprecated" ? "deprecated <path> opener, " : "";
  switch (block.closer) {
    case null:
      return `${tag}unclosed`;
    case "self":
      return `${tag}self-closed`;
    case "deprecated":
      return `${tag}closed by </path>`;
    default:
      return `${tag}closed by </${block.closer}>`;
  }
}

/** The block a response supplies for a path (normalised; the later of two, as applying would); null for none. */
export function blockOf(response: A52SessionResponse | undefined, path: string): A52FileBlock | null {
  return blockFor(response?.document ?? null, path);
}

/** Every path any response of the cycle supplies a block for, with how many responses supply it; most shared first. */
export function cycleFiles(cycle: A52Cycle): { path: string; responses: number }[] {
  const counts = new Map<string, number>();
  for (const r of cycle.responses) for (const path of new Set(r.document?.fileBlocks.map((b) => b.path) ?? [])) counts.set(path, (counts.get(path) ?? 0) + 1);
  return [...counts].map(([path, responses]) => ({ path, responses })).sort((a, b) => b.responses - a.responses || a.path.localeCompare(b.path));
}

/** The response the curator picked in a cycle; undefined when there is no pick or it names no tab. */
export function pickOf(cycle: A52Cycle | undefined): A52SessionResponse | undefined {
  return cycle?.selectedResponseId === null || cycle === undefined ? undefined : cycle.responses.find((r) => r.id === cycle.selectedResponseId);
}

/** The reference `prev` in a diff: the pick of the cycle before, by position. */
export const PREVIOUS_PICK = "prev";

export interface DiffSide {
  label: string;
  response: A52SessionResponse | undefined;
  /** The response is the curator's pick of its own cycle. */
  picked: boolean;
}

/** Resolves a diff side of cycle `index` (0-based): a tab id of that cycle, or `prev` for the previous cycle's pick. */
export function diffSide(session: A52Session, index: number, ref: string): DiffSide {
  if (ref === PREVIOUS_PICK) {
    const before = session.cycles[index - 1];
    const pick = pickOf(before);
    return {
      label: before ? `cycle ${before.cycleId}'s pick (response ${before.selectedResponseId ?? "none"})` : "no previous cycle",
      response: pick,
      picked: pick !== undefined,
    };
  }
  const cycle = session.cycles[index];
  return { label: `response ${ref}`, response: cycle?.responses.find((r) => r.id === ref), picked: cycle?.selectedResponseId === ref };
}

/** The session as markdown: each cycle in order with its pick noted, then each response's canonical A52 render. */
export function sessionMarkdown(session: A52Session, title: string, render: (doc: A52Document) => string): string {
  const out: string[] = [`# ${title}`, ""];
  for (const cycle of session.cycles) {
    out.push(`## Cycle ${cycle.cycleId}${cycle.title ? `: ${cycle.title}` : ""}`, "");
    if (cycle.timestamp) out.push(`Recorded ${cycle.timestamp}.`, "");
    const pick = pickOf(cycle);
    out.push(
      pick
        ? `Curator's pick: response ${pick.id}.`
        : cycle.selectedResponseId
          ? `Curator's pick: response ${cycle.selectedResponseId} (not among the tabs).`
          : "No pick recorded.",
      "",
    );
    for (const r of cycle.responses) {
      out.push(`### Response ${r.id}${r.id === cycle.selectedResponseId ? " (picked)" : ""}`, "");
      out.push(r.document ? render(r.document).trimEnd() : "_Empty tab._", "");
    }
  }
  return `${out.join("\n").trimEnd()}\n`;
}

/** The session page's URL: `?cycle=N` (1-based position), and for a comparison `a`, `b` (a tab id or `prev`) and `file`. */
export const sessionQuerySchema = z.object({
  cycle: firstValue(z.coerce.number().int().min(1).max(100_000)).catch(1),
  a: firstValue(z.string().trim().min(1).max(40)).optional().catch(undefined),
  b: firstValue(z.string().trim().min(1).max(40)).optional().catch(undefined),
  file: firstValue(z.string().min(1).max(1000)).optional().catch(undefined),
});

export type SessionQuery = z.infer<typeof sessionQuerySchema>;

/** Reads the query leniently: anything malformed falls back to the first cycle with no comparison. */
export function sessionQuery(params: Record<string, string | string[] | undefined>, cycleCount: number): SessionQuery {
  const q = sessionQuerySchema.parse({ cycle: undefined, a: undefined, b: undefined, file: undefined, ...params });
  return { ...q, cycle: Math.min(q.cycle, Math.max(cycleCount, 1)) };
}

/** A link to the session page with the given state; unset parts are left out. */
export function sessionHref(base: string, q: Partial<SessionQuery>): string {
  const p = new URLSearchParams();
  if (q.cycle !== undefined) p.set("cycle", String(q.cycle));
  if (q.a) p.set("a", q.a);
  if (q.b) p.set("b", q.b);
  if (q.file) p.set("file", q.file);
  const s = p.toString();
  return s ? `${base}?${s}` : base;
}
