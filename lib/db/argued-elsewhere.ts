import { markerAnchor } from "@/lib/anchors";
import { distinctiveTerms } from "@/lib/search/distinctive";
import { dialectOf, tuneSqlite, type Db } from "./client";
import { Binder } from "./sql";

/** A marker in another dialogue that argues the same thing, as full-text ranking sees it. */
export interface ElsewhereHit {
  markerId: number;
  kind: string;
  type: string;
  ref: string | null;
  label: string;
  /** The start of its prose, for a marker whose label says little. */
  text: string;
  round: number | null;
  agent: string | null;
  dialogue: { slug: string; title: string };
  /** Into the other dialogue's timeline: `/d/<slug>#marker-N`. */
  href: string;
}

export interface Elsewhere {
  /** The words the ranking used, most telling first. */
  terms: string[];
  /** Words left out as too common in what the database holds. */
  common: string[];
  hits: ElsewhereHit[];
}

/** What is compared: a marker's label and text (or a tracker row's label), and the dialogue to leave out. */
export interface ElsewhereSubject {
  dialogueId: number;
  label: string;
  text: string;
}

const MAX_TERMS = 10;
/** At most this many markers of one other dialogue, so the list shows where else, not one dialogue's whole thread. */
const PER_DIALOGUE = 2;
/** A dialogue weighs the scores of its best this many markers. */
const DIALOGUE_DEPTH = 3;

/**
 * A word in more than this share of all markers (and at least 30 of them) says little about a subject. Kept high:
 * bm25 already weighs words by rarity, and a subject's own words are often common where the subject is (`context`
 * in a corpus about context delivery).
 */
export const COMMON_SHARE = 0.15;

const markerCounts = new WeakMap<Db, { at: number; n: number }>();

/** The number of markers, cached for a minute: it only scales the "very common" bound. */
async function markerCount(db: Db): Promise<number> {
  const cached = markerCounts.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.n;
  const n = await db.marker.count();
  markerCounts.set(db, { at: Date.now(), n });
  return n;
}

const quote = (token: string) => `"${token.split('"').join('""')}"`;

/** The indexes do not stem: a word of four letters or more matches as a prefix, less a plural `s` (hooks → hook*). */
const stem = (term: string) => (term.length > 4 && term.endsWith("s") && !term.endsWith("ss") ? term.slice(0, -1) : term);
const fts5Word = (term: string) => (term.length >= 4 ? `${quote(stem(term))}*` : quote(term));
const tsWord = (term: string) => (term.length >= 4 ? `${stem(term)}:*` : term);

/**
 * How many markers hold each word, each count stopping at `bound` + 1 (one statement). Words are letters and digits
 * only (`tokens`), and reach SQL as bound parameters.
 */
async function documentCounts(db: Db, dialect: "sqlite" | "postgres", terms: string[], bound: number): Promise<number[]> {
  if (terms.length === 0) return [];
  const binder = new Binder(dialect);
  const parts = terms.map((term, i) => {
    const probe =
      dialect === "sqlite"
        ? `SELECT rowid FROM "MarkerFts" WHERE "MarkerFts" MATCH ${binder.bind(fts5Word(term))} LIMIT ${bound + 1}`
        : (() => {
            const q = `to_tsquery('simple', ${binder.bind(tsWord(term))})`;
            return `SELECT 1 FROM "MarkerSearch" s WHERE s."label" @@ ${q} OR s."prose" @@ ${q} LIMIT ${bound + 1}`;
          })();
    return `SELECT ${i} AS "i", (SELECT COUNT(*) FROM (${probe}) AS "p${i}") AS "n"`;
  });
  const rows = await db.$queryRawUnsafe<{ i: number | bigint; n: number | bigint }[]>(parts.join(" UNION ALL "), ...binder.values);
  const counts = terms.map(() => 0);
  for (const r of rows) counts[Number(r.i)] = Number(r.n);
  return counts;
}

type Row = {
  id: number | bigint;
  ordinal: number | bigint;
  kind: string;
  type: string;
  ref: string | null;
  label: string;
  text: string;
  round: number | bigint | null;
  agent: string | null;
  slug: string;
  title: string;
  score: number;
};

