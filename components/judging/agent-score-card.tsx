import { Markdown } from "@/components/dialogue/markdown";
import { ScoreForm } from "@/components/judging/score-form";
import { ScoreHistory } from "@/components/judging/score-history";
import { Badge } from "@/components/ui/badge";
import type { RubricVersionView } from "@/lib/judging/rubric";
import { totalOf } from "@/lib/judging/scores";
import type { JudgeScoreVersion } from "@/lib/db/judging";

/** An agent of the round as the judge page reads it. */
export interface RoundAgent {
  name: string;
  said: { agent: string; role: string | null; body: string }[];
  mine: JudgeScoreVersion | null;
  others: JudgeScoreVersion[];
  history: JudgeScoreVersion[];
}

/** One agent of the round: what they said beside the judge's form, the others' scores (unless blind) and the history. */
export function AgentScoreCard({
  slug,
  dialogueId,
  round,
  agent: { name: agent, said, mine, others, history },
  index,
  emoji,
  nextFocusId,
  hiddenHere,
  roundDone,
  rubric,
}: {
  slug: string;
  dialogueId: number;
  round: number;
  agent: RoundAgent;
  index: number;
  emoji: string;
  nextFocusId: string;
  hiddenHere: boolean;
  roundDone: boolean;
  rubric: RubricVersionView;
}) {
  return (
    <li className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,1fr)_22rem] dark:border-slate-800 dark:bg-slate-900">
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
        {/* Focusable so a keyboard can scroll a long report or run; code wraps rather than scrolling sideways inside it. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={`What ${agent} said`}
          className="max-h-80 overflow-y-auto pr-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 [&_pre]:break-words [&_pre]:whitespace-pre-wrap"
        >
          {said.map((c, i) => (
            <Markdown key={i} text={c.body} headingBase={2} />
          ))}
        </div>
      </section>
      <div className="space-y-3">
        <ScoreForm
          slug={slug}
          dialogueId={dialogueId}
          round={round}
          agent={agent}
          index={index}
          // A score under another rubric version is not this form's: its values start empty, its version still counts.
          current={mine ? { values: mine.rubricVersionId === rubric.id ? mine.values : {}, version: mine.version, rationale: mine.rationale } : null}
          nextFocusId={nextFocusId}
          rubric={rubric}
        />
        {hiddenHere ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Other judges&apos; scores stay hidden until you say you are done with this round
            {roundDone ? " (below)" : ", after scoring every agent"}.
          </p>
        ) : others.length > 0 ? (
          <table className="w-full text-sm" aria-label={`Other judges' scores for ${agent}`}>
            <thead>
              <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
                <th className="font-medium">Judge</th>
                <th className="font-medium">Scores</th>
                <th className="text-right font-medium">Total</th>
              </tr>
            </thead>
            <tbody>
              {others.map((o) => {
                return (
                  <tr key={o.judgeId}>
                    <td>{o.judgeName}</td>
                    <td className="font-mono tabular-nums" title={`${o.rubricName}, version ${o.rubricVersion}`}>
                      {Object.values(o.values).join(" ")}
                    </td>
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
}
