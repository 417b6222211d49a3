import { agentName } from "../columns";
import { headerKey } from "../tables";
import { parseNumberCell, stripEmphasis } from "../../core/text";
import type { Contribution, ParsedDialogue, Round, SourceLine } from "../types";
import type { Table } from "../walk";
import { evidenceOf, type ReadLine } from "./judge-text";

/** A cell or line that only holds a place: `TBD`, `_Pending_`, `(awaiting response)`. */
const PLACEHOLDER_WORDS = ["tbd", "todo", "pending", "awaiting response", "to be added", "to be completed", "..."];

/** `_x_`, `*x*`, `(x)` → `x`. */
function unwrap(s: string): string {
  let t = s.trim();
  for (const [open, close] of [
    ["_", "_"],
    ["*", "*"],
    ["(", ")"],
  ] as const)
    if (t.length > 2 && t.startsWith(open) && t.endsWith(close)) t = t.slice(1, -1).trim();
  return t.endsWith(".") && !t.endsWith("...") ? t.slice(0, -1) : t;
}

/** `[Awaiting response]`, `[Dialogue content to be added]`, `[Topic]`: a bracket of prose, not a marker (`[TENSION T1: …]`). */
export function isPlaceholder(text: string): boolean {
  let s = stripEmphasis(text.trim());
  if (s.startsWith("- ") || s.startsWith("* ")) s = s.slice(2).trim();
  if (PLACEHOLDER_WORDS.includes(unwrap(s).toLowerCase())) return true;
  if (!s.startsWith("[") || !s.endsWith("]") || s.length < 3) return false;
  const first = s[1]!;
  const second = s[2]!;
  return first >= "A" && first <= "Z" && (second < "A" || second > "Z");
}

/** A line that says something: not blank, not a rule, not a placeholder. */
function says(l: SourceLine): boolean {
  const t = l.text.trim();
  return t.length > 0 && t !== "---" && t !== "***" && !isPlaceholder(t);
}

/** A contribution with content of its own (not only placeholders; a bold speaker line counts only with text after it). */
export function hasContent(c: Contribution): boolean {
  return c.lines.some(says);
}

/** A round intro the Judge wrote: prose beyond a template blockquote (`> All agents responded independently`). */
function introSays(r: Round): boolean {
  return r.intro.some((l) => says(l) && !l.text.trim().startsWith(">"));
}

/** A panel listed under a round-shaped heading (`## Expert Panel (Round 0)`) is a panel, not a round. */
function isPanelHeading(r: Round): boolean {
  const label = r.label.toLowerCase();
  return label.includes("panel") && r.contributions.every((c) => !hasContent(c));
}

/** The number of a `### Round 2 …` summary heading, or null. */
function summaryRound(l: ReadLine): number | null {
  if (!l.heading || !l.text.trimStart().startsWith("###")) return null;
  const text = l.plain;
  if (!text.startsWith("round ")) return null;
  let digits = "";
  for (const ch of text.slice("round ".length)) {
    if (ch < "0" || ch > "9") break;
    digits += ch;
  }
  const after = text.slice("round ".length + digits.length);
  return digits.length > 0 && (after.length === 0 || !(after[0]! >= "a" && after[0]! <= "z")) ? Number(digits) : null;
}

export interface RoundsReading {
  rounds: number[];
  evidence: string | null;
}

/** Round numbers with content: contributions or a Judge summary (a round section, or a `### Round N` summary). */
export function readRounds(d: ParsedDialogue, lines: ReadLine[]): RoundsReading {
  const found = new Map<number, string>();
  for (const r of d.rounds) {
    if (isPanelHeading(r)) continue;
    if (r.contributions.some(hasContent) || introSays(r)) if (!found.has(r.number)) found.set(r.number, evidenceOf(r));
  }
  // Judge summaries written as H3 `### Round N` headings outside any round section, each with prose under it.
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (l.by !== "judge" || l.round !== null) continue;
    const n = summaryRound(l);
    if (n === null || found.has(n)) continue;
    for (let j = i + 1; j < lines.length && !lines[j]!.heading; j++) {
      if (!says(lines[j]!)) continue;
      found.set(n, evidenceOf(l));
      break;
    }
  }
  const rounds = [...found.keys()].sort((a, b) => a - b);
  return { rounds, evidence: rounds.length > 0 ? rounds.map((n) => found.get(n)).join(", ") : null };
}

/** Who runs a dialogue rather than sits on its panel. */
const NOT_PANEL = ["judge", "facilitator", "moderator"];

const SCORE_COLUMNS = ["total", "score", "wisdom", "consistency", "truth", "relationships", "w", "c", "t", "r", "alignment"];
const POSITION_COLUMNS = ["position", "vote", "stance", "final", "verdict", "key contribution", "contribution", "signal"];
const NAME_COLUMNS = ["agent", "expert", "panelist", "member", "participant", "name", "role"];

function isRoundColumn(key: string): boolean {
  if (key.length < 2 || key[0] !== "r") return false;
  const rest = key.slice(1).trim();
  return [...rest].every((ch) => ch >= "0" && ch <= "9") && rest.length > 0;
}

/**
 * Agents the Judge records a score or a position for: rows of a per-agent table (first column an agent, an expert or
 * a number beside a role) with a non-zero score or a written position. A panel listing (role, tier, relevance) is not one.
 */
