import { inChunks } from "@/lib/db/bulk";
import type { Db } from "@/lib/db/client";
import { storedValues } from "@/lib/db/judging";
import { rubricVersions } from "@/lib/db/rubrics";
import { BUILT_IN_VIEW, type RubricDimension } from "@/lib/judging/rubric";
import { latestVersions, type ScoreValues, unitKey } from "@/lib/judging/scores";

export interface MyScore {
  slug: string;
  title: string;
  dialogueId: number;
  round: number;
  agent: string;
  version: number;
  savedAt: Date;
  /** The rubric version the score was given under, as people read it, and its dimensions (labels, in its order). */
  rubric: { id: number; name: string; version: number; dimensions: Pick<RubricDimension, "key" | "label">[] };
  values: ScoreValues;
  /** The queues that hold this round (a round may sit in several, or none). */
  queues: { id: number; name: string }[];
}

/** One judge's current scores (the latest version of each), newest first, with the queues their rounds are in. */
export async function listMyScores(db: Db, judgeId: string): Promise<MyScore[]> {
  const rows = await db.judgeScore.findMany({
    where: { judgeId, dialogue: { removedAt: null } },
    include: { dialogue: { select: { slug: true, title: true } } },
  });
  const current = latestVersions(rows.map((r) => ({ ...r, values: storedValues(r) })));
  const [items, versions] = await Promise.all([
    // A list a chunk at a time: a judge (a model especially) may have scored more documents than one query may bind.
    inChunks([...new Set(current.map((r) => r.dialogueId))], (ids) =>
      db.queueItem.findMany({
        where: { dialogueId: { in: ids } },
        select: { dialogueId: true, round: true, queue: { select: { id: true, name: true } } },
        orderBy: { queueId: "asc" },
      }),
    ).then((chunks) => chunks.flat().sort((a, b) => a.queue.id - b.queue.id)),
    rubricVersions(
      db,
      current.map((r) => r.rubricVersionId),
    ),
  ]);
  const queuesOf = new Map<string, { id: number; name: string }[]>();
  for (const i of items) queuesOf.set(`${i.dialogueId}:${i.round}`, [...(queuesOf.get(`${i.dialogueId}:${i.round}`) ?? []), i.queue]);
  return current
    .map((r) => {
      const rubric = versions.get(r.rubricVersionId) ?? BUILT_IN_VIEW;
      return {
        slug: r.dialogue.slug,
        title: r.dialogue.title,
        dialogueId: r.dialogueId,
        round: r.round,
        agent: r.agent,
        version: r.version,
        savedAt: r.createdAt,
        rubric: { id: rubric.id, name: rubric.name, version: rubric.version, dimensions: rubric.dimensions.map(({ key, label }) => ({ key, label })) },
        values: r.values,
        queues: queuesOf.get(`${r.dialogueId}:${r.round}`) ?? [],
      };
    })
    .sort(
      (a, b) => b.savedAt.getTime() - a.savedAt.getTime() || unitKey(a.dialogueId, a.round, a.agent).localeCompare(unitKey(b.dialogueId, b.round, b.agent)),
    );
}
