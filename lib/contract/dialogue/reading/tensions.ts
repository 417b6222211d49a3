import { diagnostic } from "../rules";
import { judgeTensionLabels } from "../registry";
import { tensionThreads } from "../tension-threads";
import { splitLines } from "../../core/text";
import type { Diagnostic, DirectoryFile, ParsedDialogue, RegistryEntry, Thread } from "../types";
import { containersOf } from "../walk";
import { isLater, readJudgeRecord, type JudgeRow, type JudgeRuling, type Rank } from "./judge-record";
import { tensionKey } from "./judge-words";
import { readPromptTracker } from "./prompt-tracker";
import type { ReadingTension, TensionFinal, UntrackedTension } from "./tension-types";

/**
 * The Judge's tensions as the Judge finally rules on them, and the tensions agents raised that no row covers.
 * A row is every tension the Judge records (any tracker form, anywhere); its final is the latest ruling (a FINAL
 * record outranks position); agents' markers are mapped onto rows only with the evidence GOLD.md names.
 */

const PROMPT_SUFFIX = ".prompt.md";

export interface TensionReadingInput {
  dialogue: ParsedDialogue;
  /** A directory's files: the Judge's trackers inside `round-N/*.prompt.md` are evidence of who raised what, never rulings. */
  files?: DirectoryFile[];
}

export interface TensionReading {
  tensions: ReadingTension[];
  untracked: UntrackedTension[];
  diagnostics: Diagnostic[];
  /** Every tension followed across rounds, with the reading's rows and finals (what Threads and search show). */
  threads: Thread[];
}

interface Tension {
  /** The id as a reader compares it; tensions of one id and several agents share it. */
  key: string;
  rows: JudgeRow[];
  entry: RegistryEntry;
  final: TensionFinal;
  /** Where the final came from; null: no ruling anywhere, read as open. */
  source: { rank: Rank; line: number; file?: string } | null;
}

function agentsOf(d: ParsedDialogue): string[] {
  const names = new Map<string, string>();
  for (const p of d.panel) if (!p.judge) names.set(p.name.toLowerCase(), p.name);
  for (const r of d.rounds) for (const c of r.contributions) if (!c.judge) names.set(c.agent.toLowerCase(), c.agent);
  return [...names.values()];
}

/** A status cell's lead: `Partially addressed by …` → `Partially addressed`. */
function shortStatus(raw: string): string {
  let s = raw.trim();
  for (const cut of [" \u2014 ", ":", " by ", " - ", "("]) {
    const at = s.indexOf(cut);
    if (at > 0) s = s.slice(0, at);
  }
  return s.length > 40 ? s.slice(0, 40) + "\u2026" : s;
}

/** As the Judge wrote it (`T1`, `Tension 1`, `MACARON-T01`), without a `(R0)` note. */
function writtenId(e: RegistryEntry): string {
  return e.rawId.includes("(") ? e.id : e.rawId;
}

function where(x: { line: number; file?: string }): string {
  return x.file ? `${x.file}:${x.line}` : `line ${x.line}`;
}

/** The latest of the rows and rulings that name this tension (a ruling on all tensions counts when its count fits). */
function finalWord(t: Tension, rulings: JudgeRuling[], total: number): (Tension["source"] & { final: TensionFinal }) | null {
  let best: { final: TensionFinal; rank: Rank; line: number; file?: string } | null = null;
  const consider = (final: TensionFinal, rank: Rank, at: { line: number; file?: string }) => {
    if (!best || isLater(rank, best.rank)) best = { final, rank, line: at.line, ...(at.file ? { file: at.file } : {}) };
  };
  for (const r of t.rows) if (r.final) consider(r.final, r.rank, r.entry);
  for (const r of rulings) {
    const applies = r.keys ? r.keys.includes(t.key) : r.count === null || r.count === total;
    if (applies) consider(r.final, r.rank, r);
  }
  return best;
}

function mergedEntry(rows: JudgeRow[], evidence: Map<string, string[]>): RegistryEntry {
  const first = rows[0]!.entry;
  const agents: string[] = [];
  const add = (a: string) => {
    if (!agents.some((x) => x.toLowerCase() === a.toLowerCase())) agents.push(a);
  };
  for (const r of rows) for (const a of r.entry.agents) add(a);
  for (const a of evidence.get(rows[0]!.key) ?? []) add(a);
  return {
    ...first,
    label: rows.find((r) => r.entry.label.length > 0)?.entry.label ?? "",
    agents,
    agent: agents[0] ?? null,
    allAgents: rows.some((r) => r.entry.allAgents),
    round: rows.find((r) => r.entry.round !== null)?.entry.round ?? null,
  };
}

