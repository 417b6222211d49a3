import { ruleDiagnostic } from "../core/format";
import type { Diagnostic } from "../core/diagnostic";
import { parseA52 } from "./parse";
import { A52_SESSION_RULES, type A52SessionCode } from "./rules";
import type { A52Document } from "./types";

/** One parallel response of a cycle (a Parallel Co-Pilot Panel tab). */
export interface A52SessionResponse {
  /** The tab's key in the export ("1", "2", …). */
  id: string;
  content: string;
  /** Trimmed content shorter than two characters: an unused tab, kept so the cycle shows every tab. */
  empty: boolean;
  /** The parsed response; null for an empty tab. */
  document: A52Document | null;
}

export interface A52Cycle {
  cycleId: number;
  timestamp: string | null;
  title: string | null;
  cycleContext: string;
  ephemeralContext: string;
  /** In tab order (numeric keys ascending, then others as written). */
  responses: A52SessionResponse[];
  /** The curator's pick (`selectedResponseId`), as recorded, or null. */
  selectedResponseId: string | null;
  tabCount: number | null;
  /** 1-based line of the cycle in the export, for diagnostics. */
  line: number;
}

/** A PCPP history export read as one session: cycles in file order, each with its parallel responses. */
export interface A52Session {
  kind: "a52-session";
  version: number | null;
  cycles: A52Cycle[];
  diagnostics: Diagnostic[];
}

export interface SessionOptions {
  /** Parse each non-empty response as an A52 document (default true); false keeps only the raw content. */
  parseResponses?: boolean;
}

/** Whether a text is a PCPP history export: a JSON object whose first key is `version` or `cycles` holding cycles. */
export function detectA52Session(text: string): number {
  let i = 0;
  while (i < text.length && (text[i] === " " || text[i] === "\n" || text[i] === "\r" || text[i] === "\t" || text[i] === "\uFEFF")) i++;
  if (text[i] !== "{") return 0;
  const head = text.slice(i, i + 4000);
  const cycles = head.includes('"cycles"');
  const cycleId = head.includes('"cycleId"');
  const responses = text.includes('"responses"');
  return cycles && cycleId && responses ? 0.9 : cycles && cycleId ? 0.6 : 0;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(v: Json | undefined): v is { [key: string]: Json } {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Reads a PCPP history export. Never throws: invalid JSON, a missing `cycles` array or a malformed cycle each
 * become a diagnostic, and every cycle that can be read is kept with what could be read of it.
 */
export function parseA52Session(text: string, options: SessionOptions = {}): A52Session {
  const parseResponses = options.parseResponses ?? true;
  const diagnostics: Diagnostic[] = [];
  const say = (code: A52SessionCode, line: number, message: string) => diagnostics.push(ruleDiagnostic(A52_SESSION_RULES, code, line, message));
  let data: Json;
  try {
    data = JSON.parse(text) as Json;
  } catch (e) {
    say("a52-session-json", 1, `Not JSON: ${e instanceof Error ? e.message : String(e)}.`);
    return { kind: "a52-session", version: null, cycles: [], diagnostics };
  }
  if (!isObject(data)) {
    say("a52-session-shape", 1, "The export is not a JSON object.");
    return { kind: "a52-session", version: null, cycles: [], diagnostics };
  }
  const version = typeof data.version === "number" ? data.version : null;
  if (version === null) say("a52-session-shape", 1, "`version` is missing or not a number.");
  if (!Array.isArray(data.cycles)) {
    say("a52-session-shape", 1, "`cycles` is missing or not an array.");
    return { kind: "a52-session", version, cycles: [], diagnostics };
  }
  const lines = cycleLines(text, data.cycles.length);
  const cycles: A52Cycle[] = [];
  const ids = new Map<number, number>();
  data.cycles.forEach((raw, index) => {
    const line = lines[index] ?? 1;
    const where = `cycles[${index}]`;
    if (!isObject(raw)) {
      say("a52-session-shape", line, `${where} is not an object; skipped.`);
      return;
    }
    const str = (key: string): string | null => {
      const v = raw[key];
      if (typeof v === "string") return v;
      if (v !== undefined && v !== null) say("a52-session-shape", line, `${where}.${key} is not a string.`);
      return null;
    };
    let cycleId = index + 1;
    if (typeof raw.cycleId === "number" && Number.isInteger(raw.cycleId)) cycleId = raw.cycleId;
    else say("a52-session-shape", line, `${where}.cycleId is missing or not an integer; numbered ${cycleId} by position.`);
    const first = ids.get(cycleId);
    if (first !== undefined) say("a52-session-duplicate-cycle", line, `Cycle ${cycleId} appears again (first at line ${first}).`);
    else ids.set(cycleId, line);
    const responses: A52SessionResponse[] = [];
    if (isObject(raw.responses)) {
      for (const id of tabOrder(Object.keys(raw.responses))) {
        const r = raw.responses[id];
        const content = isObject(r) && typeof r.content === "string" ? r.content : null;
        if (content === null) say("a52-session-shape", line, `${where}.responses["${id}"].content is missing or not a string; kept empty.`);
        const text = content ?? "";
        const empty = text.trim().length < 2;
        responses.push({ id, content: text, empty, document: empty || !parseResponses ? null : parseA52(text) });
      }
    } else {
      say("a52-session-shape", line, `${where}.responses is missing or not an object.`);
    }
    const pick = raw.selectedResponseId;
    const selectedResponseId = typeof pick === "string" ? pick : typeof pick === "number" ? String(pick) : null;
    if (selectedResponseId !== null) {
      const picked = responses.find((r) => r.id === selectedResponseId);
      if (!picked) say("a52-session-pick", line, `Cycle ${cycleId} picks response ${selectedResponseId}, which it does not hold.`);
      else if (picked.empty && responses.some((r) => !r.empty))
        say("a52-session-pick", line, `Cycle ${cycleId} picks response ${selectedResponseId}, which is empty.`);
    }
    const tabCount = typeof raw.tabCount === "number" ? raw.tabCount : null;
    if (tabCount !== null && tabCount !== responses.length)
      say("a52-session-tab-count", line, `Cycle ${cycleId} has tabCount ${tabCount} and ${responses.length} responses.`);
    cycles.push({
      cycleId,
      timestamp: str("timestamp"),
      title: str("title"),
      cycleContext: str("cycleContext") ?? "",
      ephemeralContext: str("ephemeralContext") ?? "",
      responses,
      selectedResponseId,
      tabCount,
      line,
    });
  });
  return { kind: "a52-session", version, cycles, diagnostics };
}

/** Tabs in panel order: numeric keys ascending ("2" before "10"), then any others in the order written. */
function tabOrder(keys: string[]): string[] {
  const numeric = keys.filter((k) => k !== "" && String(Number(k)) === k).sort((a, b) => Number(a) - Number(b));
  const isNumeric = new Set(numeric);
  return [...numeric, ...keys.filter((k) => !isNumeric.has(k))];
}

/** The line of each cycle's `"cycleId"` key, in order: where a cycle's diagnostics point. */
function cycleLines(text: string, count: number): number[] {
  const out: number[] = [];
  let line = 1;
  let from = 0;
  for (let n = 0; n < count; n++) {
    const at = text.indexOf('"cycleId"', from);
    if (at < 0) break;
    for (let i = from; i < at; i++) if (text.charCodeAt(i) === 10) line++;
    out.push(line);
    from = at + 1;
  }
  return out;
}
