import { agentName, column } from "./columns";
import { readHeading } from "./lines";
import { readIdToken } from "./markers";
import { PASTRY_NAMES, STATUS_WORDS, type RegistryStatus } from "./symbols";
import { capitalise, firstInteger, isDigits, normaliseId, stripDecoration, stripEmphasis } from "../core/text";
import type { Marker, RegistryEntry } from "./types";
import { classifyLines, type Container, type Table } from "./walk";

/** Normalises a status cell: case, bold and emoji removed, text after `—`, `:`, ` - `, `(` or `→` dropped. */
export function normaliseStatus(raw: string): RegistryStatus {
  let s = stripDecoration(stripEmphasis(raw)).toLowerCase();
  for (const cut of ["\u2014", ":", " - ", "(", "\u2192"]) {
    const at = s.indexOf(cut);
    if (at > 0) s = s.slice(0, at);
  }
  s = s.trim();
  if (s.startsWith("in progress") || s.startsWith("in-progress")) return "open";
  const word = s.split(" ")[0] ?? "";
  return STATUS_WORDS[word] ?? "unknown";
}

/** Words a Raised cell uses for the whole panel or for nobody in particular: never an agent's name. */
const NOT_AGENTS = new Set(["all", "everyone", "panel", "multiple", "several", "various", "problem", "statement", "draft", "judge", "investigation", "n/a"]);

/** Raised-cell words for several agents at once. */
const PANEL_WORDS = new Set(["all", "everyone", "panel", "multiple", "several", "various"]);

/** `R0`, `(R1)`, `R2:` → the round number, else null. */
function roundToken(word: string): number | null {
  let w = word;
  while (w.startsWith("(")) w = w.slice(1);
  while (w.endsWith(")") || w.endsWith(":") || w.endsWith(",")) w = w.slice(0, -1);
  return w.length >= 2 && (w[0] === "R" || w[0] === "r") && isDigits(w.slice(1)) ? Number(w.slice(1)) : null;
}

export interface RaisedBy {
  agents: string[];
  /** The cell names the whole panel or several agents (`All 12`, `R0 (all)`, `Multiple R1`). */
  all: boolean;
  round: number | null;
}

/**
 * A Raised / Raised By / Agent cell: `🧁 Muffin R0`, `Muffin, Scone`, `R1 (all)`, `Multiple R1` → agents and round.
 * A name counts as an agent when the dialogue knows it (panel or contributions); with no names known, any
 * capitalised word that is not a round or a word for "everyone".
 */
export function readRaisedBy(cell: string, known: ReadonlySet<string>): RaisedBy {
  const out: RaisedBy = { agents: [], all: false, round: null };
  const text = stripDecoration(stripEmphasis(cell));
  const pieces = text
    .split(",")
    .flatMap((p) => p.split("/"))
    .flatMap((p) => p.split("&"))
    .flatMap((p) => p.split("+"))
    .flatMap((p) => p.split(";"))
    .flatMap((p) => p.split(" and "));
  for (const piece of pieces) {
    const names: string[] = [];
    for (const raw of piece.trim().split(" ")) {
      if (raw.length === 0) continue;
      const round = roundToken(raw);
      if (round !== null) {
        out.round ??= round;
        continue;
      }
      const word = stripDecoration(raw.split("(").join("").split(")").join("")).trim();
      if (word.length === 0) continue;
      if (NOT_AGENTS.has(word.toLowerCase())) {
        // `Multiple R1` names no one agent but many: like `All`, any agent's raise of the id in that round fits it.
        if (PANEL_WORDS.has(word.toLowerCase())) out.all = true;
        continue;
      }
      names.push(word);
    }
    if (names.length === 0) continue;
    // `Muffin (Platform Architect)` → Muffin: the first word that is a known agent, else the whole name.
    const knownName = names.find((n) => known.has(n.toLowerCase()));
    const candidate = knownName ?? agentName(names.join(" "));
    const plausible =
      known.size > 0
        ? known.has(candidate.toLowerCase())
        : names.length === 1 && candidate[0] !== undefined && candidate[0] >= "A" && candidate[0] <= "Z" && !isDigits(candidate);
    if (plausible && !out.agents.some((a) => a.toLowerCase() === candidate.toLowerCase())) out.agents.push(knownName ?? candidate);
  }
  return out;
}

const PASTRY_UPPER = new Set(PASTRY_NAMES.map((n) => n.toUpperCase()));