// The parse's threads, its linter and its reading each ask; a dialogue is read once (the first asker gives its files).
const readings = new WeakMap<ParsedDialogue, TensionReading>();

export function readTensions(input: TensionReadingInput): TensionReading {
  const known = readings.get(input.dialogue);
  if (known) return known;
  const reading = readTensionsOnce(input);
  readings.set(input.dialogue, reading);
  return reading;
}

function readTensionsOnce(input: TensionReadingInput): TensionReading {
  const d = input.dialogue;
  const agents = agentsOf(d);
  const judgeLines = new Set(d.rounds.flatMap((r) => r.contributions.filter((c) => c.judge).map((c) => c.lines)));
  const containers = containersOf(d.preamble, d.parts).filter((c) => c.agent === null || judgeLines.has(c.lines));
  const record = readJudgeRecord(
    containers.map((container) => ({ container, final: false })),
    agents,
  );

  // The Judge's trackers in the agents' prompts: who raised each row.
  const evidence = new Map<string, string[]>();
  for (const f of input.files ?? []) {
    if (!f.path.toLowerCase().endsWith(PROMPT_SUFFIX)) continue;
    const lines = splitLines(f.content).map((text, i) => ({ text, line: i + 1, file: f.path }));
    for (const row of readPromptTracker(lines, agents)) {
      const key = tensionKey(row.id);
      const known = evidence.get(key) ?? [];
      for (const a of row.agents) if (!known.includes(a)) known.push(a);
      evidence.set(key, known);
    }
  }

  // An id the Judge gives several agents' rows (`T01 | Muffin`, `T01 | Cupcake`) is one tension per agent.
  const agentsOfId = new Map<string, Set<string>>();
  for (const row of record.rows)
    if (row.entry.agents.length === 1) agentsOfId.set(row.key, (agentsOfId.get(row.key) ?? new Set()).add(row.entry.agents[0]!.toLowerCase()));
  const perAgent = (key: string) => (agentsOfId.get(key)?.size ?? 0) >= 2;
  const rulings = [...record.rulings];
  const byKey = new Map<string, JudgeRow[]>();
  for (const row of record.rows) {
    if (perAgent(row.key) && row.entry.agents.length !== 1) {
      // A row of such an id naming no one agent rules on each of them.
      if (row.final)
        rulings.push({
          keys: [row.key],
          count: null,
          final: row.final,
          rank: row.rank,
          line: row.entry.line,
          ...(row.entry.file ? { file: row.entry.file } : {}),
        });
      continue;
    }
    const key = perAgent(row.key) ? `${row.key}@${row.entry.agents[0]!.toLowerCase()}` : row.key;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const tensions: Tension[] = [...byKey.values()].map((rows) => ({ key: rows[0]!.key, rows, entry: mergedEntry(rows, evidence), final: "open", source: null }));
  for (const t of tensions) {
    const word = finalWord(t, rulings, tensions.length);
    if (word) {
      t.final = word.final;
      t.source = { rank: word.rank, line: word.line, ...(word.file ? { file: word.file } : {}) };
    }
  }

  // A round summary's numbered list under a heading naming tensions: item N is another wording of TNN.
  const numbered = judgeTensionLabels(containers);
  const entries = tensions.map((t) => t.entry);
  const labels = tensions.flatMap((t) => [
    ...t.rows.slice(1).map((r) => ({ id: t.entry.id, label: r.entry.label })),
    ...[...record.labels, ...numbered].filter((x) => tensionKey(x.id) === t.key).map((x) => ({ id: t.entry.id, label: x.label })),
  ]);
  const threads = tensionThreads(d.markers, entries, labels);
  const diagnostics: Diagnostic[] = [];
  // A thread's registry index points into the dialogue's own tracker rows: the row it was read from, when it is one.
  const rowIndex = (t: Tension): number | null => {
    for (let j = d.tensions.length - 1; j >= 0; j--) {
      const e = d.tensions[j]!;
      if (t.rows.some((r) => r.entry.line === e.line && r.entry.file === e.file)) return j;
    }
    return null;
  };
  const threadOf = tensions.map((_, i) => threads.find((th) => th.registry === i));
  const rowThreads = new Set(threadOf.filter((th) => th !== undefined));
  tensions.forEach((t, i) => {
    const thread = threadOf[i];
    // A resolving move after the Judge left it open settles it, as the Threads view always read it.
    if (thread && thread.events.some((e) => e.kind === "resolved") && (t.final === "open" || t.final === "partial") && t.source?.rank.final !== true)
      t.final = "resolved";
    if (thread) {
      thread.status = t.final === "dropped" ? "superseded" : t.final;
      thread.label = t.entry.label || thread.label;
      // Who raised it, as the Judge's own rows say; the prompts' raised-by lists are mapping evidence, not the thread's agent.
      const named = [...new Set(t.rows.flatMap((r) => r.entry.agents))];
      thread.agent = named.length > 0 ? named.join(", ") : (thread.events.find((e) => e.kind === "raised")?.agent ?? null);
      thread.registry = rowIndex(t);
      const row = thread.registry !== null ? d.tensions[thread.registry]! : null;
      thread.trackerStatus = row ? row.status : null;
      if (!row) {
        thread.line = t.entry.line;
        if (t.entry.file) thread.file = t.entry.file;
      }
      thread.statusRaw = row ? row.statusRaw : (t.rows.at(-1)?.entry.statusRaw.trim() ?? null);
    }
    for (const r of t.rows) {
      if (!r.final || r.final === t.final || !t.source || (r.entry.line === t.source.line && r.entry.file === t.source.file)) continue;
      diagnostics.push(
        diagnostic(
          "tracker-superseded",
          r.entry.line,
          `${writtenId(t.entry)} is "${shortStatus(r.entry.statusRaw) || r.final}" here, but the Judge's later word (${where(t.source)}) rules it ${t.final}.`,
          r.entry.file ? { file: r.entry.file } : {},
        ),
      );
    }
  });

  const raisedId = (th: Thread) => {
    const first = th.events.find((e) => e.kind === "raised");
    return first ? (d.markers[first.marker]?.id ?? th.id) : th.id;
  };
  const raisedAt = (th: Thread) => {
    const first = th.events.find((e) => e.kind === "raised");
    const m = first ? d.markers[first.marker] : undefined;
    return m ? { line: m.line, ...(m.file ? { file: m.file } : {}) } : {};
  };
  const reading: ReadingTension[] = tensions.map((t, i) => {
    const thread = threadOf[i];
    const raisers =
      t.entry.agents.length > 0 ? t.entry.agents : [...new Set((thread?.events ?? []).filter((e) => e.kind === "raised" && e.agent).map((e) => e.agent!))];
    const raisedRound = t.entry.round ?? thread?.events.find((e) => e.kind === "raised")?.round ?? null;
    return {
      id: writtenId(t.entry),
      final: t.final,
      raisedRound,
      raisedBy: raisers.length > 0 ? raisers : null,
      label: t.entry.label || null,
      line: t.entry.line,
      ...(t.entry.file ? { file: t.entry.file } : {}),
      ...(t.source ? { ruledAt: { line: t.source.line, ...(t.source.file ? { file: t.source.file } : {}) } } : {}),
    };
  });
  // Without a row, a tension an agent raised and a later marker settled is still the dialogue's tension.
  for (const th of threads) {
    if (rowThreads.has(th) || th.status === "untracked") continue;
    reading.push({
      id: th.id,
      final: th.status === "unknown" ? "open" : th.status,
      raisedRound: th.round,
      raisedBy: th.agent ? [th.agent] : null,
      label: th.label || null,
      ...raisedAt(th),
    });
  }
  const untracked: UntrackedTension[] = threads
    .filter((th) => th.status === "untracked")
    .map((th) => ({ agent: th.agent ?? "", round: th.round, id: raisedId(th), label: th.label || null, ...raisedAt(th) }));
  return { tensions: reading, untracked, diagnostics, threads };
}

/** The dialogue's tension threads as the reading has them (what `ParsedDialogue.threads` holds). */
export function readingThreads(dialogue: ParsedDialogue, files?: DirectoryFile[]): Thread[] {
  return readTensions({ dialogue, ...(files ? { files } : {}) }).threads;
}
