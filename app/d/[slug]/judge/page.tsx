import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { Markdown } from "@/components/dialogue/markdown";
import { ScoreForm } from "@/components/judging/score-form";
import { NEXT_UNSCORED_ID, scoreFieldId } from "@/components/judging/score-ids";
import { ScoreHistory } from "@/components/judging/score-history";
import { linkClass } from "@/components/ui/styles";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { contributionBodies, nextUnscoredRound } from "@/lib/db/judging";
import { DIMENSIONS, MEASURE_LABELS, scoreValuesOf, totalOf } from "@/lib/judging/scores";
import { completedRounds } from "@/lib/judging/visibility";
import { firstValue } from "@/lib/url-params";
import { loadJudging } from "../judging-data";
import { loadDialogue, loadStored } from "../load";
import { Badge } from "@/components/ui/badge";
import { FocusOnArrival } from "@/components/judging/focus-on-arrival";
import { RubricCard } from "@/components/judging/rubric-card";
import { DEFAULT_RUBRIC } from "@/lib/judging/rubric";
import { QUEUE_BACK_ID, QUEUE_NEXT_ID, QueueShortcuts, SkipForm, TakeNextButton } from "@/components/queues/queue-controls";
import { getQueue, mayJudgeQueue, queuePlace } from "@/lib/db/queues";
import { visibleComments } from "@/lib/db/comments";
import { RoundDiscussion } from "@/components/judging/round-discussion";
import { RevealRoundForm } from "@/components/judging/reveal-round-form";
import { markerAnchor } from "@/lib/anchors";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Score · ${(await loadStored((await params).slug)).title}` };
}

export default async function JudgePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  const judge = await requireRole("judge", `/d/${slug}/judge`);
  const stored = await loadStored(slug);
  const judging = await loadJudging(stored.id, judge);
  const scorable = [...judging.roundAgents.keys()];
  const done = completedRounds(judge.id, judging.current, judging.roundAgents);
  const query = await searchParams;
  const requested = firstValue(z.coerce.number().int().min(0)).optional().catch(undefined).parse(query.round);
  if (requested !== undefined && !judging.roundAgents.has(requested)) {
    return (
      <section className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight">Score: {stored.title}</h1>
        <p role="alert" className="text-slate-700 dark:text-slate-300">
          {stored.kind === "dialogue" ? "Round" : "Cycle"} {requested} has no agents to score here.{" "}
          {scorable.length > 0 ? `The ones to score are ${scorable.map((r) => `R${r}`).join(", ")}.` : "Nothing in this document can be scored."}
        </p>
        <RoundLinks slug={stored.slug} rounds={scorable} done={done} current={null} />
      </section>
    );
  }
  const round = requested ?? scorable.find((r) => !done.has(r)) ?? scorable[0];

  if (round === undefined) {
    return (
      <section className="space-y-3">
        <h1 className="text-2xl font-semibold tracking-tight">Score: {stored.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">This dialogue has no agent contributions to score.</p>
      </section>
    );
  }
  const agents = judging.roundAgents.get(round)!;
  const inQueue = await queueContext(query.queue, stored.id, round, judge.id);
  const discussion = await visibleComments(db(), judge, stored.id, round);
  const next = await nextUnscoredRound(db(), judge.id, { dialogueId: stored.id, round });
  // A dialogue's contributions come from its parse; other kinds (an A52 session's responses) from storage.
  const parsed = stored.kind === "dialogue" ? (await loadDialogue(slug)).dialogue : null;
  const spoken = parsed
    ? parsed.rounds
        .filter((r) => r.number === round)
        .flatMap((r) => r.contributions.filter((c) => !c.judge).map((c) => ({ agent: c.agent, role: c.role, body: c.lines.map((l) => l.text).join("\n") })))
    : await contributionBodies(db(), stored.id, round);
  const emoji = stored.kind === "dialogue" ? "🧁 " : "";
  // Blind judging: the others' scores for the round show once the judge says they are done with it, never by saving.
  const hiddenHere = stored.blindJudging && !judging.revealed.has(round);
  return (
    <article aria-labelledby="judge-heading" className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href={`/d/${stored.slug}`} className={linkClass}>
            ← {stored.title}
          </Link>
        </p>
        <h1 id="judge-heading" className="text-2xl font-semibold tracking-tight">
          Score round {round}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Type a score, <kbd>Tab</kbd> to the next field, <kbd>Enter</kbd> to save and go on to the next agent. An edit needs a reason.
          {stored.blindJudging ? (
            <Badge tone="accent" className="ml-2">
              Blind judging
            </Badge>
          ) : null}
        </p>
        {inQueue ? (
          <div aria-label="Queue" role="region" className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-3 dark:border-blue-900 dark:bg-blue-950/40">
            <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
              <Link id={QUEUE_BACK_ID} href={`/queues/${inQueue.queue.id}`} className={linkClass}>
                Queue: {inQueue.queue.name}
              </Link>
              <span>
                round {inQueue.position} of {inQueue.count}
              </span>
            </p>
            <SkipForm queueId={inQueue.queue.id} itemId={inQueue.itemId} />
            <QueueShortcuts />
          </div>
        ) : (
          <RoundLinks slug={stored.slug} rounds={scorable} done={done} current={round} />
        )}
        <RubricCard rubric={DEFAULT_RUBRIC} />
      </header>
      <FocusOnArrival key={`${stored.id}:${round}`} targetId={scoreFieldId(round, 0, DIMENSIONS[0])} />
      <ol className="space-y-4" aria-label={`Agents of round ${round}`}>
        {agents.map((agent, index) => {
          const said = spoken.filter((c) => c.agent === agent);
          const mine = judging.current.find((s) => s.round === round && s.agent === agent && s.judgeId === judge.id) ?? null;
          const others = judging.current.filter((s) => s.round === round && s.agent === agent && s.judgeId !== judge.id);
          const history = judging.versions.filter((v) => v.round === round && v.agent === agent);
          return (
            // Keyed by round too: when a save moves the page on to the next round, its forms start empty, not with the last round's state.
            <li
              key={`${round}:${agent}`}
              className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,1fr)_22rem] dark:border-slate-800 dark:bg-slate-900"
            >
              <section aria-labelledby={`agent-${index}`} className="min-w-0">
                <h2 id={`agent-${index}`} className="mb-2 font-semibold">
                  {emoji}
                  {agent}
                  {said.some((c) => c.role === "picked") ? (
                    <Badge tone="accent" className="ml-2">
                      Curator&apos;s pick
                    </Badge>
                  ) : null}
                </h2>
                <div className="max-h-80 overflow-y-auto pr-2 text-sm">
                  {said.map((c, i) => (
                    <Markdown key={i} text={c.body} />
                  ))}
                </div>
              </section>
              <div className="space-y-3">
                <ScoreForm
                  slug={stored.slug}
                  dialogueId={stored.id}
                  round={round}
                  agent={agent}
                  index={index}
                  current={mine ? { ...scoreValuesOf(mine), version: mine.version, rationale: mine.rationale } : null}
                  nextFocusId={index + 1 < agents.length ? scoreFieldId(round, index + 1, DIMENSIONS[0]) : inQueue ? QUEUE_NEXT_ID : NEXT_UNSCORED_ID}
                  rubric={DEFAULT_RUBRIC}
                />
                {hiddenHere ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Other judges&apos; scores stay hidden until you say you are done with this round
                    {done.has(round) ? " (below)" : ", after scoring every agent"}.
                  </p>
                ) : others.length > 0 ? (
                  <table className="w-full text-sm" aria-label={`Other judges' scores for ${agent}`}>
                    <thead>
                      <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
                        <th className="font-medium">Judge</th>
                        <th className="font-medium">{DIMENSIONS.map((d) => MEASURE_LABELS[d][0]).join(" ")}</th>
                        <th className="text-right font-medium">Total</th>
                      </tr>
                    </thead>
                    <tbody>
                      {others.map((o) => {
                        return (
                          <tr key={o.judgeId}>
                            <td>{o.judgeName}</td>
                            <td className="font-mono tabular-nums">{DIMENSIONS.map((d) => o[d]).join(" ")}</td>
                            <td className="text-right font-mono tabular-nums">{totalOf(o)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                ) : null}
                <ScoreHistory versions={history} />
              </div>
            </li>
          );
        })}
      </ol>
      {hiddenHere && done.has(round) ? <RevealRoundForm slug={stored.slug} dialogueId={stored.id} round={round} /> : null}
      <RoundDiscussion
        slug={stored.slug}
        dialogueId={stored.id}
        round={round}
        {...discussion}
        markers={(parsed?.markers ?? []).flatMap((m, ordinal) =>
          m.round === round
            ? [{ anchor: markerAnchor(ordinal), label: shorten(`${m.agent ? `${m.agent}: ` : ""}${m.type}${m.id ? ` ${m.id}` : ""} ${m.description}`) }]
            : [],
        )}
        markerHref={parsed ? (anchor) => `/d/${stored.slug}#${anchor}` : null}
      />
      <footer className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
        {done.has(round) ? <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">Round {round} is scored.</p> : null}
        {inQueue ? (
          <TakeNextButton queueId={inQueue.queue.id} label="Next in queue" />
        ) : next ? (
          <Link id={NEXT_UNSCORED_ID} href={`/d/${next.slug}/judge?round=${next.round}`} className={linkClass}>
            Next unscored round: {next.slug === stored.slug ? "" : `${next.title}, `}round {next.round} →
          </Link>
        ) : (
          <p id={NEXT_UNSCORED_ID} tabIndex={-1} className="text-sm text-slate-600 dark:text-slate-400">
            You have scored every round of every dialogue.
          </p>
        )}
      </footer>
    </article>
  );
}

/** The rounds a judge can score, each a link, the scored ones ticked. */
function RoundLinks({ slug, rounds, done, current }: { slug: string; rounds: number[]; done: Set<number>; current: number | null }) {
  return (
    <nav aria-label="Rounds to score" className="flex flex-wrap gap-1.5">
      {rounds.map((r) => (
        <Link
          key={r}
          href={`/d/${slug}/judge?round=${r}`}
          aria-current={r === current ? "page" : undefined}
          className={`rounded-md border px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${r === current ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"}`}
        >
          R{r}
          {done.has(r) ? <span aria-label=" (scored)"> ✓</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/** The queue this round is being scored in, when the URL names one the judge may take and the round is one of its items. */
async function queueContext(raw: string | string[] | undefined, dialogueId: number, round: number, judgeId: string) {
  const id = firstValue(z.coerce.number().int().positive()).optional().catch(undefined).parse(raw);
  if (id === undefined) return null;
  const queue = await getQueue(db(), id);
  if (!queue || !mayJudgeQueue(queue, judgeId)) return null;
  const place = await queuePlace(db(), id, dialogueId, round);
  return place ? { queue, ...place } : null;
}

const shorten = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
