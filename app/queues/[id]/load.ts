import { notFound } from "next/navigation";
import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { getQueue, mayJudgeQueue, queueItems, queueJudges } from "@/lib/db/queues";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { latestRubricVersions, rubricVersion } from "@/lib/db/rubrics";
import { judgeProgress, queueProgress, skippedBy } from "@/lib/judging/queue";
import { judgingSummary } from "@/lib/judging/summary";

const idSchema = z.coerce.number().int().positive();

/** A queue by the id in its URL; a malformed or unknown id is a 404. */
export async function loadQueue(raw: string) {
  const id = idSchema.safeParse(raw);
  const queue = id.success ? await getQueue(db(), id.data) : null;
  if (!queue) notFound();
  return queue;
}

/** The queue page's one model: the whole queue's progress, the viewer's own, each judge's, and agreement in it. */
export async function loadQueuePage(raw: string, viewer: Viewer) {
  const queue = await loadQueue(raw);
  const isAdmin = viewer.role === "admin";
  const mine = mayJudgeQueue(queue, viewer.id);
  if (!mine && !isAdmin) notFound();
  const [items, judges, visible] = await Promise.all([queueItems(db(), queue.id), queueJudges(db(), queue), getVisibleScores(db(), { viewer })]);
  // Agreement is of each judge's scores before their reveal (blind judging), unless an admin says otherwise: in the queue's rounds only.
  const { agreement, names } = judgingSummary(visible, { rounds: new Set(items.map((i) => `${i.dialogueId}:${i.round}`)) });
  const judgeIds = judges.map((j) => j.id);
  return {
    queue,
    isAdmin,
    mine,
    itemCount: items.length,
    all: queueProgress(items, queue.judgesPerItem),
    skipped: skippedBy(items, viewer.id),
    myDone: items.filter((i) => i.doneBy.has(viewer.id)).length,
    perJudge: judgeProgress(items, judgeIds, queue.judgesPerItem, new Date())
      .map((p) => ({ ...p, name: judges.find((j) => j.id === p.judgeId)?.name || judges.find((j) => j.id === p.judgeId)?.email || "" }))
      .sort((a, b) => b.behind - a.behind),
    // One table a rubric version: a queue whose rubric changed has old scores under the old version, compared apart.
    agreement,
    rubric: await rubricVersion(db(), queue.rubricVersionId),
    // The latest version of each rubric, and the queue's own if it is an older one (so the list shows what is in use).
    rubricChoices: isAdmin ? await rubricChoicesFor(queue.rubricVersionId) : [],
    names,
  };
}

async function rubricChoicesFor(current: number) {
  const latest = await latestRubricVersions(db());
  const own = latest.some((v) => v.id === current) ? null : await rubricVersion(db(), current);
  return own ? [own, ...latest] : latest;
}

export type QueuePageModel = Awaited<ReturnType<typeof loadQueuePage>>;
