import { OPEN_STATUSES, type Marker, type ParsedDialogue, type ScoreRow, type ThreadStatus } from "@/lib/contract";
import { type LabelMatching, matchLabels, similaritiesTo } from "./match-labels";

export interface ComparedTension {
  id: string;
  label: string;
  status: ThreadStatus;
  /** Round it was raised in, when known. */
  round: number | null;
  /** Index of the marker that raised it, for a link into the timeline. */
  marker: number | null;
}

/** What the dialogue records of its outcome: the last section that states it, and its dissent. */
export interface Outcome {
  /** Markdown; cut at a paragraph break near MAX_DECISION characters when longer (`truncated`). */
  decision: { heading: string; text: string; truncated: boolean; line: number; file?: string } | null;
  /** DISSENT and MINORITY VERDICT markers. */
  dissent: { type: string; agent: string | null; round: number | null; text: string; marker: number }[];
}

export interface ComparedSide {
  rounds: number;
  lastRound: number | null;
  /** The round convergence was confirmed in (a CONVERGENCE CONFIRMED marker), else the last round of a dialogue recorded as converged. */
  convergedAt: number | null;
  /** Rounds up to and including convergedAt; null when it did not converge. */
  roundsToConvergence: number | null;
  totalAlignment: number | null;
  scores: ScoreRow[];
  tensions: ComparedTension[];
  open: number;
  resolved: number;
  outcome: Outcome;
}

const CONFIRMS = new Set(["CONVERGENCE CONFIRMED", "DESIGN CONVERGENCE CONFIRMED"]);

/** Section headings that state an outcome, most telling first; the last section matching the first pattern that any does wins. */
const OUTCOME_HEADINGS = [/verdict|decision|recommendation|consensus/i, /converge|dialogue complete|alignment achieved|result/i, /summary/i];

export const MAX_DECISION = 900;

/** The text up to MAX_DECISION characters, cut at the last paragraph break before it when there is one, so markdown stays whole. */
export function excerpt(text: string): string {
  if (text.length <= MAX_DECISION) return text;
  const head = text.slice(0, MAX_DECISION);
  const paragraph = head.lastIndexOf("\n\n");
  return (paragraph > MAX_DECISION / 3 ? head.slice(0, paragraph) : head).trimEnd();
}

function outcomeOf(d: ParsedDialogue): Outcome {
  const sections = d.parts.flatMap((p) => (p.type === "section" ? [p.section] : []));
  let decision: Outcome["decision"] = null;
  for (const pattern of OUTCOME_HEADINGS) {
    const hit = sections.findLast((s) => pattern.test(s.heading) && s.lines.some((l) => l.text.trim() !== ""));
    if (hit) {
      const text = hit.lines
        .map((l) => l.text)
        .join("\n")
        .trim();
      decision = { heading: hit.heading, text: excerpt(text), truncated: text.length > MAX_DECISION, line: hit.line, file: hit.file };
      break;
    }
  }
  const dissent = d.markers.flatMap((m: Marker, i) =>
    m.type === "DISSENT" || m.type === "MINORITY VERDICT"
      ? [{ type: m.type, agent: m.agent, round: m.round, text: (m.description || m.body).trim().slice(0, 400), marker: i }]
      : [],
  );
  return { decision, dissent };
}

export function compareSide(d: ParsedDialogue): ComparedSide {
  // Rounds and total as the reading reads them: a placeholder round is no round, a `### Round N` summary is one.
  const numbers = d.reading.rounds;
  const lastRound = numbers.length > 0 ? Math.max(...numbers) : null;
  const confirm = d.markers.find((m) => CONFIRMS.has(m.type) && m.round !== null);
  const convergedAt = confirm?.round ?? (d.status === "converged" ? lastRound : null);
  const tensions = d.threads.map((t) => ({ id: t.id, label: t.label, status: t.status, round: t.round, marker: t.events[0]?.marker ?? null }));
  return {
    rounds: numbers.length,
    lastRound,
    convergedAt,
    roundsToConvergence: convergedAt === null ? null : numbers.filter((n) => n <= convergedAt).length,
    totalAlignment: d.reading.totalAlignment,
    scores: d.scoreboard.agents,
    tensions,
    open: tensions.filter((t) => OPEN_STATUSES.includes(t.status)).length,
    resolved: tensions.filter((t) => t.status === "resolved").length,
    outcome: outcomeOf(d),
  };
}

export interface Comparison {
  a: ComparedSide;
  b: ComparedSide;
  tensions: LabelMatching<ComparedTension, ComparedTension>;
}

/** Two dialogues side by side, their tensions matched by label. */
export function compareDialogues(a: ParsedDialogue, b: ParsedDialogue): Comparison {
  const sa = compareSide(a);
  const sb = compareSide(b);
  return { a: sa, b: sb, tensions: matchLabels(sa.tensions, sb.tensions) };
}

export interface TitleCandidate {
  slug: string;
  title: string;
  date: string | null;
}

/**
 * Dialogues to compare one with, those on the same question first: by title similarity (the tensions' measure, words
 * weighed over all titles), then newest. The dialogue itself is left out.
 */
export function rankCandidates<T extends TitleCandidate>(subject: TitleCandidate, all: T[], limit = 30): (T & { similarity: number })[] {
  const others = all.filter((c) => c.slug !== subject.slug);
  const similarity = similaritiesTo(
    subject.title,
    others.map((c) => c.title),
  );
  return others
    .map((c, i) => ({ ...c, similarity: similarity[i]! }))
    .sort((x, y) => y.similarity - x.similarity || (y.date ?? "").localeCompare(x.date ?? "") || x.title.localeCompare(y.title))
    .slice(0, limit);
}
