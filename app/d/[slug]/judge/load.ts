import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import { markerAnchor } from "@/lib/anchors";
import { visibleComments } from "@/lib/db/comments";
import { db } from "@/lib/db/client";
import { contributionBodies, nextUnscoredRound } from "@/lib/db/judging";
import { getQueue, mayJudgeQueue, queueItems, queuePlace } from "@/lib/db/queues";
import { rubricForKind, rubricVersion } from "@/lib/db/rubrics";
import { completedRounds } from "@/lib/judging/visibility";
import { firstValue } from "@/lib/url-params";
import { loadJudging } from "../judging-data";
import { loadDialogue, loadStored } from "../load";

type Query = Record<string, string | string[] | undefined>;

const roundParam = firstValue(z.coerce.number().int().min(0)).optional().catch(undefined);
const queueParam = firstValue(z.coerce.number().int().positive()).optional().catch(undefined);
const shorten = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The queue this round is being scored in, when the URL names one the judge may take and the round is one of its items. */
async function queueContext(raw: Query[string], dialogueId: number, round: number, judgeId: string) {
  const id = queueParam.parse(raw);
  if (id === undefined) return null;
  const queue = await getQueue(db(), id);
  if (!queue || !mayJudgeQueue(queue, judgeId)) return null;
  const [place, items] = await Promise.all([queuePlace(db(), id, dialogueId, round), queueItems(db(), id)]);
  // The first round this judge skipped (other than this one): what R on the scoring page comes back to.
  const skipped = items.find((i) => i.id !== place?.itemId && i.claims.some((c) => c.judgeId === judgeId && c.state === "skipped"));
  return place ? { queue, ...place, firstSkipped: skipped ? { itemId: skipped.id, title: skipped.title, round: skipped.round } : null } : null;
}

/** What each agent of the round said: a dialogue's from its parse, other kinds' (an A52 session's responses) from storage. */
async function roundText(stored: { id: number; kind: string; slug: string }, round: number) {
  if (stored.kind !== "dialogue") return { spoken: await contributionBodies(db(), stored.id, round), markers: [], markerLinks: false };
  const { dialogue } = await loadDialogue(stored.slug);
  const spoken = dialogue.rounds
    .filter((r) => r.number === round)
    .flatMap((r) => r.contributions.filter((c) => !c.judge).map((c) => ({ agent: c.agent, role: c.role, body: c.lines.map((l) => l.text).join("\n") })));
  const markers = dialogue.markers.flatMap((m, ordinal) =>
    m.round === round
      ? [{ anchor: markerAnchor(ordinal), label: shorten(`${m.agent ? `${m.agent}: ` : ""}${m.type}${m.id ? ` ${m.id}` : ""} ${m.description}`) }]
      : [],
  );
  return { spoken, markers, markerLinks: true };
}

/**
 * The judge page's one model: the round to score (the one asked for, else the first the judge has not finished),
 * each agent's words with the judge's own score, the others' (unless blind) and its history, the queue it is scored
 * in, the round's discussion and where to go next; or why there is no round to score.
 */
export async function loadJudgePage(slug: string, query: Query, judge: Viewer) {
  const stored = await loadStored(slug);
  const judging = await loadJudging(stored.id, judge);
  const scorable = [...judging.roundAgents.keys()];
  const done = completedRounds(judge.id, judging.current, judging.roundAgents);
  const requested = roundParam.parse(query.round);
  if (requested !== undefined && !judging.roundAgents.has(requested)) return { kind: "no-such-round" as const, stored, requested, scorable, done };
  const round = requested ?? scorable.find((r) => !done.has(r)) ?? scorable[0];
  if (round === undefined) return { kind: "nothing-to-score" as const, stored };
  const [inQueue, discussion, next, text] = await Promise.all([
    queueContext(query.queue, stored.id, round, judge.id),
    visibleComments(db(), judge, stored.id, round),
    nextUnscoredRound(db(), judge.id, { dialogueId: stored.id, round }),
    roundText(stored, round),
  ]);
  const agents = judging.roundAgents.get(round)!.map((agent) => ({
    name: agent,
    said: text.spoken.filter((c) => c.agent === agent),
    mine: judging.current.find((s) => s.round === round && s.agent === agent && s.judgeId === judge.id) ?? null,
    others: judging.current.filter((s) => s.round === round && s.agent === agent && s.judgeId !== judge.id),
    history: judging.versions.filter((v) => v.round === round && v.agent === agent),
  }));
  // Scored in a queue: under the queue's rubric version; elsewhere under the kind's own rubric.
  const rubric = (inQueue && (await rubricVersion(db(), inQueue.queue.rubricVersionId))) || (await rubricForKind(db(), stored.kind));
  return {
    kind: "round" as const,
    rubric,
    stored,
    round,
    scorable,
    done,
    agents,
    inQueue,
    discussion,
    next,
    markers: text.markers,
    markerLinks: text.markerLinks,
    // Blind judging: the others' scores for the round show once the judge says they are done with it, never by saving.
    hiddenHere: stored.blindJudging && !judging.revealed.has(round),
  };
}

export type JudgeRoundModel = Extract<Awaited<ReturnType<typeof loadJudgePage>>, { kind: "round" }>;
