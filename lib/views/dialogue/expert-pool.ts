import type { ParsedDialogue } from "@/lib/contract";

/** One agent in one round: on that round's listed panel (null when the round lists none) and whether they spoke. */
export interface Seat {
  round: number;
  listed: boolean | null;
  spoke: boolean;
}

export interface SeatRow {
  agent: string;
  role: string | null;
  tier: string | null;
  relevance: number | null;
  seats: Seat[];
}

export interface PoolEntryView {
  role: string;
  tier: string | null;
  relevance: number | null;
  agent: string | null;
  selected: boolean;
  /** Rounds the agent who held the role sat in. */
  rounds: number[];
}

export interface ExpertPoolView {
  pool: PoolEntryView[];
  /** Some round lists its own panel (a round-scoped dialogue's `panel.json`): seats are read from it, not inferred. */
  roundScoped: boolean;
  rounds: number[];
  rows: SeatRow[];
  /** Who joined and who left the panel at each round after the first. */
  rotation: { round: number; joined: string[]; left: string[] }[];
}

/** An agent sat in a round when the round's panel lists them, or, where it lists none, when they spoke. */
export const sat = (s: Seat): boolean => s.listed ?? s.spoke;

const TIER_ORDER = ["core", "adjacent", "wildcard"];
const tierRank = (tier: string | null) => {
  const i = TIER_ORDER.indexOf((tier ?? "").toLowerCase());
  return i < 0 ? TIER_ORDER.length : i;
};

/**
 * The expert pool and the panel round by round, from the contract's roster, per-round panels and contributions: what a
 * reader needs to see the panel rotate. The Judge is not an expert and is left out.
 */
export function expertPoolView(dialogue: Pick<ParsedDialogue, "panel" | "roster" | "rounds">): ExpertPoolView {
  const rounds = dialogue.rounds.map((r) => r.number);
  const roundScoped = dialogue.rounds.some((r) => r.panel !== undefined && r.panel.length > 0);
  const members = new Map<string, { role: string | null; tier: string | null; relevance: number | null }>();
  const note = (name: string, m?: { role: string | null; tier: string | null; relevance: number | null }) => {
    const had = members.get(name);
    if (!had) members.set(name, { role: m?.role ?? null, tier: m?.tier ?? null, relevance: m?.relevance ?? null });
    else if (m) members.set(name, { role: had.role ?? m.role, tier: had.tier ?? m.tier, relevance: had.relevance ?? m.relevance });
  };
  for (const m of dialogue.panel) if (!m.judge) note(m.name, m);
  for (const r of dialogue.rounds) {
    for (const m of r.panel ?? []) if (!m.judge) note(m.name, m);
    for (const c of r.contributions) if (!c.judge) note(c.agent, { role: c.role, tier: null, relevance: null });
  }
  for (const e of dialogue.roster) if (e.name && members.has(e.name)) note(e.name, { role: e.role, tier: e.tier, relevance: e.relevance });
  const rows: SeatRow[] = [...members].map(([agent, m]) => ({
    agent,
    ...m,
    seats: dialogue.rounds.map((r) => ({
      round: r.number,
      listed: r.panel && r.panel.length > 0 ? r.panel.some((p) => p.name === agent) : null,
      spoke: r.contributions.some((c) => c.agent === agent),
    })),
  }));
  const first = (row: SeatRow) => {
    const i = row.seats.findIndex(sat);
    return i < 0 ? Infinity : i;
  };
  rows.sort(
    (a, b) => first(a) - first(b) || tierRank(a.tier) - tierRank(b.tier) || (b.relevance ?? -1) - (a.relevance ?? -1) || a.agent.localeCompare(b.agent),
  );
  const rotation = rounds.slice(1).map((round, i) => ({
    round,
    joined: rows.filter((r) => sat(r.seats[i + 1]!) && !sat(r.seats[i]!)).map((r) => r.agent),
    left: rows.filter((r) => !sat(r.seats[i + 1]!) && sat(r.seats[i]!)).map((r) => r.agent),
  }));
  const pool = dialogue.roster.map((e) => {
    const row = e.name ? rows.find((r) => r.agent === e.name) : undefined;
    return {
      role: e.role,
      tier: e.tier,
      relevance: e.relevance,
      agent: e.name,
      selected: e.selected,
      rounds: row ? row.seats.filter(sat).map((s) => s.round) : [],
    };
  });
  return { pool, roundScoped, rounds, rows, rotation };
}
