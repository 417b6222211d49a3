import { FORMATS } from "@/lib/contract";

/**
 * Every list of kinds, statuses, search types and boards the app shows, derived from the formats' own vocabularies
 * (`FormatContract.vocabulary`), so a format registered in `lib/contract/formats.ts` appears everywhere with no edit
 * here. Read at call time: a format registered after this module loaded (a test's toy format) is seen too.
 */
const unique = (values: Iterable<string>) => [...new Set(values)];

/** A reader's name for each stored kind (`a52-session` is A52's sub-kind). */
export function kindLabels(): Record<string, string> {
  return Object.assign({}, ...FORMATS.map((f) => f.vocabulary.storedKinds));
}

export function kindLabel(kind: string): string {
  return kindLabels()[kind] ?? kind;
}

/** Every stored kind, in the registry's order. */
export function storedKinds(): string[] {
  return FORMATS.flatMap((f) => Object.keys(f.vocabulary.storedKinds));
}

/** The statuses documents of a stored kind can have, in the order a filter offers them; every kind's when null. */
export function statusesOf(kind: string | null): string[] {
  const formats = kind === null ? FORMATS : FORMATS.filter((f) => kind in f.vocabulary.storedKinds);
  return unique(formats.flatMap((f) => f.vocabulary.statuses));
}

/** Status words of any kind that ask for attention (a blocked report, a failed run, a files list that disagrees). */
export function attentionStatuses(): string[] {
  return unique(FORMATS.flatMap((f) => f.vocabulary.attention));
}

/** Search entry types, the dialogue's markers first, then what other formats' projections name. */
export function searchTypes(): string[] {
  const dialogueFirst = [...FORMATS].sort((a, b) => Number(b.kind === "dialogue") - Number(a.kind === "dialogue"));
  return unique(dialogueFirst.flatMap((f) => f.vocabulary.entryTypes));
}

/** The statuses search entries can carry, every kind's. */
export function searchEntryStatuses(): string[] {
  return unique(FORMATS.flatMap((f) => f.vocabulary.entryStatuses));
}

/**
 * What search's facets offer for documents of these stored kinds (every kind's when none is chosen): entry types,
 * entry statuses and document statuses, so a search of GoopSpec reports is not offered tension statuses.
 */
export function searchVocabulary(kinds: readonly string[]): { types: string[]; statuses: string[]; documentStatuses: string[] } {
  const formats = kinds.length === 0 ? FORMATS : FORMATS.filter((f) => kinds.some((k) => k in f.vocabulary.storedKinds));
  return {
    types: unique(formats.flatMap((f) => f.vocabulary.entryTypes)),
    statuses: unique(formats.flatMap((f) => f.vocabulary.entryStatuses)),
    documentStatuses: unique(formats.flatMap((f) => f.vocabulary.statuses)),
  };
}

/** The kinds that have a board (one folder of their documents read together), with the board's title. */
export function boardTitles(): Record<string, string> {
  return Object.fromEntries(FORMATS.flatMap((f) => (f.vocabulary.board ? [[f.kind, f.vocabulary.board.title]] : [])));
}

/** A status word as a reader sees it: `in-progress` → "In progress". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).split("-").join(" ");
}

export type StatusTone = "success" | "warning" | "neutral";

/** How a status badge is coloured: settled dialogues green, open ones and any kind's attention words amber. */
export function statusTone(status: string): StatusTone {
  if (status === "converged" || status === "complete") return "success";
  if (status === "in-progress" || attentionStatuses().includes(status)) return "warning";
  return "neutral";
}

/**
 * The statuses the index's filter offers: the chosen kind's own (every one, counted or not), else the dialogue's
 * and whatever other statuses the documents have. Each with its label and how many documents have it.
 */
export function statusOptions(kind: string | null, counts: readonly { value: string; count: number }[]): { value: string; label: string; count: number }[] {
  const countOf = new Map(counts.map((c) => [c.value, c.count]));
  const offered = kind === null ? unique([...statusesOf("dialogue"), ...counts.map((c) => c.value)]) : statusesOf(kind);
  return offered.map((value) => ({ value, label: statusLabel(value), count: countOf.get(value) ?? 0 }));
}

/** Why a kind filter names no kind Roundtable reads (`?kind=pcpp`), listing those it does; null for a known kind or none. */
export function kindMisfit(kind: string | null): string | null {
  if (kind === null || storedKinds().includes(kind)) return null;
  return `Roundtable reads no kind called “${kind}”; it reads ${Object.values(kindLabels()).join(", ")}.`;
}

/**
 * The kinds the index's filter offers: those the documents have, and the chosen one when it is a registered kind none
 * has yet (an unknown kind is not offered: `kindMisfit` says so instead).
 */
export function kindOptions(kind: string | null, counts: readonly { value: string; count: number }[]): { value: string; label: string; count: number }[] {
  const offered = kind !== null && storedKinds().includes(kind) && !counts.some((c) => c.value === kind) ? [...counts, { value: kind, count: 0 }] : counts;
  return offered.map((c) => ({ ...c, label: kindLabel(c.value) }));
}

/** Why a status filter cannot match the chosen kind (`blocked` asked of ACOR runs), naming the kind's own; null when it can. */
export function statusMisfit(kind: string | null, status: string | null): string | null {
  if (kind === null || status === null) return null;
  const own = statusesOf(kind);
  if (own.length === 0 || own.includes(status)) return null;
  return `“${statusLabel(status)}” is not a status of ${kindLabel(kind)} documents; theirs are ${own.map(statusLabel).join(", ")}.`;
}
