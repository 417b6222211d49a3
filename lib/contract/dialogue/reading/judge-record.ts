import { column } from "../columns";
import { readHeading } from "../lines";
import { readRaisedBy, readRowId } from "../registry";
import { firstInteger, isDigits, stripDecoration, stripEmphasis } from "../../core/text";
import type { RegistryEntry, SourceLine } from "../types";
import { classifyLines, collectTables, type Container, type Table } from "../walk";
import {
  SOFT_AGREEMENT,
  defers,
  finalOf,
  headingRow,
  headingRuling,
  idsOfCell,
  isFinalHeading,
  mentionsId,
  parenthesisedId,
  proseLabels,
  readBlanketRuling,
  readIdRuling,
  roundNamed,
  statusOfLabel,
  tensionKey,
  tensionNumber,
} from "./judge-words";
import type { TensionFinal } from "./tension-types";

/**
 * The Judge's record of tensions, everywhere the Judge writes it: tracker tables (with or without an ID column),
 * `Tensions Identified` tables, `### Tension N` / `### T1 Resolution` headings, closing tables, `T1 RESOLVED` and
 * `T08–T11 unanimously deferred` lines, and `All tensions resolved` / `13/13 resolved` lines. Each row and each
 * ruling carries its rank, so the latest word wins.
 */

/**
 * Where a word of the Judge sits. A final record (a FINAL tracker, a closing section, a verdict) outranks the rest;
 * then the round it speaks for (a row saying `Resolved R2`, a Round 2 summary) where both say; then position.
 */
export interface Rank {
  final: boolean;
  /** The round the word speaks for: the round its status cell names (`Resolved R2`), else the round it sits in. */
  round: number | null;
  order: number;
  line: number;
}

export function isLater(a: Rank, b: Rank): boolean {
  if (a.final !== b.final) return a.final;
  // A tracker kept at the top of the file and updated as rounds go is not older than a round's summary below it.
  if (a.round !== null && b.round !== null && a.round !== b.round) return a.round > b.round;
  return a.order !== b.order ? a.order > b.order : a.line > b.line;
}

/** One tracker row as the Judge wrote it, with the ruling it gives (null: the row states none). */
export interface JudgeRow {
  entry: RegistryEntry;
  key: string;
  final: TensionFinal | null;
  rank: Rank;
  /** Numbered by its place in a table of labels (`Tension 2` for the second row), not by anything the Judge wrote. */
  byPosition?: boolean;
}

/** A ruling that names tensions without being a row: `T1 RESOLVED`, `T08–T11 deferred`; `keys` null: all of them. */
export interface JudgeRuling {
  keys: string[] | null;
  /** For a ruling on all tensions, the count it gives (`13/13`, `All 3 tensions`), when it gives one. */
  count: number | null;
  final: TensionFinal;
  rank: Rank;
  line: number;
  file?: string;
}

export interface JudgeRecord {
  rows: JudgeRow[];
  rulings: JudgeRuling[];
  /** The Judge's other wordings of a row in prose: `**T07: schema ownership vs collaborative editing**`, `T02 (writeback atomicity)`. */
  labels: { id: string; label: string }[];
}

interface Walked {
  /** Lines (by `file|line`) under a final heading. */
  finalLines: Set<string>;
}

const lineKey = (l: { line: number; file?: string }) => `${l.file ?? ""}|${l.line}`;

interface BlockContext {
  order: number;
  /** The round the block belongs to (a round's Judge summary), else null. */
  round: number | null;
  known: ReadonlySet<string>;
  rows: JudgeRow[];
  rulings: JudgeRuling[];
  labels: { id: string; label: string }[];
}

function rankOf(ctx: BlockContext, l: { line: number; file?: string }, walked: Walked, status = ""): Rank {
  return { final: walked.finalLines.has(lineKey(l)), round: roundNamed(status) ?? ctx.round, order: ctx.order, line: l.line };
}

function newEntry(id: string, label: string, l: { line: number; file?: string }): RegistryEntry {
  const ided = readRowId(id);
  return {
    markers: [],
    id: ided?.id ?? id,
    rawId: id,
    localId: ided?.localId ?? null,
    label,
    agent: ided?.agent ?? null,
    agents: ided?.agent ? [ided.agent] : [],
    allAgents: false,
    round: ided?.round ?? null,
    status: "unknown",
    statusRaw: "",
    line: l.line,
    ...(l.file ? { file: l.file } : {}),
  };
}