/** An id cell or heading: `T01`, `T1-M`, `MACARON-T01 (R0)`, `CROISSANT R1-T01` → the id, its agent, round and local id. */
export function readRowId(cell: string): { id: string; localId: string | null; agent: string | null; round: number | null } | null {
  const words = stripEmphasis(cell)
    .split(" ")
    .filter((w) => w.length > 0);
  let round: number | null = null;
  const kept: string[] = [];
  for (const w of words) {
    const r = w.startsWith("(") ? roundToken(w) : null;
    if (r !== null) round ??= r;
    else kept.push(w);
  }
  if (kept.length === 0 || kept.length > 2) return null;
  let agent: string | null = null;
  let idWord = kept[0]!;
  if (kept.length === 2) {
    if (!PASTRY_UPPER.has(kept[0]!.toUpperCase())) return null;
    agent = capitalise(kept[0]!);
    idWord = kept[1]!;
  }
  const dash = idWord.indexOf("-");
  const prefix = dash > 0 ? idWord.slice(0, dash) : "";
  if (roundToken(prefix) !== null) round ??= roundToken(prefix);
  const token = readIdToken(idWord);
  if (!token) return null;
  agent ??= token.agent;
  const id = agent ? kept.join(" ") : (normaliseId(idWord) ?? idWord);
  return { id, localId: agent || round !== null ? token.id : null, agent, round };
}

/** The status a heading gives the rows beneath it: `Tensions Resolved (17/17)` → resolved; `Tensions Tracker` → unknown. */
export function headingStatus(heading: string | null): RegistryStatus {
  if (!heading) return "unknown";
  const words = stripDecoration(stripEmphasis(heading))
    .split(" ")
    .filter((w) => !["tensions", "tension", "tracker", "final", "all", "the", "-", "\u2014"].includes(w.toLowerCase()));
  return normaliseStatus(words.join(" "));
}

export function readTable(t: Table, labelNames: string[], known: ReadonlySet<string>): RegistryEntry[] {
  const idAt = column(t.header, ["id"]);
  if (idAt < 0) return [];
  const label = column(t.header, labelNames);
  const agentAt = column(t.header, ["agent", "surfaced by", "raised by", "raised", "agents"]);
  const roundAt = column(t.header, ["round"]);
  const statusAt = column(t.header, ["status", "consensus"]);
  const fromHeading = statusAt < 0 ? headingStatus(t.heading) : "unknown";
  return t.rows.flatMap((row) => {
    const rawId = stripEmphasis(row.cells[idAt] ?? "");
    if (rawId.length === 0 || rawId === "\u2014" || rawId === "-") return [];
    const statusRaw = statusAt >= 0 ? (row.cells[statusAt] ?? "") : "";
    const raised = agentAt >= 0 ? readRaisedBy(row.cells[agentAt] ?? "", known) : { agents: [], all: false, round: null };
    const ided = readRowId(rawId);
    const agents = ided?.agent && raised.agents.length === 0 ? [ided.agent] : raised.agents;
    const round = roundAt >= 0 ? firstInteger(row.cells[roundAt] ?? "") : (raised.round ?? ided?.round ?? null);
    return [
      {
        markers: [],
        id: ided?.id ?? normaliseId(rawId) ?? rawId,
        rawId,
        localId: ided?.localId ?? null,
        label: label >= 0 ? (row.cells[label] ?? "") : "",
        agent: agents[0] ?? null,
        agents,
        allAgents: raised.all,
        round,
        status: statusRaw ? normaliseStatus(statusRaw) : fromHeading,
        statusRaw: statusRaw || (fromHeading !== "unknown" ? (t.heading ?? "") : ""),
        line: row.line,
        ...(row.file ? { file: row.file } : {}),
      },
    ];
  });
}

/**
 * A tracker written as headings (a directory's `tensions.md`): `## RESOLVED` groups, `### MACARON-T01 (R0): label`
 * rows, and a `**Status: NARROWED** — …` line that overrides the group's status.
 */
