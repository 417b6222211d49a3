import { normaliseStatus, readRowId } from "../registry";
import { STATUS_WORDS } from "../symbols";
import { capitalise, isDigit, isDigits, stripDecoration, stripEmphasis } from "../../core/text";
import type { TensionFinal } from "./tension-types";

/**
 * The words of the Judge's record, one small reader each: tension ids as written and as compared, status words and
 * the rulings they make (`T1 RESOLVED`, `T08–T11 unanimously deferred`, `All tensions resolved`, `13/13`), a heading
 * row and its status, the Judge's other wordings of a row. Each reads one cell, word, line or heading.
 */

/** `Resolved R2`, `RESOLVED (R1)`, `Deferred in Round 3` → the round named, else null. */
export function roundNamed(status: string): number | null {
  const words = stripEmphasis(status).split(" ");
  for (let i = 0; i < words.length; i++) {
    const w = cleanWord(words[i]!);
    if ((w[0] === "R" || w[0] === "r") && w.length >= 2 && isDigits(w.slice(1))) return Number(w.slice(1));
    if (w.toLowerCase() === "round" && i + 1 < words.length && isDigits(cleanWord(words[i + 1]!))) return Number(cleanWord(words[i + 1]!));
  }
  return null;
}

/** A tension id compared the way a reader compares them: case, punctuation and leading zeros aside (`Tension 1` = `T01`). */
export function tensionKey(id: string): string {
  let s = "";
  for (const ch of id.toUpperCase()) if ((ch >= "A" && ch <= "Z") || isDigit(ch)) s += ch;
  if (s.startsWith("TENSION") && isDigit(s["TENSION".length])) s = "T" + s.slice("TENSION".length);
  let out = "";
  for (let i = 0; i < s.length; i++) {
    // A zero that starts a number and is followed by a digit is padding.
    if (s[i] === "0" && !isDigit(s[i - 1]) && isDigit(s[i + 1])) continue;
    out += s[i];
  }
  return out;
}

/** Words of a resolution that push the work elsewhere rather than settle it. */
const DEFERRAL_PHRASES = ["defer", "future work", "separately", "follow-up", "follow up", "later rfc", "out of scope", "punted"];
/** Status words that say the panel agreed, not what they agreed to: a deferral beside them is the ruling. */
export const SOFT_AGREEMENT = new Set(["consensus", "agreed"]);
const DROPPED_WORDS = new Set(["dropped", "withdrawn", "removed", "abandoned"]);

export function defers(text: string): boolean {
  const lower = text.toLowerCase();
  return DEFERRAL_PHRASES.some((p) => lower.includes(p));
}

/** A status cell or word → a final ruling, or null when it names none. */
export function finalOf(raw: string): TensionFinal | null {
  const plain = stripDecoration(stripEmphasis(raw)).toLowerCase().trim();
  // A cell of nothing but a check mark (`✅`, `✓`) is the tracker's way of writing resolved.
  if (plain === "" && CHECK_MARKS.some((c) => raw.includes(c))) return "resolved";
  const first = plain.split(" ")[0] ?? "";
  if (DROPPED_WORDS.has(first)) return "dropped";
  const status = normaliseStatus(raw);
  return status === "unknown" ? null : status;
}

const CHECK_MARKS = ["\u2705", "\u2713", "\u2714"];
/** Words that turn a ruling around or narrow it: `not resolved`, `all tensions resolved except T04`. */
const NEGATIONS = new Set(["not", "no", "never", "none", "except", "but", "yet"]);

function isStatusWord(word: string): boolean {
  const w = word.toLowerCase();
  return STATUS_WORDS[w] !== undefined || DROPPED_WORDS.has(w);
}

function cleanWord(word: string): string {
  let w = stripDecoration(word);
  while (w.length > 0 && ":,;.()*".includes(w[w.length - 1]!)) w = w.slice(0, -1);
  while (w.length > 0 && "(*".includes(w[0]!)) w = w.slice(1);
  return w;
}

/** `T3`, `T03`: a tension id of a T and digits only (what a range can span). */
function plainNumber(token: string): number | null {
  return token.length >= 2 && (token[0] === "T" || token[0] === "t") && isDigits(token.slice(1)) ? Number(token.slice(1)) : null;
}