/** Headings and lines of one Judge block: heading rows, `T1 Resolution` headings, id rulings and blanket rulings. */
function walkBlock(c: Container, ctx: BlockContext, finalBlock: boolean): Walked {
  const walked: Walked = { finalLines: new Set() };
  let final = finalBlock || (c.heading !== null && isFinalHeading(c.heading.text));
  // Headings that are not rows since the last `##`: the latest with a status word is the group's (`## RESOLVED`).
  const groups: string[] = c.heading ? [readHeading(c.heading.text.trim())?.text ?? ""] : [];
  const group = (): TensionFinal | null => {
    for (let i = groups.length - 1; i >= 0; i--) {
      const status = finalOf(groups[i]!);
      if (status) return status;
    }
    return null;
  };
  // A row heading just read, whose first line may still give its status.
  let awaiting: JudgeRow | null = null;
  const rule = (keys: string[] | null, count: number | null, ruling: TensionFinal, l: SourceLine) =>
    ctx.rulings.push({ keys, count, final: ruling, rank: rankOf(ctx, l, walked), line: l.line, ...(l.file ? { file: l.file } : {}) });
  for (const l of classifyLines(c.lines).lines) {
    if (l.cls.kind === "content" && l.cls.code) continue;
    const heading = readHeading(l.text.trim());
    if (heading) {
      if (isFinalHeading(heading.text)) final = true;
      if (final) walked.finalLines.add(lineKey(l));
      awaiting = null;
      const text = mentionsId(heading.text) || heading.text.includes("ension") ? stripDecoration(stripEmphasis(heading.text)) : "";
      const row = text ? headingRow(text) : null;
      if (row) {
        const own = statusOfLabel(row.rest);
        const entry = newEntry(row.id, own ? own.label : row.rest, l);
        if (own) entry.statusRaw = own.raw;
        const judged: JudgeRow = { entry, key: tensionKey(entry.id), final: own?.final ?? group(), rank: rankOf(ctx, l, walked, own?.raw) };
        ctx.rows.push(judged);
        if (!own) awaiting = judged;
        continue;
      }
      const ruling = text ? headingRuling(text) : null;
      if (ruling) {
        rule(ruling.ids.map(tensionKey), null, ruling.final, l);
        continue;
      }
      if (heading.level <= 2) groups.length = 0;
      groups.push(heading.text);
      continue;
    }
    if (final) walked.finalLines.add(lineKey(l));
    const plain = stripEmphasis(l.text.trim());
    if (plain.length === 0) continue;
    // The first line under a row heading may give its status: `**Status: NARROWED**`, `**Resolved in R1** by …`.
    if (awaiting) {
      const statusText = plain.toLowerCase().startsWith("status:") ? plain.slice("status:".length) : l.text.trim().startsWith("**") ? plain : "";
      const status = statusText ? finalOf(statusText) : null;
      if (status) {
        awaiting.final = status;
        awaiting.entry.statusRaw = statusText.trim();
        awaiting.rank.round = roundNamed(statusText) ?? awaiting.rank.round;
      }
      awaiting = null;
    }
    // Most lines name no tension: two cheap looks spare them the readers below.
    const namesTensions = l.text.includes("ension") || l.text.includes("ENSION");
    const namesId = mentionsId(l.text);
    if (l.cls.kind === "table-row") {
      const blanket = namesTensions ? readBlanketRuling(l.text) : null;
      if (blanket) rule(null, blanket.count, blanket.final, l);
      continue;
    }
    if (namesId) {
      ctx.labels.push(...proseLabels(l.text));
      const byId = readIdRuling(l.text);
      if (byId) {
        rule(byId.ids.map(tensionKey), null, byId.final, l);
        continue;
      }
    }
    const blanket = namesTensions ? readBlanketRuling(l.text) : null;
    if (blanket) rule(null, blanket.count, blanket.final, l);
  }
  return walked;
}

const RESOLUTION_COLUMNS = ["resolution", "winner", "decision", "outcome", "ruling", "resolved", "how resolved", "final resolution"];