/**
 * The markers of other dialogues that match a subject best: its distinctive words (stop words out, then the words
 * too common in this database), OR-ed and ranked by bm25 on SQLite (label three times the prose, as search weighs
 * them) and on PostgreSQL by each word's ts_rank weighted by its rarity (ts_rank alone knows nothing of rarity).
 * Dialogues only (their markers have a place in a timeline), never removed ones; at most two markers a dialogue.
 */
export async function arguedElsewhere(db: Db, subject: ElsewhereSubject, { limit = 6 } = {}): Promise<Elsewhere> {
  const dialect = dialectOf(db);
  await tuneSqlite(db);
  const candidates = distinctiveTerms(subject.label, subject.text, 16);
  const total = await markerCount(db);
  const bound = Math.max(30, Math.ceil(total * COMMON_SHARE));
  const counts = await documentCounts(
    db,
    dialect,
    candidates.map((c) => c.term),
    bound,
  );
  // A word only this marker holds finds nothing else; a word in a large share of markers finds everything.
  const kept = candidates.map((c, i) => ({ ...c, n: counts[i]! })).filter((c) => c.n >= 2 && c.n <= bound);
  // The prose's words once are incidental; twice or more (or with little else to go on) they are the subject.
  const telling = kept.filter((c) => c.label || c.weight >= 2);
  const common = candidates.filter((_, i) => counts[i]! > bound).map((c) => c.term);
  const terms = (telling.length >= 4 ? telling : kept).slice(0, MAX_TERMS);
  if (terms.length === 0) return { terms: [], common, hits: [] };

  const binder = new Binder(dialect);
  const columns = `m."id" AS "id", m."ordinal" AS "ordinal", m."kind" AS "kind", m."type" AS "type", m."markerId" AS "ref", m."description" AS "label", substr(m."body", 1, 240) AS "text", m."round" AS "round", m."agent" AS "agent", d."slug" AS "slug", d."title" AS "title"`;
  // SQLite's placeholders are positional: each is bound where it stands in the text.
  const filter = () => `m."dialogueId" != ${binder.bind(subject.dialogueId)} AND d."removedAt" IS NULL AND d."kind" = 'dialogue' AND m."kind" != 'other'`;
  const fetch = 200;
  // One shared word is chance (`right` in "the right to erasure" and in "Scone is right"): a marker must hold two of
  // the words (or the only one).
  const needed = Math.min(2, terms.length);
  let sql: string;
  if (dialect === "sqlite") {
    // bm25 sums over the query's phrases: a word from the label is written twice, so it weighs twice the prose's.
    const match = terms.flatMap((t) => (t.label ? [fts5Word(t.term), fts5Word(t.term)] : [fts5Word(t.term)])).join(" OR ");
    const shared = terms.map(
      (t) => `CASE WHEN rowid IN (SELECT rowid FROM "MarkerFts" WHERE "MarkerFts" MATCH ${binder.bind(fts5Word(t.term))}) THEN 1 ELSE 0 END`,
    );
    sql = `WITH matched AS MATERIALIZED (SELECT rowid AS "id", bm25("MarkerFts", 3.0, 1.0) AS "rank", ${shared.join(" + ")} AS "shared" FROM "MarkerFts" WHERE "MarkerFts" MATCH ${binder.bind(match)})
      SELECT ${columns}, -c."rank" AS "score" FROM matched c CROSS JOIN "Marker" m ON m."id" = c."id" CROSS JOIN "Dialogue" d ON d."id" = m."dialogueId"
      WHERE c."shared" >= ${needed} AND ${filter()} ORDER BY c."rank", m."id" LIMIT ${fetch}`;
  } else {
    const any = `to_tsquery('simple', ${binder.bind(terms.map((t) => tsWord(t.term)).join(" | "))})`;
    const where = filter();
    const shared = `(${terms
      .map((t) => {
        const q = `to_tsquery('simple', ${binder.bind(tsWord(t.term))})`;
        return `CASE WHEN s."label" @@ ${q} OR s."prose" @@ ${q} THEN 1 ELSE 0 END`;
      })
      .join(" + ")})`;
    // Each word weighs its inverse document frequency, as bm25 does on SQLite.
    const score = terms
      .map((t) => {
        const q = `to_tsquery('simple', ${binder.bind(tsWord(t.term))})`;
        return `${(Math.log(1 + total / t.n) * (t.label ? 2 : 1)).toFixed(4)} * (3 * ts_rank(s."label", ${q}) + ts_rank(s."prose", ${q}))`;
      })
      .join(" + ");
    sql = `SELECT ${columns}, ${score} AS "score" FROM "MarkerSearch" s JOIN "Marker" m ON m."id" = s."markerId" JOIN "Dialogue" d ON d."id" = m."dialogueId"
      WHERE (s."label" @@ ${any} OR s."prose" @@ ${any}) AND ${where} AND ${shared} >= ${needed} ORDER BY "score" DESC, m."id" LIMIT ${fetch}`;
  }
  const rows = await db.$queryRawUnsafe<Row[]>(sql, ...binder.values);
  // Where else was it argued is a question about dialogues: each is ranked by its best few markers together, so a
  // dialogue on the same subject (many matching markers) comes before one marker that happens to share rare words.
  const byDialogue = new Map<string, Row[]>();
  for (const r of rows) byDialogue.set(r.slug, [...(byDialogue.get(r.slug) ?? []), r]);
  const weight = (list: Row[]) => list.slice(0, DIALOGUE_DEPTH).reduce((sum, r) => sum + Number(r.score), 0);
  const dialogues = [...byDialogue.values()].sort((a, b) => weight(b) - weight(a));
  const hits: ElsewhereHit[] = dialogues
    .flatMap((list) => list.slice(0, PER_DIALOGUE))
    .slice(0, limit)
    .map((r) => ({
      markerId: Number(r.id),
      kind: r.kind,
      type: r.type,
      ref: r.ref,
      label: r.label,
      text: r.text.length > 200 ? `${r.text.slice(0, 200).replace(/\s+\S*$/, "")} …` : r.text,
      round: r.round === null ? null : Number(r.round),
      agent: r.agent,
      dialogue: { slug: r.slug, title: r.title },
      href: `/d/${r.slug}#${markerAnchor(Number(r.ordinal))}`,
    }));
  return { terms: terms.map((t) => t.term), common, hits };
}

