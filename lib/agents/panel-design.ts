import type { Interval } from "./bootstrap";
import { FEW_DIALOGUES } from "./persuasion-board";
import { proportion, type Proportion } from "./wilson";

/** What the database holds for the panel design view (lib/db/panel-facts.ts). */
export interface PanelFacts {
  dialogues: { id: number; converged: boolean; rounds: number; untracked: number; findings: number }[];
  /** Panel members, the Judge aside. */
  agents: { dialogueId: number; tier: string | null; role: string | null }[];
  /** Where the findings count comes from: the stored audit, or (until it is stored) the open-business rule over tension rows. */
  findingsFrom: "audit" | "open-business";
}

/** A mean per dialogue with its 95 % interval and the dialogues behind it. */
export interface MeanFigure {
  mean: number | null;
  interval: Interval | null;
  n: number;
}

export interface DesignRow {
  key: string;
  label: string;
  dialogues: number;
  converged: Proportion;
  /** Rounds of the dialogues that converged. */
  roundsToConverge: MeanFigure;
  untracked: MeanFigure;
  findings: MeanFigure;
  /** Under FEW_DIALOGUES: the row says too little to read. */
  few: boolean;
}

export const DESIGN_DIMENSIONS = ["size", "tiers", "roles"] as const;
export type DesignDimension = (typeof DESIGN_DIMENSIONS)[number];

export interface DesignTable {
  dimension: DesignDimension;
  rows: DesignRow[];
  /** Groups left off (roles seen in the fewest dialogues). */
  more: number;
}

export interface PanelDesign {
  dialogues: number;
  /** Dialogues with no panel member recorded: in no group. */
  withoutPanel: number;
  tables: DesignTable[];
  findingsFrom: PanelFacts["findingsFrom"];
}

const Z95 = 1.959963984540054;

/**
 * A mean with its 95 % normal-approximation interval (mean ± z·s/√n, never below zero: these are counts). Null
 * interval under two values or when every value is the same: a zero-width interval would claim a certainty the
 * sample does not give. Cheap at 10,000 dialogues, unlike a bootstrap per cell.
 */
export function meanFigure(values: number[]): MeanFigure {
  const n = values.length;
  if (n === 0) return { mean: null, interval: null, n };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (n < 2) return { mean, interval: null, n };
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  if (variance === 0) return { mean, interval: null, n };
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { mean, interval: [Math.max(0, mean - half), mean + half], n };
}

const SIZE_BUCKETS: [number, number, string][] = [
  [1, 2, "1–2 members"],
  [3, 4, "3–4 members"],
  [5, 6, "5–6 members"],
  [7, 9, "7–9 members"],
  [10, Infinity, "10 or more"],
];
const TIERS = ["core", "adjacent", "wildcard"] as const;

/** A panel's tier as the three the panel design reads: `Core`, `**adjacent**` and `Wildcard (contrarian)` are one each. */
export function tierOf(raw: string | null): (typeof TIERS)[number] | null {
  if (!raw) return null;
  const word =
    raw
      .replace(/[*_`]/g, "")
      .trim()
      .toLowerCase()
      .split(/[^a-z]/)[0] ?? "";
  return (TIERS as readonly string[]).includes(word) ? (word as (typeof TIERS)[number]) : null;
}

type Dialogue = PanelFacts["dialogues"][number];

function row(key: string, label: string, group: Dialogue[]): DesignRow {
  const converged = group.filter((d) => d.converged);
  return {
    key,
    label,
    dialogues: group.length,
    converged: proportion(converged.length, group.length),
    roundsToConverge: meanFigure(converged.map((d) => d.rounds)),
    untracked: meanFigure(group.map((d) => d.untracked)),
    findings: meanFigure(group.map((d) => d.findings)),
    few: group.length < FEW_DIALOGUES,
  };
}

/**
 * Across dialogues, how panel design relates to outcomes: by panel size, by the mix of tiers seated (core,
 * adjacent, wildcard), and by role (the dialogues a role sat in), each group's share converged, rounds to converge,
 * untracked tensions and audit findings per dialogue, with intervals and the dialogues behind each. Pure.
 */
export function panelDesign(facts: PanelFacts, roleLimit = 20): PanelDesign {
  const members = new Map<number, PanelFacts["agents"]>();
  for (const a of facts.agents) (members.get(a.dialogueId) ?? members.set(a.dialogueId, []).get(a.dialogueId)!).push(a);
  const seated = facts.dialogues.filter((d) => (members.get(d.id)?.length ?? 0) > 0);

  const bySize = SIZE_BUCKETS.map(([lo, hi, label]) =>
    row(
      `size-${lo}`,
      label,
      seated.filter((d) => members.get(d.id)!.length >= lo && members.get(d.id)!.length <= hi),
    ),
  );

  const mixes = new Map<string, Dialogue[]>();
  for (const d of seated) {
    const present = new Set(
      members
        .get(d.id)!
        .map((a) => tierOf(a.tier))
        .filter((t) => t !== null),
    );
    const key = TIERS.filter((t) => present.has(t)).join(" + ") || "no tiers recorded";
    (mixes.get(key) ?? mixes.set(key, []).get(key)!).push(d);
  }
  const byTiers = [...mixes].map(([key, group]) => row(`tiers-${key}`, key, group)).sort((a, b) => b.dialogues - a.dialogues || a.label.localeCompare(b.label));

  const roles = new Map<string, { label: string; ids: Set<number> }>();
  for (const a of facts.agents) {
    const label = a.role?.replace(/[*_`]/g, "").trim();
    if (!label) continue;
    const key = label.toLowerCase();
    (roles.get(key) ?? roles.set(key, { label, ids: new Set() }).get(key)!).ids.add(a.dialogueId);
  }
  const byId = new Map(facts.dialogues.map((d) => [d.id, d]));
  const roleRows = [...roles].map(([key, r]) => ({ key, r })).sort((a, b) => b.r.ids.size - a.r.ids.size || a.r.label.localeCompare(b.r.label));
  const byRole = roleRows.slice(0, roleLimit).map(({ key, r }) =>
    row(
      `role-${key}`,
      r.label,
      [...r.ids].flatMap((id) => byId.get(id) ?? []),
    ),
  );

  return {
    dialogues: facts.dialogues.length,
    withoutPanel: facts.dialogues.length - seated.length,
    tables: [
      { dimension: "size", rows: bySize.filter((r) => r.dialogues > 0), more: 0 },
      { dimension: "tiers", rows: byTiers, more: 0 },
      { dimension: "roles", rows: byRole, more: Math.max(0, roleRows.length - roleLimit) },
    ],
    findingsFrom: facts.findingsFrom,
  };
}
