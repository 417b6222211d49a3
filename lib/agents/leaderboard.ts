import { z } from "zod";
import { SORT_DIRECTIONS, type SortDirection } from "@/lib/sorting";
import { bootstrapMeanOfCounts, hashSeed, type Interval, type RankRange, rankRanges, type ValueCounts } from "./bootstrap";

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

/** Where a spelling was seen: the panel's own first, then a score's, then a move's (earlier wins a tie of case). */
export const SEEN = { panel: 0, score: 1, move: 2 } as const;

/**
 * One row of the board before its statistics: what the database's GROUP BY (lib/db/agent-facts.ts) or the pure
 * grouping below yields. The database's key may split a row the pure one joins (SQLite lowers ASCII letters only);
 * leaderboardFromGroups joins those by the same key as the pure grouping.
 */
export interface AgentGroup {
  key: string;
  /** The label's spellings and the other grouping's values (an agent's roles, a role's agents), with where each was seen. */
  labels: { text: string; seen: number }[];
  others: { text: string; seen: number }[];
  dialogues: number;
  /** Per dimension: the sum of the per-dialogue means and how many dialogues recorded it. */
  sums: Record<Dimension, { sum: number; n: number }>;
  /** The per-dialogue means of the ranked dimension, counted by value: what its bootstrap resamples. */
  rankUnits: ValueCounts;
  raised: number;
  resolved: number;
  conceded: number;
  moves: number;
}

export const emptySums = (): AgentGroup["sums"] => Object.fromEntries(DIMENSIONS.map((d) => [d, { sum: 0, n: 0 }])) as AgentGroup["sums"];

interface Acc {
  group: AgentGroup;
  dialogues: Set<number>;
  /** Per dialogue: each dimension's sum (0–4) and count (5–9); several agents can share a role in one dialogue. */
  units: Map<number, Float64Array>;
}

/** The pure grouping of the facts into rows, the reference the database's GROUP BY is tested against. */
export function groupAgentFacts(facts: AgentFacts, by: Group, rankOn: Dimension): AgentGroup[] {
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
    // Two seats of one name in one dialogue: the role first in code order, as the database's MIN picks it.
    const role = a.role?.trim() || null;
    const had = panel.get(key(a.name)) ?? null;
    panel.set(key(a.name), had === null || (role !== null && role < had) ? role : had);
  }
  const rows = new Map<string, Acc>();
  const row = (dialogueId: number, agent: string, seen: number): Acc => {
    const role = roleOf.get(dialogueId)?.get(key(agent)) ?? null;
    const label = by === "name" ? agent.trim() : (role ?? NO_ROLE);
    const k = key(label);
    let acc = rows.get(k);
    if (!acc) {
      const group: AgentGroup = {
        key: k,
        labels: [],
        others: [],
        dialogues: 0,
        sums: emptySums(),
        rankUnits: [],
        raised: 0,
        resolved: 0,
        conceded: 0,
        moves: 0,
      };
      acc = { group, dialogues: new Set(), units: new Map() };
      rows.set(k, acc);
    }
    acc.dialogues.add(dialogueId);
    acc.group.labels.push({ text: label, seen });
    const other = by === "name" ? role : agent.trim();
    if (other) acc.group.others.push({ text: other, seen });
    return acc;
  };
  for (const a of facts.agents) row(a.dialogueId, a.name, SEEN.panel);
  for (const sc of facts.scores) {
    const acc = row(sc.dialogueId, sc.agent, SEEN.score);
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
    const { group } = row(m.dialogueId, m.agent, SEEN.move);
    group.moves += m.count;
    if (m.kind === "raised") group.raised += m.count;
    else if (m.kind === "resolved") group.resolved += m.count;
    else if (m.kind === "conceded") group.conceded += m.count;
  }
  const r = DIMENSIONS.indexOf(rankOn);
  return [...rows.values()].map(({ group, dialogues, units }) => {
    const rankCounts = new Map<number, number>();
    for (const u of units.values()) {
      DIMENSIONS.forEach((d, i) => {
        if (u[i + 5]! === 0) return;
        group.sums[d].sum += u[i]! / u[i + 5]!;
        group.sums[d].n += 1;
      });
      if (u[r + 5]! > 0) rankCounts.set(u[r]! / u[r + 5]!, (rankCounts.get(u[r]! / u[r + 5]!) ?? 0) + 1);
    }
    return { ...group, dialogues: dialogues.size, rankUnits: [...rankCounts].map(([value, count]) => ({ value, count })) };
  });
}

