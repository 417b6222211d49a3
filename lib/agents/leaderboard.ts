import { z } from "zod";
import { SORT_DIRECTIONS, type SortDirection } from "@/lib/sorting";
import { bootstrapMean, hashSeed, type Interval, mean, type RankRange, rankRanges } from "./bootstrap";

export const DIMENSIONS = ["wisdom", "consistency", "truth", "relationships", "total"] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const DIMENSION_LABELS: Record<Dimension, string> = {
  wisdom: "Wisdom",
  consistency: "Consistency",
  truth: "Truth",
  relationships: "Relationships",
  total: "Total",
};

/** What the database holds about agents, read once (lib/db/agent-facts.ts). */
export interface AgentFacts {
  /** Panel members who are not judges, by dialogue. */
  agents: { dialogueId: number; name: string; role: string | null }[];
  /** The file's Judge's overall scores (not per round), one row per dialogue and agent; null where not recorded. */
  scores: ({ dialogueId: number; agent: string } & Record<Dimension, number | null>)[];
  /** Moves on tensions, counted by dialogue, agent and kind (raised, refined, conceded, resolved). */
  moves: { dialogueId: number; agent: string | null; kind: string; count: number }[];
}

export interface DimensionStat {
  mean: number | null;
  /** Dialogues that recorded this dimension for the row. */
  n: number;
  /** Only on the ranked dimension: resampling every column would cost five times as much for figures no rank uses. */
  interval: Interval | null;
}

export interface LeaderRow {
  key: string;
  label: string;
  /** The other grouping's values: an agent's roles, or a role's agents. */
  also: string[];
  dialogues: number;
  dims: Record<Dimension, DimensionStat>;
  raised: number;
  resolved: number;
  conceded: number;
  /** Concessions over all the row's moves on tensions; null without moves. */
  concessionRate: number | null;
  rank: RankRange | null;
}

/** Whose scores the board aggregates: the file's own 💙 Judge, people judging in Roundtable, or model judges. */
export const SCORE_SOURCES = ["file", "people", "models"] as const;
export type ScoreSource = (typeof SCORE_SOURCES)[number];
export const SCORE_SOURCE_LABELS: Record<ScoreSource, string> = { file: "The file's 💙 Judge", people: "People", models: "Model judges" };

/** The file's Judge scores on Blue's own scale (one decimal reads it); judges' scores are on 0–1 (two decimals). */
export const formatScore = (source: ScoreSource, value: number) => value.toFixed(source === "file" ? 1 : 2);

export const GROUPS = ["name", "role"] as const;
export type Group = (typeof GROUPS)[number];
export const SORTS = ["label", "rank", "dialogues", ...DIMENSIONS, "raised", "resolved", "concession"] as const;
export type LeaderSort = (typeof SORTS)[number];

const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The leaderboard's URL: grouping, sort and filters; anything malformed falls back to its default. */
export const leaderboardQuerySchema = z.object({
  by: z.enum(GROUPS).catch("name"),
  scores: z.enum(SCORE_SOURCES).catch("file"),
  sort: z.enum(SORTS).catch("rank"),
  dir: z.enum(SORT_DIRECTIONS).optional().catch(undefined),
  from: dateSchema.optional().catch(undefined),
  to: dateSchema.optional().catch(undefined),
  source: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export function parseLeaderboardQuery(params: Record<string, string | string[] | undefined>): LeaderboardQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  return leaderboardQuerySchema.parse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, first(v)])));
}

/** Names and ascending orders read A→Z and best rank first; counts and scores read highest first. */
export const firstDirection = (sort: LeaderSort): SortDirection => (sort === "label" || sort === "rank" ? "asc" : "desc");

/** The dimension ranks are computed on: the sorted score, else Total. */
export const rankDimension = (sort: LeaderSort): Dimension => ((DIMENSIONS as readonly string[]).includes(sort) ? (sort as Dimension) : "total");

const norm = (s: string) => s.trim().toLowerCase();
export const NO_ROLE = "No role recorded";

interface Acc {
  label: string;
  /** By its lower-cased form, the first spelling seen. */
  also: Map<string, string>;
  dialogues: Set<number>;
  /** Per dialogue: each dimension's sum (0–4) and count (5–9); several agents can share a role in one dialogue. */
  units: Map<number, Float64Array>;
  raised: number;
  resolved: number;
  conceded: number;
  moves: number;
}

/**
 * The leaderboard: one row per agent name (case-insensitive) or per role from the panel, each dialogue one unit: its
 * mean per dimension over the dialogues that recorded it and, on `rankOn`, a seeded 95 % bootstrap interval over those
 * dialogues and rank ranges from the intervals. Judges are not rows.
 */