export function readHeadingRows(c: Container): RegistryEntry[] {
  const out: RegistryEntry[] = [];
  let group: { status: RegistryStatus; raw: string } = { status: "unknown", raw: "" };
  let row: RegistryEntry | null = null;
  for (const l of classifyLines(c.lines).lines) {
    if (l.cls.kind === "content" && l.cls.code) continue;
    const heading = readHeading(l.text.trim());
    if (heading) {
      row = null;
      const colon = heading.text.indexOf(":");
      const ided = colon > 0 ? readRowId(heading.text.slice(0, colon)) : null;
      // A heading that is not a row is a group (`## RESOLVED`, `## OPEN — Round 1`, `### Cluster D`): a status word sets the group's.
      if (!ided || !(ided.localId ?? ided.id).startsWith("T")) {
        const status = normaliseStatus(heading.text);
        if (status !== "unknown" || heading.level <= 2) group = { status, raw: heading.text };
        continue;
      }
      row = {
        markers: [],
        id: ided.id,
        rawId: heading.text.slice(0, colon).trim(),
        localId: ided.localId,
        label: heading.text.slice(colon + 1).trim(),
        agent: ided.agent,
        agents: ided.agent ? [ided.agent] : [],
        allAgents: false,
        round: ided.round,
        status: group.status,
        statusRaw: group.raw,
        line: l.line,
        ...(l.file ? { file: l.file } : {}),
      };
      out.push(row);
      continue;
    }
    const plain = stripEmphasis(l.text.trim());
    if (row && plain.toLowerCase().startsWith("status:")) {
      row.statusRaw = plain.slice("status:".length).trim();
      row.status = normaliseStatus(row.statusRaw);
    }
  }
  return out;
}

function fileOrder(containers: Container[], file: string | undefined): number {
  if (file === undefined) return 0;
  const at = containers.findIndex((c) => c.heading?.file === file || c.lines[0]?.file === file);
  return at < 0 ? containers.length : at;
}

/**
 * Labels the Judge gives tensions in a numbered list under a heading naming tensions (a round summary's
 * `## Open Tensions (7)` / `1. Sync direction policy …`): item N is another label of tracker row TNN.
 */
export function judgeTensionLabels(containers: Container[]): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  for (const c of containers) {
    let underTensions = c.heading ? c.heading.text.toLowerCase().includes("tension") : false;
    for (const l of classifyLines(c.lines).lines) {
      if (l.cls.kind === "content" && l.cls.code) continue;
      const heading = readHeading(l.text.trim());
      if (heading) {
        underTensions = heading.text.toLowerCase().includes("tension");
        continue;
      }
      if (!underTensions) continue;
      const t = l.text.trim();
      const dot = t.indexOf(". ");
      if (dot > 0 && dot <= 3 && isDigits(t.slice(0, dot))) out.push({ id: normaliseId("T" + t.slice(0, dot))!, label: stripEmphasis(t.slice(dot + 2)) });
    }
  }
  return out;
}

/** The Perspectives Inventory and the Judge's Tensions Tracker (tables, or headings in a tracker file). */
export function readRegistry(
  tables: Table[],
  containers: Container[],
  agents: readonly string[] = [],
): { perspectives: RegistryEntry[]; tensions: RegistryEntry[] } {
  const known = new Set(agents.map((a) => a.toLowerCase()));
  const tensionTables = tables.filter((t) => t.section === "tensions");
  const tensions = tensionTables.flatMap((t) => readTable(t, ["tension", "label"], known));
  const headed = containers.filter((c) => c.section === "tensions").flatMap(readHeadingRows);
  return {
    perspectives: tables.filter((t) => t.section === "perspectives").flatMap((t) => readTable(t, ["perspective", "label"], known)),
    // In the order their files come in the document, so a later tracker (a recorded summary) has the last word.
    tensions: [...tensions, ...headed].sort((a, b) => fileOrder(containers, a.file) - fileOrder(containers, b.file) || a.line - b.line),
  };
}

/** Links each inventory row to the markers that raised its id (same agent when the row names one). */
export function linkRegistry(entries: RegistryEntry[], markers: Marker[], type: "PERSPECTIVE" | "TENSION"): void {
  const byId = new Map<string, number[]>();
  markers.forEach((m, i) => {
    if (m.type === type && m.id) (byId.get(m.id) ?? byId.set(m.id, []).get(m.id)!).push(i);
  });
  for (const entry of entries) {
    const all = byId.get(entry.id) ?? [];
    const agent = entry.agent?.toLowerCase();
    const same = agent ? all.filter((i) => markers[i]!.agent?.toLowerCase() === agent) : [];
    entry.markers = same.length > 0 ? same : all;
  }
}
