import type { SearchHit, SearchResult } from "@/lib/db/search";
import { csvCell } from "./scoreboard-csv";

/** One exported result: the marker whole, where it was said, and its address in the app. */
function row(hit: SearchHit, rank: number, origin: string) {
  return {
    rank,
    kind: hit.kind,
    type: hit.type,
    id: hit.ref,
    status: hit.status,
    label: hit.full?.label ?? hit.description.map((p) => p.text).join(""),
    text: hit.full?.text ?? hit.snippet.map((p) => p.text).join(""),
    dialogue: hit.dialogue.slug,
    dialogueTitle: hit.dialogue.title,
    dialogueStatus: hit.dialogue.status,
    date: hit.dialogue.date,
    source: hit.dialogue.source,
    round: hit.round,
    agent: hit.agent,
    line: hit.full?.line ?? null,
    thread: hit.thread?.id ?? null,
    threadStatus: hit.thread?.status ?? null,
    url: `${origin}${hit.href}`,
  };
}

const COLUMNS = [
  "rank",
  "kind",
  "type",
  "id",
  "status",
  "label",
  "text",
  "dialogue",
  "dialogueTitle",
  "dialogueStatus",
  "date",
  "source",
  "round",
  "agent",
  "line",
  "thread",
  "threadStatus",
  "url",
] as const satisfies readonly (keyof ReturnType<typeof row>)[];

/** The results as CSV, one row a marker in the search's order; every cell through the formula guard. */
export function searchResultsCsv(result: SearchResult, origin: string): string {
  const header = COLUMNS.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`));
  const rows = result.hits.map((h, i) => {
    const r = row(h, i + 1, origin);
    return COLUMNS.map((c) => r[c]);
  });
  return [header, ...rows].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/** The results as JSON: the search (its address), whether the cap cut it, and every result. */
export function searchResultsJson(result: SearchResult, origin: string, search: string, exportedAt: Date): string {
  return JSON.stringify(
    {
      search: `${origin}${search}`,
      exportedAt: exportedAt.toISOString(),
      total: result.total,
      capped: result.capped,
      candidateLimit: result.candidateLimit,
      results: result.hits.map((h, i) => row(h, i + 1, origin)),
    },
    null,
    2,
  );
}