/** A table of tensions: rows of ids (an ID column, or a Tension column of ids, numbers or labels) with their rulings. */
function readTensionTable(t: Table, ctx: BlockContext, walked: Walked): void {
  const idAt = column(t.header, ["id", "tension id"]);
  const tensionAt = column(t.header, ["tension", "tensions"]);
  // `| # | Tension | Status |` under a heading naming tensions: rows numbered Tension 1, 2, …
  const numberAt = idAt < 0 && tensionAt >= 0 ? column(t.header, ["#", "no.", "no"]) : -1;
  if (idAt < 0 && tensionAt < 0) return;
  const labelAt = idAt >= 0 ? (tensionAt >= 0 ? tensionAt : column(t.header, ["label", "description", "summary"])) : -1;
  const statusAt = column(t.header, ["status", "consensus"]);
  const resolutionAt = column(t.header, RESOLUTION_COLUMNS);
  const agentAt = column(t.header, ["agent", "surfaced by", "raised by", "raised", "agents", "owner"]);
  const roundAt = column(t.header, ["round"]);
  const fromHeading = finalOf(headingWords(t.heading));
  t.rows.forEach((r, index) => {
    const idCell = r.cells[idAt >= 0 ? idAt : tensionAt] ?? "";
    const number = numberAt >= 0 ? stripEmphasis(r.cells[numberAt] ?? "").trim() : "";
    let ids = isDigits(number) ? [`Tension ${Number(number)}`] : idsOfCell(idCell);
    let label = labelAt >= 0 ? stripEmphasis(r.cells[labelAt] ?? "") : isDigits(number) ? stripEmphasis(idCell) : "";
    let owner: string | null = null;
    let byPosition = false;
    if (!ids) {
      // A label naming its row in parentheses: `Agent instruction delivery gap (Muffin T01)`, `Stream vs document modes (T02)`.
      const named = parenthesisedId(stripEmphasis(idCell));
      if (named) {
        ids = [named.id];
        // `(Muffin T01)` names its agent; `(see T02)` names none.
        owner = named.agent && ctx.known.has(named.agent.toLowerCase()) ? named.agent : null;
        label = named.label;
      }
    }
    if (!ids) {
      // A Tension column of labels (`1. Integration Scope`, `Sync Timing`): the Judge's tensions in order.
      // Only a first column of tensions lists them; a Tension column beside an agent's name is that agent's position.
      if (idAt >= 0 || tensionAt !== 0) return;
      const plain = stripEmphasis(idCell).trim();
      if (plain.length === 0 || plain === "\u2014" || plain === "-") return;
      const dot = plain.indexOf(". ");
      const numbered = dot > 0 && dot <= 3 && isDigits(plain.slice(0, dot));
      label = numbered ? plain.slice(dot + 2).trim() : plain;
      const same = ctx.rows.find((x) => x.entry.label.toLowerCase() === label.toLowerCase());
      ids = [numbered ? `Tension ${plain.slice(0, dot)}` : (same?.entry.id ?? `Tension ${index + 1}`)];
      byPosition = !numbered && !same;
    }
    const statusCell = statusAt >= 0 ? (r.cells[statusAt] ?? "") : "";
    const resolution = resolutionAt >= 0 ? stripEmphasis(r.cells[resolutionAt] ?? "").trim() : "";
    let final: TensionFinal | null = statusCell ? finalOf(statusCell) : null;
    const soft = SOFT_AGREEMENT.has(stripDecoration(stripEmphasis(statusCell)).toLowerCase().split(" ")[0] ?? "");
    if (final && soft && r.cells.some((cell, i) => i !== idAt && defers(cell))) final = "deferred";
    if (!final && resolution.length > 0 && resolution !== "\u2014" && resolution !== "-") final = defers(resolution) ? "deferred" : "resolved";
    final ??= fromHeading;
    const raised = agentAt >= 0 ? readRaisedBy(r.cells[agentAt] ?? "", ctx.known) : null;
    for (const id of ids) {
      const entry = newEntry(id, ids.length === 1 ? label : "", r);
      const raisers = raised && raised.agents.length > 0 ? raised.agents : owner ? [owner] : [];
      if (raisers.length > 0) {
        entry.agents = raisers;
        entry.agent = raisers[0] ?? null;
      }
      entry.allAgents = raised?.all ?? false;
      entry.round = roundAt >= 0 ? firstInteger(r.cells[roundAt] ?? "") : (raised?.round ?? entry.round);
      entry.statusRaw = statusCell || resolution;
      if (final) entry.status = final === "dropped" ? "unknown" : final;
      ctx.rows.push({
        entry,
        key: tensionKey(entry.id),
        final,
        rank: rankOf(ctx, r, walked, entry.statusRaw),
        ...(byPosition ? { byPosition } : {}),
      });
    }
  });
}

/** A heading's words that can carry a status: `Tensions Resolved (17/17)` → `Resolved`. */
function headingWords(heading: string | null): string {
  if (!heading) return "";
  return stripDecoration(stripEmphasis(heading))
    .split(" ")
    .filter((w) => !["tensions", "tension", "tracker", "final", "all", "the", "-", "\u2014"].includes(w.toLowerCase()))
    .join(" ");
}

export interface JudgeBlock {
  container: Container;
  /** The whole block is a final record (a verdict file). */
  final: boolean;
}

/** Everything the Judge wrote about tensions in these blocks, in the order given (the document's). */
export function readJudgeRecord(blocks: JudgeBlock[], agents: readonly string[]): JudgeRecord {
  const known = new Set(agents.map((a) => a.toLowerCase()));
  const rows: JudgeRow[] = [];
  const rulings: JudgeRuling[] = [];
  const labels: { id: string; label: string }[] = [];
  let numbersTensions = false;
  blocks.forEach((b, order) => {
    const ctx: BlockContext = { order, round: b.container.round, known, rows, rulings, labels };
    const walked = walkBlock(b.container, ctx, b.final);
    for (const t of collectTables([b.container])) {
      readTensionTable(t, ctx, walked);
      if (t.header.some((h) => tensionNumber(stripDecoration(h)) !== null)) numbersTensions = true;
    }
  });
  // A table of tension labels is a list of the Judge's tensions only where the dialogue numbers them somewhere
  // (`Tension 1` as a column, a heading or a numbered row); an unnumbered list of labels has no ids to read.
  if (!numbersTensions) numbersTensions = rows.some((r) => !r.byPosition && r.entry.rawId.startsWith("Tension "));
  return { rows: numbersTensions ? rows : rows.filter((r) => !r.byPosition), rulings, labels };
}