/** Of several spellings, the one seen first in the panel, then the first in code order: the same whatever order rows came in. */
const preferred = (a: { text: string; seen: number }, b: { text: string; seen: number }) => a.seen - b.seen || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** Groups whose keys differ only where the database's lower() and JavaScript's do, joined into one. */
function joinGroups(groups: AgentGroup[]): AgentGroup[] {
  const joined = new Map<string, AgentGroup>();
  for (const g of groups) {
    const k = norm(g.key);
    const into = joined.get(k);
    if (!into) {
      joined.set(k, { ...g, key: k, sums: emptySums(), rankUnits: [...g.rankUnits], labels: [...g.labels], others: [...g.others] });
      DIMENSIONS.forEach((d) => Object.assign(joined.get(k)!.sums[d], g.sums[d]));
      continue;
    }
    into.labels.push(...g.labels);
    into.others.push(...g.others);
    into.dialogues += g.dialogues;
    DIMENSIONS.forEach((d) => {
      into.sums[d].sum += g.sums[d].sum;
      into.sums[d].n += g.sums[d].n;
    });
    into.rankUnits.push(...g.rankUnits);
    into.raised += g.raised;
    into.resolved += g.resolved;
    into.conceded += g.conceded;
    into.moves += g.moves;
  }
  return [...joined.values()];
}

/**
 * The board's rows from its groups: each dimension's mean over the dialogues that recorded it and, on `rankOn`, a
 * seeded 95 % bootstrap interval over those dialogues, then rank ranges from the intervals.
 */
export function leaderboardFromGroups(groups: AgentGroup[], by: Group, rankOn: Dimension): LeaderRow[] {
  const out = joinGroups(groups).map((g): LeaderRow => {
    const dims = Object.fromEntries(
      DIMENSIONS.map((d) => {
        const { sum, n } = g.sums[d];
        const stat: DimensionStat =
          n === 0
            ? { mean: null, n: 0, interval: null }
            : { mean: sum / n, n, interval: d === rankOn ? bootstrapMeanOfCounts(g.rankUnits, hashSeed(`${by}|${g.key}|${d}`)) : null };
        return [d, stat];
      }),
    ) as Record<Dimension, DimensionStat>;
    const also = new Map<string, { text: string; seen: number }>();
    for (const o of g.others) {
      const k = norm(o.text);
      const had = also.get(k);
      if (!had || preferred(o, had) < 0) also.set(k, o);
    }
    return {
      key: g.key,
      label: g.labels.reduce((a, b) => (preferred(b, a) < 0 ? b : a)).text,
      also: [...also.values()].map((o) => o.text).sort((a, b) => a.localeCompare(b)),
      dialogues: g.dialogues,
      dims,
      raised: g.raised,
      resolved: g.resolved,
      conceded: g.conceded,
      concessionRate: g.moves > 0 ? g.conceded / g.moves : null,
      rank: null,
    };
  });
  const ranks = rankRanges(out.map((r) => (r.dims[rankOn].mean === null ? null : { mean: r.dims[rankOn].mean!, interval: r.dims[rankOn].interval })));
  out.forEach((r, i) => (r.rank = ranks[i]!));
  return out;
}

/**
 * The leaderboard: one row per agent name (case-insensitive) or per role from the panel, each dialogue one unit: its
 * mean per dimension over the dialogues that recorded it and, on `rankOn`, a seeded 95 % bootstrap interval over those
 * dialogues and rank ranges from the intervals. Judges are not rows.
 */
export function agentLeaderboard(facts: AgentFacts, by: Group, rankOn: Dimension = "total"): LeaderRow[] {
  return leaderboardFromGroups(groupAgentFacts(facts, by, rankOn), by, rankOn);
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
