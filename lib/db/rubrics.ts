import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { dimensionsFromText } from "@/lib/judging/rubric-text";
import { parseDimensions, rubricDimensionsSchema, rubricFits, type RubricDimension, type RubricVersionView } from "@/lib/judging/rubric";

/** The kinds a rubric may name: every stored kind judges can score. */
export const JUDGEABLE_KINDS = ["dialogue", "a52-session", "goopspec", "acor"] as const;

const kindsSchema = z.array(z.enum(JUDGEABLE_KINDS)).max(JUDGEABLE_KINDS.length);

/** The dimensions as an admin types them (lib/judging/rubric-text.ts), read and then checked like stored ones. */
export const dimensionsTextSchema = z
  .string()
  .max(20_000, "Keep the rubric under 20,000 characters.")
  .transform((text, ctx) => {
    const parsed = dimensionsFromText(text);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    const checked = rubricDimensionsSchema.safeParse(parsed.dimensions);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const at = typeof issue.path[0] === "number" ? `${parsed.dimensions[issue.path[0]]?.label ?? "A dimension"}: ` : "";
      ctx.addIssue({ code: "custom", message: `${at}${issue.message}` });
      return z.NEVER;
    }
    return checked.data;
  });

/** A new rubric as an admin submits it: its first version's dimensions come with it. */
export const newRubricSchema = z.object({
  name: z.string().trim().min(1, "Give the rubric a name.").max(120, "Keep the name under 120 characters."),
  description: z.string().trim().max(1000, "Keep the description under 1,000 characters."),
  kinds: kindsSchema,
  dimensions: rubricDimensionsSchema,
});
export type NewRubric = z.output<typeof newRubricSchema>;

/** The next version of a rubric: new dimensions (and, if changed, kinds); the old version stays as it was. */
export const rubricEditSchema = z.object({
  rubricId: z.coerce.number().int().positive(),
  /** The version the admin was editing: a save on top of a newer one is refused, not merged. */
  baseVersion: z.coerce.number().int().positive(),
  kinds: kindsSchema,
  dimensions: rubricDimensionsSchema,
});
export type RubricEdit = z.output<typeof rubricEditSchema>;

export interface RubricSummary {
  id: number;
  name: string;
  description: string;
  kinds: string[];
  versions: RubricVersionView[];
  /** Scores given under each version, by version id. */
  scoreCounts: Map<number, number>;
  /** The judgeable kinds whose documents are scored under this rubric outside queues. */
  defaultFor: string[];
}

/** The built-in rubric's id (the migration seeds it first; its version 1 is BUILT_IN_VERSION_ID). */
const BUILT_IN_RUBRIC_ID = 1;

/**
 * The rubric a kind is scored under outside queues: the first made (lowest id) whose "meant for" names the kind,
 * else the built-in one. One rule for the judge page and for the rubrics page, which says which rubric that is.
 */
export function defaultRubricId(rubrics: { id: number; kinds: string[]; hasVersion: boolean }[], kind: string): number | null {
  const ordered = [...rubrics].sort((a, b) => a.id - b.id).filter((r) => r.hasVersion);
  return (ordered.find((r) => r.kinds.includes(kind)) ?? ordered.find((r) => r.id === BUILT_IN_RUBRIC_ID))?.id ?? null;
}

const kindsOf = (json: string) => kindsSchema.catch([]).parse(JSON.parse(json));

function viewOf(v: { id: number; rubricId: number; version: number; dimensions: string }, rubric: { name: string; kinds: string }): RubricVersionView {
  return { id: v.id, rubricId: v.rubricId, name: rubric.name, version: v.version, kinds: kindsOf(rubric.kinds), dimensions: parseDimensions(v.dimensions) };
}

/** Every rubric with all its versions (oldest first) and how many scores each version holds. */
export async function listRubrics(db: Db): Promise<RubricSummary[]> {
  const [rubrics, counts] = await Promise.all([
    db.rubric.findMany({ include: { versions: { orderBy: { version: "asc" } } }, orderBy: { id: "asc" } }),
    db.judgeScore.groupBy({ by: ["rubricVersionId"], _count: { _all: true } }),
  ]);
  const scoreCounts = new Map(counts.map((c) => [c.rubricVersionId, c._count._all]));
  const choices = rubrics.map((r) => ({ id: r.id, kinds: kindsOf(r.kinds) as string[], hasVersion: r.versions.length > 0 }));
  const defaults = new Map(JUDGEABLE_KINDS.map((kind) => [kind, defaultRubricId(choices, kind)]));
  return rubrics.map((r) => ({
    defaultFor: JUDGEABLE_KINDS.filter((kind) => defaults.get(kind) === r.id),
    id: r.id,
    name: r.name,
    description: r.description,
    kinds: kindsOf(r.kinds),
    versions: r.versions.map((v) => viewOf(v, r)),
    scoreCounts,
  }));
}

