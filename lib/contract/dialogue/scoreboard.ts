import { agentName, column } from "./columns";
import { DIMENSIONS, type Dimension } from "./symbols";
import { headerKey } from "./tables";
import { normaliseId, parseNumberCell } from "../core/text";
import type { RoundMetrics, ScoreRow, Scoreboard, ScoreTableShape } from "./types";
import type { Table, TableRow } from "./walk";

const TOTAL_HEADERS = ["total", "alignment"];

function dimensionColumns(header: string[]): Partial<Record<Dimension, number>> {
  const out: Partial<Record<Dimension, number>> = {};
  for (const dim of Object.keys(DIMENSIONS) as Dimension[]) {
    const at = column(header, DIMENSIONS[dim]);
    if (at >= 0) out[dim] = at;
  }
  return out;
}

function roundColumns(header: string[]): [string, number][] {
  const out: [string, number][] = [];
  header.forEach((cell, i) => {
    const key = headerKey(cell);
    if (key.length >= 2 && key[0] === "r" && normaliseId("R" + key.slice(1)) !== null) out.push(["R" + key.slice(1), i]);
  });
  return out;
}

export function scoreTableShape(header: string[]): ScoreTableShape {
  const first = headerKey(header[0] ?? "");
  const last = headerKey(header[header.length - 1] ?? "");
  const keys = header.map(headerKey);
  if (first === "round" && (keys.includes("velocity") || keys.includes("converge %"))) return "round-metrics";
  if (first === "agent" && TOTAL_HEADERS.includes(last)) {
    return Object.keys(dimensionColumns(header)).length === 4 ? "agent-dimensions" : "agent-rounds";
  }
  return "other";
}

export function scoreRow(table: Table, row: TableRow): ScoreRow {
  const dims = dimensionColumns(table.header);
  const out: ScoreRow = {
    agent: agentName(row.cells[0] ?? ""),
    total: parseNumberCell(row.cells[table.header.length - 1] ?? ""),
    line: row.line,
    ...(row.file ? { file: row.file } : {}),
  };
  for (const [dim, at] of Object.entries(dims) as [Dimension, number][]) {
    const v = parseNumberCell(row.cells[at] ?? "");
    if (v !== null) out[dim] = v;
  }
  const rounds = roundColumns(table.header);
  if (rounds.length > 0) {
    out.rounds = {};
    for (const [name, at] of rounds) {
      const v = parseNumberCell(row.cells[at] ?? "");
      if (v !== null) out.rounds[name] = v;
    }
  }
  return out;
}

export function readScoreboard(tables: Table[]): Scoreboard {
  const board: Scoreboard = { agents: [], rounds: [], tables: [] };
  for (const t of tables) {
    const shape = scoreTableShape(t.header);
    if (shape === "other") continue;
    board.tables.push({ shape, header: t.header, line: t.line, ...(t.file ? { file: t.file } : {}) });
    if (shape === "round-metrics") {
      board.rounds = t.rows.map((row) => roundMetrics(t.header, row)).filter((r): r is RoundMetrics => r !== null);
      continue;
    }
    const rows = t.rows.map((row) => scoreRow(t, row)).filter((r) => r.agent.length > 0);
    if (rows.some((r) => (r.total ?? 0) !== 0)) board.agents = fillFromEarlier(rows, board.agents);
  }
  return board;
}

/**
 * The last per-agent table is the scoreboard; an earlier one (dimensions before a per-round table, or the reverse)
 * fills only the columns the last lacks, so a dialogue keeps both its W/C/T/R and its per-round totals.
 */
function fillFromEarlier(rows: ScoreRow[], earlier: ScoreRow[]): ScoreRow[] {
  if (earlier.length === 0) return rows;
  const byAgent = new Map(earlier.map((r) => [r.agent.toLowerCase(), r]));
  return rows.map((row) => {
    const before = byAgent.get(row.agent.toLowerCase());
    if (!before) return row;
    const out: ScoreRow = { ...row };
    for (const dim of Object.keys(DIMENSIONS) as Dimension[]) if (out[dim] === undefined && before[dim] !== undefined) out[dim] = before[dim];
    if (out.rounds === undefined && before.rounds !== undefined) out.rounds = before.rounds;
    return out;
  });
}

function roundMetrics(header: string[], row: TableRow): RoundMetrics | null {
  const round = parseNumberCell(row.cells[0] ?? "");
  if (round === null) return null;
  const value = (names: string[]) => {
    const at = column(header, names);
    return at >= 0 ? parseNumberCell(row.cells[at] ?? "") : null;
  };
  const out: RoundMetrics = { round, line: row.line };
  const fields: [keyof RoundMetrics, string[]][] = [
    ["wisdom", ["w", "wisdom"]],
    ["consistency", ["c", "consistency"]],
    ["truth", ["t", "truth"]],
    ["relationships", ["r", "relationships"]],
    ["score", ["score"]],
    ["cumulative", ["s", "\u03a3", "cumulative"]],
    ["openTensions", ["open t", "open tensions"]],
    ["newPerspectives", ["new p", "new perspectives"]],
    ["velocity", ["velocity"]],
    ["convergePercent", ["converge %", "converge"]],
  ];
  for (const [field, names] of fields) {
    const v = value(names);
    if (v !== null) (out as unknown as Record<string, number>)[field] = v;
  }
  return out;
}