/** The tension ids one word names: `T1`, `T1/T4`, `T08–T11`, `MACARON-T01`; null when the word is not ids. */
function idsOfWord(word: string): string[] | null {
  const w = cleanWord(word);
  if (w.length === 0) return null;
  for (const dash of ["\u2013", "\u2014", "-"]) {
    const at = w.indexOf(dash);
    if (at <= 0) continue;
    const from = plainNumber(w.slice(0, at));
    const to = plainNumber(w.slice(at + dash.length));
    if (from !== null && to !== null && to > from && to - from < 50) return Array.from({ length: to - from + 1 }, (_, i) => `T${from + i}`);
  }
  const pieces = w.split("/").flatMap((p) => p.split(","));
  const ids: string[] = [];
  for (const p of pieces) {
    if (p.length === 0) continue;
    const ided = readRowId(p);
    if (!ided || !isTensionId(ided)) return null;
    ids.push(writtenId(ided, p));
  }
  return ids.length > 0 ? ids : null;
}

/** The id as the Judge wrote it (`T1` stays `T1`); an agent- or round-scoped id in its read form (`MACARON-T01`). */
function writtenId(ided: { id: string; localId: string | null; agent: string | null }, raw: string): string {
  return ided.agent || ided.localId ? ided.id : cleanWord(raw.trim());
}

/** A T id (`T1`, `T01-R1`, `T1.1`, `T-NEW`), not a perspective's P id. */
function isTensionId(ided: { id: string; localId: string | null }): boolean {
  const own = ided.localId ?? ided.id;
  return own[0] === "T" && (isDigit(own[1]) || own[1] === "-");
}

/** A cell of ids (`T1/T4`, `**T13**`, `MACARON-T01 (R0)`, `T1 and T2`): the ids, or null when it is not only ids. */
export function idsOfCell(cell: string): string[] | null {
  const text = stripDecoration(stripEmphasis(cell)).trim();
  if (text.length === 0) return null;
  const whole = text.includes("/") || text.includes(",") ? null : readRowId(text);
  if (whole && isTensionId(whole)) return [writtenId(whole, text)];
  const out: string[] = [];
  for (const word of text.split(" ")) {
    if (word === "and" || word === "&" || word.length === 0) continue;
    const ids = idsOfWord(word);
    if (!ids) return null;
    out.push(...ids);
  }
  return out.length > 0 ? out : null;
}

/** `Label (Muffin T01)`, `Label (T02)` → the id in the closing parentheses, its agent and the label before them. */
export function parenthesisedId(text: string): { id: string; agent: string | null; label: string } | null {
  const t = text.trim();
  if (!t.endsWith(")")) return null;
  const open = t.lastIndexOf("(");
  if (open <= 0) return null;
  const words = t
    .slice(open + 1, -1)
    .split(" ")
    .filter((w) => w.length > 0);
  const idWord = words.at(-1);
  const ided = idWord ? readRowId(idWord) : null;
  if (!ided || !isTensionId(ided) || words.length > 2) return null;
  const agent = words.length === 2 ? capitalise(words[0]!) : null;
  return { id: ided.id, agent, label: t.slice(0, open).trim() };
}

/** A status a heading row carries after its label: `Sync direction (RESOLVED R1)`, `Sync direction — Deferred`. */
export function statusOfLabel(label: string): { label: string; final: TensionFinal; raw: string } | null {
  const t = label.trim();
  if (t.endsWith(")")) {
    const open = t.lastIndexOf("(");
    const final = open > 0 ? finalOf(t.slice(open + 1, -1)) : null;
    if (final) return { label: t.slice(0, open).trim(), final, raw: t.slice(open + 1, -1).trim() };
  }
  for (const dash of [" \u2014 ", " \u2013 ", " - "]) {
    const at = t.lastIndexOf(dash);
    const final = at > 0 ? finalOf(t.slice(at + dash.length)) : null;
    if (final) return { label: t.slice(0, at).trim(), final, raw: t.slice(at + dash.length).trim() };
  }
  return null;
}