/** Rubric versions by id, for reading scores under their own version. One query. */
export async function rubricVersions(db: Db, ids: number[]): Promise<Map<number, RubricVersionView>> {
  const rows = await db.rubricVersion.findMany({ where: { id: { in: [...new Set(ids)] } }, include: { rubric: { select: { name: true, kinds: true } } } });
  return new Map(rows.map((v) => [v.id, viewOf(v, v.rubric)]));
}

export async function rubricVersion(db: Db, id: number): Promise<RubricVersionView | null> {
  return (await rubricVersions(db, [id])).get(id) ?? null;
}

/** The latest version of each rubric: what a queue or a document's kind can be scored under now. */
export async function latestRubricVersions(db: Db): Promise<RubricVersionView[]> {
  return (await listRubrics(db)).map((r) => r.versions.at(-1)!).filter(Boolean);
}

export async function createRubric(db: Db, input: NewRubric): Promise<RubricVersionView> {
  if (await db.rubric.findUnique({ where: { name: input.name } })) throw new AppError("input-invalid", `A rubric named ${input.name} exists already.`);
  const rubric = await db.rubric.create({
    data: {
      name: input.name,
      description: input.description,
      kinds: JSON.stringify(input.kinds),
      versions: { create: { version: 1, dimensions: JSON.stringify(input.dimensions) } },
    },
    include: { versions: true },
  });
  return viewOf(rubric.versions[0]!, rubric);
}

/** Adds the next version of a rubric; never changes an earlier one, so scores given under it read as they were. */
export async function addRubricVersion(db: Db, input: RubricEdit): Promise<RubricVersionView> {
  return db.$transaction(async (tx) => {
    const rubric = await tx.rubric.findUnique({ where: { id: input.rubricId }, include: { versions: { orderBy: { version: "desc" }, take: 1 } } });
    if (!rubric) throw new AppError("not-found", "No such rubric.");
    const latest = rubric.versions[0]?.version ?? 0;
    if (latest !== input.baseVersion) throw new AppError("conflict", `This rubric changed since you opened it (now version ${latest}). Reload to see it.`);
    const kinds = JSON.stringify(input.kinds);
    if (kinds !== rubric.kinds) await tx.rubric.update({ where: { id: rubric.id }, data: { kinds } });
    const made = await tx.rubricVersion.create({ data: { rubricId: rubric.id, version: latest + 1, dimensions: JSON.stringify(input.dimensions) } });
    return viewOf(made, { name: rubric.name, kinds });
  });
}

/**
 * The rubric version a document of this kind is scored under outside a queue: the latest version of the first rubric
 * made for the kind, else of the built-in one.
 */
export async function rubricForKind(db: Db, kind: string): Promise<RubricVersionView> {
  // Read on every save: the rubrics and each one's latest version only, no score counts.
  const rubrics = await db.rubric.findMany({ include: { versions: { orderBy: { version: "desc" }, take: 1 } }, orderBy: { id: "asc" } });
  const id = defaultRubricId(
    rubrics.map((r) => ({ id: r.id, kinds: kindsOf(r.kinds), hasVersion: r.versions.length > 0 })),
    kind,
  );
  const made = rubrics.find((r) => r.id === id);
  const version = made?.versions[0];
  if (!made || !version) throw new AppError("not-found", "No rubric to score this document under.");
  return viewOf(version, made);
}

/** The rubric versions a score of this round may be given under: each queue's that holds it, and the kind's own. */
export async function allowedRubricVersions(db: Db, dialogueId: number, round: number, kind: string): Promise<Set<number>> {
  const queues = await db.queueItem.findMany({ where: { dialogueId, round }, select: { queue: { select: { rubricVersionId: true } } } });
  return new Set([...queues.map((q) => q.queue.rubricVersionId), (await rubricForKind(db, kind)).id]);
}

/** Points a queue's new scores at another rubric version; the scores already given keep theirs. */
export async function setQueueRubric(db: Db, queueId: number, rubricVersionId: number): Promise<void> {
  if (!(await db.rubricVersion.findUnique({ where: { id: rubricVersionId } }))) throw new AppError("not-found", "No such rubric version.");
  const { count } = await db.judgingQueue.updateMany({ where: { id: queueId }, data: { rubricVersionId } });
  if (count === 0) throw new AppError("not-found", "No such queue.");
}

export { rubricFits, type RubricDimension };
