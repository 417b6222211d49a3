import type { Db } from "@/lib/db/client";
import { latestVersions, type ScoreValues, scoreValuesOf, unitKey } from "@/lib/judging/scores";

export interface MyScore extends ScoreValues {
  slug: string;
  title: string;
  dialogueId: number;
  round: number;
  agent: string;
  version: number;
  savedAt: Date;
  /** The queues that hold this round (a round may sit in several, or none). */
  queues: { id: number; name: string }[];
}

/** One judge's current scores (the latest version of each), newest first, with the queues their rounds are in. */
export async function listMyScores(db: Db, judgeId: string): Promise<MyScore[]> {
  const rows = await db.judgeScore.findMany({
    where: { judgeId, dialogue: { removedAt: null } },
    include: { dialogue: { select: { slug: true, title: true } } },
  });
  const current = latestVersions(rows);
  const items = await db.queueItem.findMany({
    where: { dialogueId: { in: [...new Set(current.map((r) => r.dialogueId))] } },
    select: { dialogueId: true, round: true, queue: { select: { id: true, name: true } } },
    orderBy: { queueId: "asc" },
  });
  const queuesOf = new Map<string, { id: number; name: string }[]>();
  for (const i of items) queuesOf.set(`${i.dialogueId}:${i.round}`, [...(queuesOf.get(`${i.dialogueId}:${i.round}`) ?? []), i.queue]);
  return current
    .map((r) => ({
      ...scoreValuesOf(r),
      slug: r.dialogue.slug,
      title: r.dialogue.title,
      dialogueId: r.dialogueId,
      round: r.round,
      agent: r.agent,
      version: r.version,
      savedAt: r.createdAt,
      queues: queuesOf.get(`${r.dialogueId}:${r.round}`) ?? [],
    }))
    .sort(
      (a, b) => b.savedAt.getTime() - a.savedAt.getTime() || unitKey(a.dialogueId, a.round, a.agent).localeCompare(unitKey(b.dialogueId, b.round, b.agent)),
    );
}