/** `Tension 2`, `Tension 2:` → 2. */
export function tensionNumber(text: string): number | null {
  const words = stripEmphasis(text)
    .split(" ")
    .filter((w) => w.length > 0);
  if (words.length !== 2 || words[0]!.toLowerCase() !== "tension") return null;
  const n = cleanWord(words[1]!);
  return isDigits(n) ? Number(n) : null;
}

export function isFinalHeading(text: string): boolean {
  const quick = text.toLowerCase();
  if (!["final", "verdict", "closing", "complete", "convergence"].some((w) => quick.includes(w))) return false;
  const lower = stripDecoration(stripEmphasis(text)).toLowerCase();
  const words = lower.split(" ").map((w) => cleanWord(w));
  return (
    words.includes("final") ||
    lower.includes("verdict") ||
    lower.includes("closing") ||
    lower.includes("dialogue complete") ||
    lower.includes("convergence achieved") ||
    lower.includes("convergence declared") ||
    // A directory's CONVERGENCE.md, or a closing section of that one word.
    lower.trim() === "convergence"
  );
}

/** A line with its list bullet, quote mark, number, bold and emoji removed. */
function plainLine(text: string): string {
  let s = text.trim();
  for (;;) {
    if (s.startsWith("- ") || s.startsWith("* ") || s.startsWith("+ ") || s.startsWith("> ")) s = s.slice(2).trimStart();
    else break;
  }
  const dot = s.indexOf(". ");
  if (dot > 0 && dot <= 3 && isDigits(s.slice(0, dot))) s = s.slice(dot + 2);
  return stripDecoration(stripEmphasis(s)).trim();
}

/** `T1 RESOLVED (12/12): …`, `T08–T11 unanimously deferred …`, `Resolved Strudel R2-T01`: ids and the ruling, or null. */
export function readIdRuling(text: string): { ids: string[]; final: TensionFinal } | null {
  const words = plainLine(text)
    .split(" ")
    .filter((w) => w.length > 0);
  if (words.length < 2) return null;
  // Status first: `Resolved T01`, `Resolved Strudel R2-T01`, `Open tensions: T02, T04`, `Tensions resolved: T01 and T03`.
  const lead = ["tension", "tensions"].includes(cleanWord(words[0]!).toLowerCase()) ? 1 : 0;
  const statusAt = isStatusWord(cleanWord(words[lead]!)) ? lead : -1;
  if (statusAt >= 0) {
    let i = statusAt + 1;
    if (statusAt === 0 && ["tension", "tensions"].includes(cleanWord(words[1]!).toLowerCase())) i++;
    const listed: string[] = [];
    while (i < words.length) {
      const w = words[i]!;
      if (listed.length > 0 && (w === "and" || w === "&")) {
        i++;
        continue;
      }
      // `Strudel R2-T01`: an agent's name and its round-scoped id.
      const pair = i + 1 < words.length ? readRowId(`${cleanWord(w)} ${cleanWord(words[i + 1]!)}`) : null;
      if (pair && pair.agent && isTensionId(pair)) {
        listed.push(pair.id);
        i += 2;
        continue;
      }
      const ids = idsOfWord(w);
      if (!ids) break;
      listed.push(...ids);
      i++;
    }
    return listed.length > 0 ? { ids: listed, final: finalOf(cleanWord(words[statusAt]!))! } : null;
  }
  const ids: string[] = [];
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (ids.length > 0 && (w === "and" || w === "&")) continue;
    const found = idsOfWord(w);
    if (!found) break;
    ids.push(...found);
  }
  if (ids.length === 0) return null;
  // The ruling follows within three words (`T1 RESOLVED`, `T08–T11 unanimously deferred`, `T2 is now resolved`).
  for (let j = i; j < Math.min(words.length, i + 3); j++) {
    const w = cleanWord(words[j]!);
    if (NEGATIONS.has(w.toLowerCase())) return null;
    if (isStatusWord(w)) return { ids, final: finalOf(w)! };
    if (words[j]!.endsWith(":") || words[j]!.endsWith(".")) break;
  }
  return null;
}

