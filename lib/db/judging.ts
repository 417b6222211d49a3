import { inChunks } from "@/lib/db/bulk";
import { Binder, selectRows, type Dialect, type Statement } from "@/lib/db/sql";
import { dialectOf, type Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { type CurrentScore, sameValues, type ScoreInput, type ScoreValues, unitKey, valuesSchemaFor } from "@/lib/judging/scores";
import { DIMENSIONS, REASON_NEEDED } from "@/lib/judging/rubric";
import { allowedRubricVersions, rubricVersion } from "@/lib/db/rubrics";
import { BUSY_MESSAGE, isBusyError, retryBusy } from "@/lib/db/retry";

/** Values outside the rubric version's bounds (or keys it does not have): said beside the score fields. */
export class ValuesRefused extends AppError {
  constructor(message: string) {
    super("input-invalid", message);
  }
}

/** One saved version, with who saved it. */
export interface JudgeScoreVersion extends CurrentScore {
  id: number;
  judgeName: string;
  judgeEmail: string;
  rationale: string | null;
  reason: string | null;
  /** A person, or a model judge (an account of kind model, scoring through the API). */
  judgeKind: "person" | "model";
  /** Saved after its judge revealed the round under blind judging: made having seen the other judges' scores. */
  afterReveal: boolean;
  createdAt: Date;
  /** The rubric and its version number the score was given under, as people read it. */
  rubricName: string;
  rubricVersion: number;
}

/**
 * A stored score's values: its JSON, or for rows written before rubrics by older code (the four columns only) those
 * four, which is what the built-in rubric they were given under asks for.
 */
export function storedValues(row: {
  values: string;
  wisdom: number | null;
  consistency: number | null;
  truth: number | null;
  relationships: number | null;
}): ScoreValues {
  const parsed = JSON.parse(row.values || "{}") as ScoreValues;
  if (Object.keys(parsed).length > 0) return parsed;
  return Object.fromEntries(DIMENSIONS.flatMap((d) => (row[d] === null ? [] : [[d, row[d]]])));
}

/**
 * Who is scored in each round of each dialogue: the agents (not the Judge) who speak in it, in speaking order. One
 * query per IN_LIST_MAX dialogues (a queue made of the whole corpus asks for all of them).
 */
export async function roundAgentsByDialogue(db: Db, dialogueIds: number[]): Promise<Map<number, Map<number, string[]>>> {
  const chunks = await inChunks(dialogueIds, (ids) =>
    db.contribution.findMany({
      where: { dialogueId: { in: ids }, judge: false },
      select: { dialogueId: true, agent: true, round: { select: { number: true } } },
      orderBy: [{ dialogueId: "asc" }, { round: { number: "asc" } }, { position: "asc" }],
    }),
  );
  const rows = chunks.flat();
  const out = new Map<number, Map<number, string[]>>(dialogueIds.map((id) => [id, new Map()]));
  for (const r of rows) {
    const rounds = out.get(r.dialogueId)!;
    const agents = rounds.get(r.round.number) ?? [];
    if (!agents.includes(r.agent)) agents.push(r.agent);
    rounds.set(r.round.number, agents);
  }
  return out;
}

/** What each agent said in one round, from storage: the text judges read for kinds whose page is not the dialogue's. */
export async function contributionBodies(db: Db, dialogueId: number, round: number): Promise<{ agent: string; role: string | null; body: string }[]> {
  return db.contribution.findMany({
    where: { dialogueId, judge: false, round: { number: round } },
    orderBy: { position: "asc" },
    select: { agent: true, role: true, body: true },
  });
}

/** Who is scored in each round of one dialogue. */
export async function roundAgentsOf(db: Db, dialogueId: number): Promise<Map<number, string[]>> {
  return (await roundAgentsByDialogue(db, [dialogueId])).get(dialogueId)!;
}

export interface JudgedDialogue {
  id: number;
  slug: string;
  title: string;
  blindJudging: boolean;
  /** An admin's say that agreement counts scores edited after a reveal (by default, the last score before it). */
  agreementAfterReveal: boolean;
}

export async function judgedDialogues(db: Db, dialogueIds: number[]): Promise<Map<number, JudgedDialogue>> {
  const rows = await db.dialogue.findMany({
    where: { id: { in: dialogueIds } },
    select: { id: true, slug: true, title: true, blindJudging: true, agreementAfterReveal: true },
  });
  return new Map(rows.map((d) => [d.id, d]));
}

/** A dialogue that is not removed, by its slug, with its judging settings: what its Judges section needs of the row (not its text). */
export async function judgedDialogueBySlug(db: Db, slug: string): Promise<JudgedDialogue | null> {
  return db.dialogue.findFirst({
    where: { slug, removedAt: null, kind: "dialogue" },
    select: { id: true, slug: true, title: true, blindJudging: true, agreementAfterReveal: true },
  });
}

/**
 * Saves a judge's score as the next version. Never updates a row: the history is the rows. Refuses an agent who does
 * not speak in the round, and a save based on a version that is no longer the latest (another tab, a double submit).
 * Saving the same values again adds nothing; an edit needs a reason; values outside the rubric are refused.
 */
export async function saveJudgeScore(db: Db, judgeId: string, input: ScoreInput): Promise<{ version: number; unchanged: boolean }> {
  const agents = (await roundAgentsOf(db, input.dialogueId)).get(input.round);
  if (!agents) throw new AppError("not-found", `Round ${input.round} has no agents to score.`);
  if (!agents.includes(input.agent)) throw new AppError("input-invalid", `${input.agent} does not speak in round ${input.round}.`);
  const dialogue = await db.dialogue.findUnique({ where: { id: input.dialogueId }, select: { kind: true } });
  if (!dialogue) throw new AppError("not-found", "No such document.");
  // The version the form showed must be one this round is scored under now (its queue's, or its kind's own).
  if (!(await allowedRubricVersions(db, input.dialogueId, input.round, dialogue.kind)).has(input.rubricVersionId))
    throw new AppError("conflict", "The rubric for this round changed since you opened it. Reload to score under the current one.");
  const rubric = await rubricVersion(db, input.rubricVersionId);
  if (!rubric) throw new AppError("not-found", "No such rubric version.");
  const checked = valuesSchemaFor(rubric.dimensions).safeParse(input.values);
  if (!checked.success) throw new ValuesRefused([...new Set(checked.error.issues.map((i) => i.message))].join(" "));
  const values = checked.data as ScoreValues;
  const key = { dialogueId: input.dialogueId, round: input.round, agent: input.agent, judgeId };
  try {
    return await retryBusy(() =>
      db.$transaction(async (tx) => {
        const latest = await tx.judgeScore.findFirst({ where: key, orderBy: { version: "desc" } });
        const current = latest?.version ?? 0;
        if (current !== input.baseVersion) throw new AppError("conflict", `This score changed since you opened it (now version ${current}). Reload to see it.`);
        if (latest && latest.rubricVersionId === rubric.id && sameValues(storedValues(latest), values) && latest.rationale === input.rationale)
          return { version: current, unchanged: true };
        if (latest && !input.reason) throw new AppError("input-invalid", REASON_NEEDED);
        // The version the judge read: a later edit of the document does not move the score onto text it never saw.
        const read = await tx.documentVersion.findFirst({ where: { dialogueId: input.dialogueId }, orderBy: { number: "desc" }, select: { number: true } });
        // Read in the same transaction as the write: a reveal either came before this save (and marks it) or after.
        const revealed = await tx.roundReveal.findUnique({
          where: { dialogueId_round_judgeId: { dialogueId: input.dialogueId, round: input.round, judgeId } },
        });
        await tx.judgeScore.create({
          data: {
            ...key,
            rubricVersionId: rubric.id,
            values: JSON.stringify(values),
            // Readers that predate rubrics read these columns: filled only for the built-in rubric's own keys.
            ...Object.fromEntries(DIMENSIONS.map((d) => [d, values[d] ?? null])),
            version: current + 1,
            rationale: input.rationale,
            reason: latest ? input.reason : null,
            afterReveal: revealed !== null,
            documentVersion: read?.number ?? null,
          },
        });
        return { version: current + 1, unchanged: false };
      }),
    );
  } catch (error) {
    if (isBusyError(error)) throw new AppError("busy", BUSY_MESSAGE);
    // Two saves raced past the check: the unique (…, version) index let one in.
    if (error instanceof Error && error.message.includes("Unique constraint"))
      throw new AppError("conflict", "This score was saved from elsewhere at the same moment. Reload to see it.");
    // The document went while this was saved (merged into another, or deleted): nothing was written.
    if (error instanceof Error && /Foreign key constraint/i.test(error.message))
      throw new AppError("conflict", "This document was merged or removed while you scored it. Reload to score it where it is now.");
    throw error;
  }
}

/**
 * A judge's "I am done with this round" under blind judging: from now on they see the others' scores and comments for
 * it, and what they save for it is marked as made after the reveal. Only once every agent of the round has their score
 * (a reveal is the end of a round's judging, not a way to start it); saying it again changes nothing.
 */
export async function revealRound(db: Db, judgeId: string, dialogueId: number, round: number): Promise<{ revealedAt: Date; already: boolean }> {
  const agents = (await roundAgentsOf(db, dialogueId)).get(round);
  if (!agents) throw new AppError("not-found", `Round ${round} has no agents to score.`);
  const key = { dialogueId_round_judgeId: { dialogueId, round, judgeId } };
  const known = await db.roundReveal.findUnique({ where: key });
  if (known) return { revealedAt: known.createdAt, already: true };
  const scored = new Set(
    (await db.judgeScore.findMany({ where: { dialogueId, round, judgeId }, select: { agent: true }, distinct: ["agent"] })).map((s) => s.agent),
  );
  const missing = agents.filter((a) => !scored.has(a));
  if (missing.length > 0)
    throw new AppError(
      "input-invalid",
      `Score every agent of round ${round} first: ${missing.join(", ")} ${missing.length === 1 ? "has" : "have"} no score yet.`,
    );
  const row = await db.roundReveal.upsert({ where: key, create: { dialogueId, round, judgeId }, update: {} });
  return { revealedAt: row.createdAt, already: false };
}

/** The rounds each judge has revealed, by dialogue then judge. One query. */
export async function roundRevealsByDialogue(db: Db, dialogueIds: number[]): Promise<Map<number, Map<string, Set<number>>>> {
  const rows = await db.roundReveal.findMany({ where: { dialogueId: { in: dialogueIds } }, select: { dialogueId: true, judgeId: true, round: true } });
  const out = new Map<number, Map<string, Set<number>>>();
  for (const r of rows) {
    const byJudge = out.get(r.dialogueId) ?? out.set(r.dialogueId, new Map()).get(r.dialogueId)!;
    (byJudge.get(r.judgeId) ?? byJudge.set(r.judgeId, new Set()).get(r.judgeId)!).add(r.round);
  }
  return out;
}

export async function setAgreementAfterReveal(db: Db, dialogueId: number, count: boolean): Promise<void> {
  const { count: updated } = await db.dialogue.updateMany({ where: { id: dialogueId }, data: { agreementAfterReveal: count } });
  if (updated === 0) throw new AppError("not-found", "No such dialogue.");
}

/** Every version, oldest first, optionally of one dialogue. */
export async function judgeScoreVersions(db: Db, dialogueId?: number): Promise<JudgeScoreVersion[]> {
  const rows = await db.judgeScore.findMany({
    where: dialogueId === undefined ? { dialogue: { removedAt: null } } : { dialogueId },
    include: { judge: { select: { name: true, email: true, kind: true } }, rubricVersion: { select: { version: true, rubric: { select: { name: true } } } } },
    orderBy: [{ dialogueId: "asc" }, { round: "asc" }, { createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(({ judge, rubricVersion: rv, wisdom, consistency, truth, relationships, values, ...r }) => ({
    ...r,
    values: storedValues({ values, wisdom, consistency, truth, relationships }),
    judgeName: judge.name,
    judgeEmail: judge.email,
    judgeKind: judge.kind === "model" ? ("model" as const) : ("person" as const),
    rubricName: rv.rubric.name,
    rubricVersion: rv.version,
  }));
}

export async function setBlindJudging(db: Db, dialogueId: number, blind: boolean): Promise<void> {
  const { count } = await db.dialogue.updateMany({ where: { id: dialogueId }, data: { blindJudging: blind } });
  if (count === 0) throw new AppError("not-found", "No such dialogue.");
}

export interface UnscoredRound {
  slug: string;
  title: string;
  round: number;
}

/** The first round the judge lacks a score in, after `from`'s round of its dialogue when given, else anywhere. */
function unscoredStatement(dialect: Dialect, judgeId: string, from?: { dialogueId: number; round: number }): Statement {
  const binder = new Binder(dialect);
  const scope = from ? `AND d."id" = ${binder.bind(from.dialogueId)} AND r."number" > ${binder.bind(from.round)}` : "";
  const text = `
  SELECT d."slug" AS slug, d."title" AS title, r."number" AS round
  FROM "Round" r JOIN "Dialogue" d ON d."id" = r."dialogueId"
  WHERE d."removedAt" IS NULL ${scope}
    AND EXISTS (
      SELECT 1 FROM "Contribution" c
      WHERE c."dialogueId" = r."dialogueId" AND c."roundId" = r."id" AND c."judge" = false
        AND NOT EXISTS (SELECT 1 FROM "JudgeScore" s WHERE s."dialogueId" = r."dialogueId" AND s."round" = r."number" AND s."agent" = c."agent" AND s."judgeId" = ${binder.bind(judgeId)}))
  ORDER BY d."id", r."number"
  LIMIT 1`;
  return { text, values: binder.values };
}

/** The next round this judge has not finished: later in the current dialogue first, then anywhere, oldest dialogue first. */
export async function nextUnscoredRound(db: Db, judgeId: string, from?: { dialogueId: number; round: number }): Promise<UnscoredRound | null> {
  const first = async (statement: Statement) => {
    const [row] = await selectRows<{ slug: string; title: string; round: number | bigint }>(db, statement);
    return row ? { slug: row.slug, title: row.title, round: Number(row.round) } : null;
  };
  const dialect = dialectOf(db);
  return (from && (await first(unscoredStatement(dialect, judgeId, from)))) || first(unscoredStatement(dialect, judgeId));
}

/** File scores per (dialogue, round, agent): the per-round totals the file's Judge recorded. */
export async function fileRoundTotals(db: Db, dialogueIds: number | number[]): Promise<Map<string, number>> {
  // Every scored document's, for the board: a list a chunk at a time.
  const rows = (
    await inChunks(typeof dialogueIds === "number" ? [dialogueIds] : dialogueIds, (ids) =>
      db.score.findMany({
        where: { origin: "file", dimension: "total", round: { not: null }, dialogueId: { in: ids } },
        select: { dialogueId: true, round: true, agent: true, value: true },
      }),
    )
  ).flat();
  return new Map(rows.map((r) => [`${r.dialogueId}:${r.round}:${r.agent}`, r.value]));
}

/** Every per-round value the file's Judge recorded, by unitKey then dimension (the total under "total"). */
export async function fileRoundValues(db: Db, dialogueIds: number[]): Promise<Map<string, Record<string, number>>> {
  const rows = (
    await inChunks(dialogueIds, (ids) =>
      db.score.findMany({
        where: { origin: "file", round: { not: null }, dialogueId: { in: ids } },
        select: { dialogueId: true, round: true, agent: true, dimension: true, value: true },
      }),
    )
  ).flat();
  const out = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const key = unitKey(r.dialogueId, r.round!, r.agent);
    out.set(key, { ...out.get(key), [r.dimension]: r.value });
  }
  return out;
}

/** How many per-round totals the files' Judges record across the documents that are not removed. */
export async function countFileRoundScores(db: Db): Promise<number> {
  return db.score.count({ where: { origin: "file", dimension: "total", round: { not: null }, dialogue: { removedAt: null } } });
}