/**
 * The subject of a tension or perspective: by its stored marker id (a search result), or by its dialogue and
 * registry id (`T01`, the Threads section), the marker that raised it, else the tracker's row. Null when none is.
 */
export async function elsewhereSubject(
  db: Db,
  at: { markerId: number } | { slug: string; kind: "tension" | "perspective"; id: string },
): Promise<(ElsewhereSubject & { title: string }) | null> {
  if ("markerId" in at) {
    const m = await db.marker.findFirst({
      where: { id: at.markerId, dialogue: { removedAt: null } },
      select: { dialogueId: true, description: true, body: true, markerId: true },
    });
    return m ? { dialogueId: m.dialogueId, label: m.description, text: m.body, title: m.markerId ?? m.description } : null;
  }
  const dialogue = await db.dialogue.findFirst({ where: { slug: at.slug, removedAt: null }, select: { id: true } });
  if (!dialogue) return null;
  const raised = await db.marker.findFirst({
    where: { dialogueId: dialogue.id, kind: at.kind, markerId: at.id },
    orderBy: { ordinal: "asc" },
    select: { description: true, body: true },
  });
  const row =
    at.kind === "tension"
      ? await db.tension.findFirst({ where: { dialogueId: dialogue.id, registryId: at.id }, select: { label: true } })
      : await db.perspective.findFirst({ where: { dialogueId: dialogue.id, registryId: at.id }, select: { label: true } });
  if (!raised && !row) return null;
  // The tracker's label names the subject as the Judge saw it; the raising marker adds its own words and prose.
  const label = [row?.label, raised?.description].filter(Boolean).join(" ");
  return { dialogueId: dialogue.id, label, text: raised?.body ?? "", title: at.id };
}