/** `All 3 tensions resolved`, `ALL TENSIONS RESOLVED`, `Tensions Resolved: 13/13`, a `Tensions Resolved | … | 11/11` row. */
export function readBlanketRuling(text: string): { count: number | null; final: TensionFinal } | null {
  const words = plainLine(text.split("|").join(" "))
    .toLowerCase()
    .split(" ")
    .map(cleanWord)
    .filter((w) => w.length > 0);
  const at = words.findIndex((w) => w === "tensions" || w === "tension");
  if (at < 0 || words.some((w) => NEGATIONS.has(w))) return null;
  const status = words.find((w) => isStatusWord(w));
  if (!status) return null;
  const final = finalOf(status)!;
  // `All tensions`, `All 3 tensions`: nothing but a count between.
  const all = words.indexOf("all");
  if (all >= 0 && all < at && (at - all === 1 || (at - all === 2 && isDigits(words[all + 1]!)))) {
    return { count: at - all === 2 ? Number(words[all + 1]) : null, final };
  }
  // The last `N/M` of the line, when N = M: every one of M.
  const fractions = words.filter((w) => {
    const slash = w.indexOf("/");
    return slash > 0 && isDigits(w.slice(0, slash)) && isDigits(w.slice(slash + 1));
  });
  const last = fractions.at(-1);
  if (!last) return null;
  const [n, m] = last.split("/").map(Number) as [number, number];
  return n === m && m > 0 ? { count: m, final } : null;
}

/** Wordings of tensions in a line of the Judge's prose: a bold `**T07: label**`, or `T02 (label)`. */
export function proseLabels(text: string): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  const bold = text.split("**");
  for (let i = 1; i < bold.length; i += 2) {
    const inner = bold[i]!.trim();
    const colon = inner.indexOf(":");
    const ids = colon > 0 ? idsOfWord(inner.slice(0, colon)) : null;
    if (ids && ids.length === 1 && inner.slice(colon + 1).trim().length > 0) out.push({ id: ids[0]!, label: inner.slice(colon + 1).trim() });
  }
  const words = stripEmphasis(text).split(" ");
  for (let i = 0; i + 1 < words.length; i++) {
    const next = words[i + 1]!;
    if (!next.startsWith("(")) continue;
    const ids = idsOfWord(words[i]!);
    if (!ids || ids.length !== 1) continue;
    const rest = words.slice(i + 1).join(" ");
    const close = rest.indexOf(")");
    if (close > 1) out.push({ id: ids[0]!, label: rest.slice(1, close).split("/").join(" ") });
  }
  return out;
}

/** Whether a line holds something shaped like a tension id (`T` and a digit). */
export function mentionsId(text: string): boolean {
  for (let i = text.indexOf("T"); i >= 0; i = text.indexOf("T", i + 1)) if (isDigit(text[i + 1])) return true;
  return false;
}

/** `### MACARON-T01 (R0): label`, `### Tension 2: label`, `### T1 — label`: the row's id and the rest; null otherwise. */
export function headingRow(text: string): { id: string; rest: string } | null {
  const cuts = [":", " \u2014 ", " - "].map((sep) => ({ at: text.indexOf(sep), sep })).filter((c) => c.at > 0);
  const cut = cuts.sort((a, b) => a.at - b.at)[0];
  const head = cut ? text.slice(0, cut.at).trim() : text;
  const rest = cut ? text.slice(cut.at + cut.sep.length).trim() : "";
  const n = tensionNumber(head);
  if (n !== null) return { id: `Tension ${n}`, rest };
  const ided = readRowId(head);
  return ided && isTensionId(ided) ? { id: head, rest } : null;
}

/** `T1 Resolution`, `T2 RESOLVED`: a heading that rules on the ids it opens with. */
export function headingRuling(text: string): { ids: string[]; final: TensionFinal } | null {
  const words = text.split(" ").filter((w) => w.length > 0);
  const ids = words.length >= 2 ? idsOfWord(words[0]!) : null;
  if (!ids) return null;
  const second = cleanWord(words[1]!).toLowerCase();
  const final = second === "resolution" || second === "resolutions" ? "resolved" : isStatusWord(second) ? finalOf(second) : null;
  return final ? { ids, final } : null;
}
