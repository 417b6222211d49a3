import Link from "next/link";
import { AgentScoreCard, type RoundAgent } from "@/components/judging/agent-score-card";
import { FocusOnArrival } from "@/components/judging/focus-on-arrival";
import { RevealRoundForm } from "@/components/judging/reveal-round-form";
import { RoundDiscussion } from "@/components/judging/round-discussion";
import { RoundLinks } from "@/components/judging/round-links";
import { RubricCard } from "@/components/judging/rubric-card";
import { NEXT_UNSCORED_ID, scoreFieldId } from "@/components/judging/score-ids";
import { QUEUE_BACK_ID, QUEUE_NEXT_ID, QUEUE_RETURN_ID, QueueShortcuts, ReturnButton, SkipForm, TakeNextButton } from "@/components/queues/queue-controls";
import { Badge } from "@/components/ui/badge";
import { linkClass } from "@/components/ui/styles";
import type { RubricVersionView } from "@/lib/judging/rubric";

type Discussion = Omit<Parameters<typeof RoundDiscussion>[0], "slug" | "dialogueId" | "round" | "markers" | "markerHref">;

export interface JudgeRoundProps {
  stored: { id: number; slug: string; title: string; kind: string; blindJudging: boolean };
  round: number;
  scorable: number[];
  done: Set<number>;
  agents: RoundAgent[];
  inQueue: {
    queue: { id: number; name: string };
    itemId: number;
    position: number;
    count: number;
    /** The first round the judge skipped in this queue, to come back to (R). */
    firstSkipped: { itemId: number; title: string; round: number } | null;
  } | null;
  discussion: Discussion;
  next: { slug: string; title: string; round: number } | null;
  markers: { anchor: string; label: string }[];
  markerLinks: boolean;
  hiddenHere: boolean;
  /** The rubric version this round is scored under here (its queue's, or its kind's own). */
  rubric: RubricVersionView;
}

/** Scoring one round: each agent's words beside the form, the queue it is in, the reveal, the discussion, what is next. */
export function JudgeRound({ stored, round, scorable, done, agents, inQueue, discussion, next, markers, markerLinks, hiddenHere, rubric }: JudgeRoundProps) {
  const emoji = stored.kind === "dialogue" ? "🧁 " : "";
  const after = inQueue ? QUEUE_NEXT_ID : NEXT_UNSCORED_ID;
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
            {inQueue.firstSkipped ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span>
                  Skipped: {inQueue.firstSkipped.title}, round {inQueue.firstSkipped.round}
                </span>
                <ReturnButton
                  queueId={inQueue.queue.id}
                  itemId={inQueue.firstSkipped.itemId}
                  id={QUEUE_RETURN_ID}
                  label={`${inQueue.firstSkipped.title}, round ${inQueue.firstSkipped.round}`}
                />
              </p>
            ) : null}
            <QueueShortcuts />
          </div>
        ) : (
          <RoundLinks slug={stored.slug} rounds={scorable} done={done} current={round} />
        )}
        <RubricCard rubric={rubric} />
      </header>
      <FocusOnArrival key={`${stored.id}:${round}`} targetId={scoreFieldId(round, 0, "first")} />
      <ol className="space-y-4" aria-label={`Agents of round ${round}`}>
        {agents.map((agent, index) => (
          // Keyed by round too: when a save moves the page on to the next round, its forms start empty, not with the last round's state.
          <AgentScoreCard
            key={`${round}:${agent.name}`}
            slug={stored.slug}
            dialogueId={stored.id}
            round={round}
            agent={agent}
            index={index}
            emoji={emoji}
            nextFocusId={index + 1 < agents.length ? scoreFieldId(round, index + 1, "first") : after}
            hiddenHere={hiddenHere}
            roundDone={done.has(round)}
            rubric={rubric}
          />
        ))}
      </ol>
      {hiddenHere && done.has(round) ? <RevealRoundForm slug={stored.slug} dialogueId={stored.id} round={round} /> : null}
      <RoundDiscussion
        slug={stored.slug}
        dialogueId={stored.id}
        round={round}
        {...discussion}
        markers={markers}
        markerHref={markerLinks ? (anchor) => `/d/${stored.slug}#${anchor}` : null}
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