export function agentLeaderboard(facts: AgentFacts, by: Group, rankOn: Dimension = "total"): LeaderRow[] {
  // Names repeat across thousands of dialogues: normalise each spelling once.
  const normalised = new Map<string, string>();
  const key = (text: string) => {
    let k = normalised.get(text);
    if (k === undefined) normalised.set(text, (k = norm(text)));
    return k;
  };
  const roleOf = new Map<number, Map<string, string | null>>();
  for (const a of facts.agents) {
    let panel = roleOf.get(a.dialogueId);
    if (!panel) roleOf.set(a.dialogueId, (panel = new Map()));
    panel.set(key(a.name), a.role?.trim() || null);
  }
  const rows = new Map<string, Acc>();
  const row = (dialogueId: number, agent: string): Acc => {
    const role = roleOf.get(dialogueId)?.get(key(agent)) ?? null;
    const label = by === "name" ? agent.trim() : (role ?? NO_ROLE);
    const k = key(label);
    let acc = rows.get(k);
    if (!acc) {
      acc = { label, also: new Map(), dialogues: new Set(), units: new Map(), raised: 0, resolved: 0, conceded: 0, moves: 0 };
      rows.set(k, acc);
    }
    acc.dialogues.add(dialogueId);
    const other = by === "name" ? role : agent.trim();
    if (other) {
      const ko = key(other);
      if (!acc.also.has(ko)) acc.also.set(ko, other);
    }
    return acc;
  };
  for (const a of facts.agents) row(a.dialogueId, a.name);
  for (const sc of facts.scores) {
    const acc = row(sc.dialogueId, sc.agent);
    let unit = acc.units.get(sc.dialogueId);
    if (!unit) acc.units.set(sc.dialogueId, (unit = new Float64Array(10)));
    DIMENSIONS.forEach((d, i) => {
      const v = sc[d];
      if (v === null) return;
      unit[i]! += v;
      unit[i + 5]! += 1;
    });
  }
  for (const m of facts.moves) {
    if (!m.agent) continue;
    const acc = row(m.dialogueId, m.agent);
    acc.moves += m.count;
    if (m.kind === "raised") acc.raised += m.count;
    else if (m.kind === "resolved") acc.resolved += m.count;
    else if (m.kind === "conceded") acc.conceded += m.count;
  }
  const out = [...rows.entries()].map(([rowKey, acc]): LeaderRow => {
    const dims = Object.fromEntries(
      DIMENSIONS.map((d) => {
        const i = DIMENSIONS.indexOf(d);
        const units: number[] = [];
        for (const u of acc.units.values()) if (u[i + 5]! > 0) units.push(u[i]! / u[i + 5]!);
        const stat: DimensionStat =
          units.length === 0
            ? { mean: null, n: 0, interval: null }
            : { mean: mean(units), n: units.length, interval: d === rankOn ? bootstrapMean(units, hashSeed(`${by}|${rowKey}|${d}`)) : null };
        return [d, stat];
      }),
    ) as Record<Dimension, DimensionStat>;
    return {
      key: rowKey,
      label: acc.label,
      also: [...acc.also.values()].sort((a, b) => a.localeCompare(b)),
      dialogues: acc.dialogues.size,
      dims,
      raised: acc.raised,
      resolved: acc.resolved,
      conceded: acc.conceded,
      concessionRate: acc.moves > 0 ? acc.conceded / acc.moves : null,
      rank: null,
    };
  });
  const ranks = rankRanges(out.map((r) => (r.dims[rankOn].mean === null ? null : { mean: r.dims[rankOn].mean!, interval: r.dims[rankOn].interval })));
  out.forEach((r, i) => (r.rank = ranks[i]!));
  return out;
}

function sortValue(row: LeaderRow, sort: LeaderSort, rankOn: Dimension): number | string | null {
  switch (sort) {
    case "label":
      return row.label.toLowerCase();
    case "rank":
      // Rank follows the score, so sorting by rank is sorting by the ranked dimension's mean, best first.
      return row.dims[rankOn].mean === null ? null : -row.dims[rankOn].mean!;
    case "dialogues":
      return row.dialogues;
    case "raised":
      return row.raised;
    case "resolved":
      return row.resolved;
    case "concession":
      return row.concessionRate;
    default:
      return row.dims[sort].mean;
  }
}

/** Rows in the asked order; rows without the value go last either way, ties by label. */
export function sortLeaderboard(rows: LeaderRow[], sort: LeaderSort, dir: SortDirection, rankOn: Dimension): LeaderRow[] {
  const sign = dir === "asc" ? 1 : -1;
  return rows
    .map((row) => ({ row, v: sortValue(row, sort, rankOn) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === null && b.v === null ? a.row.label.localeCompare(b.row.label) : a.v === null ? 1 : -1;
      const c = typeof a.v === "string" ? a.v.localeCompare(b.v as string) : a.v - (b.v as number);
      return c !== 0 ? sign * c : a.row.label.localeCompare(b.row.label);
    })
    .map(({ row }) => row);
}

/** "3" or "2–5". */
export const rankText = (rank: RankRange | null) => (rank === null ? "—" : rank.low === rank.high ? String(rank.low) : `${rank.low}–${rank.high}`);

/** The leaderboard's address with some of its query changed; defaults are left out so the plain URL stays plain. */
export function leaderboardHref(query: LeaderboardQuery, change: Partial<LeaderboardQuery> = {}): string {
  const q = { ...query, ...change };
  const params = new URLSearchParams();
  if (q.by !== "name") params.set("by", q.by);
  if (q.scores !== "file") params.set("scores", q.scores);
  if (q.sort !== "rank") params.set("sort", q.sort);
  if (q.dir && q.dir !== firstDirection(q.sort)) params.set("dir", q.dir);
  if (q.from) params.set("from", q.from);
  if (q.to) params.set("to", q.to);
  if (q.source) params.set("source", q.source);
  const s = params.toString();
  return s ? `/agents?${s}` : "/agents";
}

/**
 * The rows a board lists: every agent for the file's Judge (its scoreboard is part of each dialogue), only those with a
 * score on a judges' board (the many no judge scored would be rows of dashes); `unscored` says how many were left out.
 */
export function listedRows(rows: LeaderRow[], source: ScoreSource): { rows: LeaderRow[]; unscored: number } {
  if (source === "file") return { rows, unscored: 0 };
  const listed = rows.filter((r) => r.dims.total.n > 0);
  return { rows: listed, unscored: rows.length - listed.length };
}
