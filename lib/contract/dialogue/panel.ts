import { agentName, column } from "./columns";
import { AGENT_EMOJI, JUDGE_EMOJI } from "./symbols";
import { parseNumberCell, stripEmphasis } from "../core/text";
import type { MetadataEntry, PanelMember, RosterEntry } from "./types";
import type { Table } from "./walk";

export function readPanel(tables: Table[], metadata: MetadataEntry[]): PanelMember[] {
  // `## Expert Panels by Round` holds one table a round: the panel is every member of any of them.
  const found = tables.filter((t) => t.section === "panel" && column(t.header, ["agent", "expert", "pastry", "name"]) >= 0);
  if (found.length > 1) {
    const members: PanelMember[] = [];
    for (const t of found) for (const m of readPanel([t], metadata)) if (!members.some((x) => x.name === m.name)) members.push(m);
    return members;
  }
  const table = found[0];
  if (table) {
    const name = column(table.header, ["agent", "expert", "pastry", "name"]);
    const role = column(table.header, ["role", "domain"]);
    const tier = column(table.header, ["tier"]);
    const relevance = column(table.header, ["relevance"]);
    const id = column(table.header, ["id"]);
    return table.rows
      .map((row) => {
        const raw = row.cells[name] ?? "";
        const n = agentName(raw);
        const judge = raw.includes(JUDGE_EMOJI) || n === "Judge";
        const alias = id >= 0 ? stripEmphasis(row.cells[id] ?? "") : "";
        return {
          name: n,
          aliases: alias.length > 0 && alias.length <= 4 && alias !== n ? [alias] : [],
          role: role >= 0 ? (row.cells[role] ?? null) : null,
          tier: tier >= 0 && row.cells[tier] && row.cells[tier] !== "\u2014" ? row.cells[tier]! : null,
          relevance: relevance >= 0 ? parseNumberCell(row.cells[relevance] ?? "") : null,
          emoji: judge ? JUDGE_EMOJI : AGENT_EMOJI,
          judge,
        };
      })
      .filter((m) => m.name.length > 0 && m.name !== "\u2014");
  }
  const participants = metadata.find((m) => m.key.toLowerCase() === "participants");
  if (!participants) return [];
  const raw = [participants.value, ...participants.continuation].join(",");
  return raw
    .split("|")
    .flatMap((p) => p.split(","))
    .map((p) => (p.trim().startsWith("- ") ? p.trim().slice(2) : p))
    .filter((p) => p.includes(AGENT_EMOJI) || p.includes(JUDGE_EMOJI))
    .map((p) => {
      const judge = p.includes(JUDGE_EMOJI);
      const n = agentName(p);
      const paren = p.indexOf("(");
      const role = paren > 0 && p.trim().endsWith(")") ? p.slice(paren + 1, p.lastIndexOf(")")).trim() : null;
      return { name: n, aliases: [], role, tier: null, relevance: null, emoji: judge ? JUDGE_EMOJI : AGENT_EMOJI, judge };
    })
    .filter((m) => m.name.length > 0);
}

/** `A (x, y), B` → `A (x, y)`, `B`: commas inside parentheses belong to the role. */
function splitOutsideParens(cell: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of cell) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) {
      out.push(current.trim());
      current = "";
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/** Two role names for one expert: equal, or equal up to a parenthesised detail (`Rust Systems Engineer (Traits)`). */
function sameRole(a: string, b: string): boolean {
  const base = (s: string) => (s.indexOf(" (") > 0 ? s.slice(0, s.indexOf(" (")) : s).trim().toLowerCase();
  return base(a) === base(b);
}

/** Marks each pool entry selected (and names it) when a panel member held its role. */
export function markSelected(pool: Omit<RosterEntry, "name" | "selected">[], panel: PanelMember[]): RosterEntry[] {
  return pool.map((e) => {
    const member = panel.find((m) => m.role !== null && sameRole(m.role, e.role));
    return { ...e, name: member?.name ?? null, selected: member !== undefined };
  });
}

/**
 * The pool from an `## Expert Pool` table: the canonical `| Role | Tier | Relevance | Agent | Selected |`, or the
 * generator's `| Tier | Experts |` with roles joined by commas.
 */
export function readRoster(tables: Table[], panel: PanelMember[]): RosterEntry[] {
  const out: RosterEntry[] = [];
  for (const t of tables.filter((x) => x.section === "pool")) {
    const role = column(t.header, ["role"]);
    const experts = column(t.header, ["experts"]);
    const tier = column(t.header, ["tier"]);
    const relevance = column(t.header, ["relevance"]);
    const agent = column(t.header, ["agent"]);
    const selected = column(t.header, ["selected"]);
    for (const row of t.rows) {
      const tierCell = tier >= 0 ? stripEmphasis(row.cells[tier] ?? "") : "";
      if (role >= 0) {
        const name = agent >= 0 ? agentName(row.cells[agent] ?? "") : "";
        out.push({
          role: row.cells[role] ?? "",
          tier: tierCell || null,
          relevance: relevance >= 0 ? parseNumberCell(row.cells[relevance] ?? "") : null,
          name: name && name !== "\u2014" ? name : null,
          selected: selected >= 0 ? stripEmphasis(row.cells[selected] ?? "").toLowerCase() === "yes" : false,
        });
      } else if (experts >= 0) {
        const roles = splitOutsideParens(row.cells[experts] ?? "").filter((r) => r.length > 0);
        out.push(
          ...markSelected(
            roles.map((r) => ({ role: r, tier: tierCell || null, relevance: null })),
            panel,
          ),
        );
      }
    }
  }
  return out;
}