export function recordedAgents(tables: Table[]): { name: string; line: number; file?: string }[] {
  const out: { name: string; line: number; file?: string }[] = [];
  for (const t of tables) {
    const keys = t.header.map(headerKey);
    const nameAt = NAME_COLUMNS.includes(keys[0] ?? "") || keys[0] === "#" ? 0 : -1;
    if (nameAt < 0) continue;
    const roleAt = keys.indexOf("role");
    const scoreAt = keys.flatMap((k, i) => (i > 0 && (SCORE_COLUMNS.includes(k) || isRoundColumn(k)) ? [i] : []));
    const positionAt = keys.flatMap((k, i) => (i > 0 && POSITION_COLUMNS.includes(k) ? [i] : []));
    if (scoreAt.length === 0 && positionAt.length === 0) continue;
    for (const row of t.rows) {
      const first = stripEmphasis(row.cells[0] ?? "").trim();
      const numbered = parseNumberCell(first) !== null;
      const raw = numbered ? (roleAt > 0 ? (row.cells[roleAt] ?? "") : "") : first;
      const name = agentName(raw);
      const lower = name.toLowerCase();
      if (name.length === 0 || lower.startsWith("total") || NOT_PANEL.some((w) => lower.includes(w)) || isPlaceholder(name)) continue;
      const scored = scoreAt.some((i) => {
        const v = parseNumberCell(row.cells[i] ?? "");
        return v !== null && v !== 0;
      });
      const positioned = positionAt.some((i) => {
        const cell = stripEmphasis(row.cells[i] ?? "").trim();
        return cell.length > 0 && cell !== "-" && cell !== "—" && !isPlaceholder(cell) && parseNumberCell(cell) !== 0;
      });
      if (scored || positioned) out.push({ name, line: row.line, ...(row.file ? { file: row.file } : {}) });
    }
  }
  return out;
}

/** A bold speaker line's name as written (`**DS (Distributed Systems):**` → DS). */
function spokenName(c: Contribution): string {
  if (c.headingForm !== "bold-speaker") return c.agent;
  const first = c.lines[0]?.text.trim() ?? "";
  const close = first.indexOf("**", 2);
  if (!first.startsWith("**") || close < 0) return c.agent;
  let inner = first.slice(2, close).trim();
  if (inner.endsWith(":")) inner = inner.slice(0, -1).trim();
  const paren = inner.indexOf(" (");
  return (paren > 0 ? inner.slice(0, paren) : inner).trim() || c.agent;
}

/**
 * Contributions headed by an H3 the parser does not take for an agent (`### Systems Architect`, `### Alex Chen`): a
 * heading inside a round that names a panel member (by name, role or id) or an agent the Judge scores, with text under it.
 */
function headedSpeakers(d: ParsedDialogue, lines: ReadLine[], known: string[]): { name: string; member: string; at: ReadLine }[] {
  // Every way of naming a member, to the member it names: a role heading and a name heading are one agent.
  const names = new Map<string, string>();
  for (const p of d.panel) {
    if (p.judge) continue;
    for (const n of [p.name, p.role ?? "", ...p.aliases]) if (n.trim().length > 0) names.set(n.trim().toLowerCase(), p.name);
  }
  for (const n of known) if (!names.has(n.toLowerCase())) names.set(n.toLowerCase(), n);
  if (names.size === 0) return [];
  const out: { name: string; member: string; at: ReadLine }[] = [];
  lines.forEach((l, i) => {
    if (l.round === null || l.by === "header" || !l.heading || !l.text.trimStart().startsWith("### ")) return;
    let name = agentName(l.text.trimStart().slice(4));
    if (name.endsWith(":")) name = name.slice(0, -1).trim();
    if (!names.has(name.toLowerCase())) return;
    for (let j = i + 1; j < lines.length && !lines[j]!.heading; j++) {
      if (!says(lines[j]!)) continue;
      out.push({ name, member: names.get(name.toLowerCase())!, at: l });
      return;
    }
  });
  return out;
}

/** Panel members recorded as taking part: by a contribution with content, or by a score or position the Judge records. */
export function readAgents(d: ParsedDialogue, tables: Table[], lines: ReadLine[] = []): { agents: string[]; evidence: string | null } {
  const seen = new Map<string, string>();
  const evidence: string[] = [];
  const add = (name: string, where: { line: number; file?: string }, member = name) => {
    const key = member.toLowerCase().split(" ").join("");
    if (key.length === 0 || seen.has(key)) return;
    seen.set(key, name);
    if (evidence.length < 3) evidence.push(evidenceOf(where));
  };
  for (const r of d.rounds) for (const c of r.contributions) if (!c.judge && hasContent(c)) add(spokenName(c), c);
  const recorded = recordedAgents(tables);
  for (const h of headedSpeakers(
    d,
    lines,
    recorded.map((a) => a.name),
  ))
    add(h.name, h.at, h.member);
  // A scoreboard may call an agent by first name only (`Alex` for Alex Chen): that is the same agent.
  const spoken = () => [...seen.values()].map((n) => n.toLowerCase());
  for (const a of recorded) if (!spoken().some((n) => n.startsWith(a.name.toLowerCase() + " "))) add(a.name, a);
  return { agents: [...seen.values()], evidence: evidence.length > 0 ? evidence.join(", ") : null };
}
