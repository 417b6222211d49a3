import { agentName, column } from "./columns";
import { STATUS_WORDS, type RegistryStatus } from "./symbols";
import { firstInteger, normaliseId, stripDecoration, stripEmphasis } from "./text";
import type { Marker, RegistryEntry } from "./types";
import type { Table } from "./walk";

/** Normalises a status cell: case, bold and emoji removed, text after `—`, `:` or ` - ` dropped. */
export function normaliseStatus(raw: string): RegistryStatus {
  let s = stripDecoration(stripEmphasis(raw)).toLowerCase();
  for (const cut of ["\u2014", ":", " - ", "("]) {
    const at = s.indexOf(cut);
    if (at > 0) s = s.slice(0, at);
  }
  const word = s.trim().split(" ")[0] ?? "";
  return STATUS_WORDS[word] ?? "unknown";
}

export function readRegistry(tables: Table[]): { perspectives: RegistryEntry[]; tensions: RegistryEntry[] } {
  const read = (t: Table, labelNames: string[]): RegistryEntry[] => {
    const id = column(t.header, ["id"]);
    if (id < 0) return [];
    const label = column(t.header, labelNames);
    const agent = column(t.header, ["agent", "surfaced by", "raised by", "raised"]);
    const round = column(t.header, ["round"]);
    const status = column(t.header, ["status", "consensus"]);
    return t.rows.flatMap((row) => {
      const rawId = stripEmphasis(row.cells[id] ?? "");
      if (rawId.length === 0 || rawId === "\u2014" || rawId === "-") return [];
      const statusRaw = status >= 0 ? (row.cells[status] ?? "") : "";
      const roundCell = round >= 0 ? (row.cells[round] ?? "") : "";
      return [{
        markers: [],
        id: normaliseId(rawId) ?? rawId,
        rawId,
        label: label >= 0 ? (row.cells[label] ?? "") : "",
        agent: agent >= 0 ? agentName(row.cells[agent] ?? "") || null : null,
        round: firstInteger(roundCell),
        status: statusRaw ? normaliseStatus(statusRaw) : "unknown",
        statusRaw,
        line: row.line,
        ...(row.file ? { file: row.file } : {}),
      }];
    });
  };
  return {
    perspectives: tables.filter((t) => t.section === "perspectives").flatMap((t) => read(t, ["perspective", "label"])),
    tensions: tables.filter((t) => t.section === "tensions").flatMap((t) => read(t, ["tension", "label"])),
  };
}

/** Links each registry row to the markers that raised its id: the Judge's registry and the agents' markers side by side. */
export function linkRegistry(entries: RegistryEntry[], markers: Marker[], type: "PERSPECTIVE" | "TENSION"): void {
  const byId = new Map<string, number[]>();
  markers.forEach((m, i) => {
    if (m.type === type && m.id) byId.set(m.id, [...(byId.get(m.id) ?? []), i]);
  });
  for (const entry of entries) {
    const all = byId.get(entry.id) ?? [];
    const agent = entry.agent?.toLowerCase();
    const same = agent ? all.filter((i) => markers[i]!.agent?.toLowerCase() === agent) : [];
    entry.markers = same.length > 0 ? same : all;
  }
}

