import { agentName, column } from "./columns";
import { AGENT_EMOJI, JUDGE_EMOJI } from "./symbols";
import { parseNumberCell, stripEmphasis } from "./text";
import type { MetadataEntry, PanelMember } from "./types";
import type { Table } from "./walk";


export function readPanel(tables: Table[], metadata: MetadataEntry[]): PanelMember[] {
  const table = tables.find((t) => t.section === "panel" && column(t.header, ["agent", "expert", "pastry", "name"]) >= 0);
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
