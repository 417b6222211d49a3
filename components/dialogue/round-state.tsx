import type { ReactNode } from "react";
import { markerAnchor } from "@/lib/anchors";
import type { DialogueState, RoundDiff } from "@/lib/views/dialogue/dialogue-state";
import { PhaseBadge, RoundDiffSummary } from "./round-diff";
import { RoundScrubber } from "./round-scrubber";
import { capped } from "@/lib/page-budget";
import { ClosedPart } from "./closed-part";

const COVERAGE_NOTES: Record<DialogueState["scores"]["coverage"], string> = {
  "by-round": "Cumulative to this round, from the file's per-round columns.",
  "totals-only": "The file records only final totals: they show at the final round, not before.",
  none: "The file records no per-agent scores.",
};

function Stat({ label, children, note }: { label: string; children: ReactNode; note?: string }) {
  return (
    <div className="min-w-0 rounded-md border border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
      <dt className="text-xs font-medium muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
      {note ? <dd className="text-xs muted">{note}</dd> : null}
    </div>
  );
}

/** The dialogue as it stood after one round, with the scrubber that moves it and what that round changed. */
export function RoundState({
  state,
  diff,
  hrefs,
  markerHref = (ordinal) => `#${markerAnchor(ordinal)}`,
  perspectivesHref,
}: {
  state: DialogueState;
  diff: RoundDiff | null;
  hrefs: string[];
  markerHref?: (ordinal: number) => string;
  /** A long dialogue's: where the list of perspectives is whole, opened in place when asked. */
  perspectivesHref?: string;
}) {
  const { counts } = state;
  // Past the page's budget a list shows its first items and a count: the rest are in the threads.
  const tensions = capped(state.tensions);
  const positionOf = new Map(state.positions.map((p) => [p.agent, p]));
  const agents = [
    ...state.scores.agents.map((a) => a.agent),
    ...state.positions.map((p) => p.agent).filter((a) => !state.scores.agents.some((s) => s.agent === a)),
  ];
  const scoreOf = new Map(state.scores.agents.map((a) => [a.agent, a]));
  // Totals belong to the final round: before it, a column of dashes would say nothing.
  const showScore = state.scores.coverage === "by-round" || (state.scores.coverage === "totals-only" && state.final);
  const velocitySource = state.metrics?.velocity !== undefined ? "Judge's round table" : state.velocity !== null ? "gain on the round before" : undefined;
  return (
    <div className="space-y-4">
      <RoundScrubber rounds={state.rounds} current={state.round} hrefs={hrefs} />
      <h3 id="state-round" className="text-lg font-semibold" aria-live="polite">
        After round {state.round}
        {state.final ? " (final)" : ` of ${state.rounds.at(-1)}`}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <Stat label="ALIGNMENT" note={state.alignment === null ? "not recorded by round" : undefined}>
          {state.alignment ?? "—"}
        </Stat>
        <Stat label="Velocity" note={velocitySource}>
          {state.velocity ?? "—"}
        </Stat>
        <Stat
          label="Tensions"
          note={`${counts.open} open · ${counts.narrowing} narrowing · ${counts.resolved} resolved${counts.untracked ? ` · ${counts.untracked} not in the tracker` : ""}`}
        >
          {state.tensions.length}
        </Stat>
        <Stat label="Perspectives raised">{state.perspectives.length}</Stat>
        <Stat label="Positions" note={state.tally.length > 0 ? state.tally.map((t) => `${t.count} ${t.position}`).join(" · ") : "none recorded yet"}>
          {state.positions.length} of {state.panelSize}
        </Stat>
      </dl>
      {diff ? <RoundDiffSummary diff={diff} open markerHref={markerHref} /> : null}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="state-tensions" className="min-w-0">
          <h4 id="state-tensions" className="mb-2 font-semibold">
            Tensions after round {state.round}
          </h4>
          {state.tensions.length === 0 ? (
            <p className="text-sm muted">No tension raised yet.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {tensions.shown.map((t, i) => (
                <li key={`${t.id}-${t.agent}-${i}`} className="flex items-start gap-2 px-3 py-1.5" data-tension={t.id}>
                  <span className="w-20 shrink-0">
                    <PhaseBadge phase={t.phase} />
                  </span>
                  <span className="min-w-0 flex-1 break-words">
                    {t.marker !== null ? (
                      <a href={markerHref(t.marker)} className="font-mono text-xs link">
                        {t.id}
                      </a>
                    ) : (
                      <span className="font-mono text-xs">{t.id}</span>
                    )}{" "}
                    {t.label}
                    <span className="muted">
                      {t.agent ? ` · ${t.agent}` : ""}
                      {t.raisedIn !== null ? ` · R${t.raisedIn}` : ""}
                      {t.tracked ? "" : " · not in the tracker"}
                    </span>
                  </span>
                </li>
              ))}
              {tensions.more > 0 ? <li className="px-3 py-1.5 muted">and {tensions.more.toLocaleString("en")} more (see Threads)</li> : null}
            </ul>
          )}
        </section>
        <section aria-labelledby="state-panel" className="min-w-0">
          <h4 id="state-panel" className="mb-2 font-semibold">
            Scores and positions
          </h4>
          <p className="mb-2 text-xs muted">{COVERAGE_NOTES[state.scores.coverage]}</p>
          {agents.length > 0 && (showScore || state.positions.length > 0) ? (
            <table className="w-full text-sm">
              <thead className="text-left text-xs muted">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    Agent
                  </th>
                  {showScore ? (
                    <th scope="col" className="py-1 text-right font-medium">
                      Score
                    </th>
                  ) : null}
                  {state.scores.coverage === "by-round" ? (
                    <th scope="col" className="py-1 text-right font-medium">
                      R{state.round}
                    </th>
                  ) : null}
                  <th scope="col" className="py-1 pl-3 font-medium">
                    Position
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {agents.map((agent) => {
                  const score = scoreOf.get(agent);
                  const position = positionOf.get(agent);
                  return (
                    <tr key={agent}>
                      <th scope="row" className="py-1 text-left font-normal">
                        {agent}
                      </th>
                      {showScore ? <td className="py-1 text-right tabular-nums">{score?.value ?? "—"}</td> : null}
                      {state.scores.coverage === "by-round" ? <td className="py-1 text-right tabular-nums">{score?.round ?? "—"}</td> : null}
                      <td className="py-1 pl-3">
                        {position ? (
                          <a href={markerHref(position.marker)} className="link">
                            {position.position}
                          </a>
                        ) : (
                          <span className="text-slate-500 dark:text-slate-400">—</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          ) : null}
        </section>
      </div>
      {state.perspectives.length > 0 && perspectivesHref ? (
        // A long dialogue's list opens when asked, from the page of the state's parts (app/d/[slug]/parts/[part]).
        <ClosedPart
          part="perspectives"
          href={perspectivesHref}
          lead={
            <span className="font-medium">
              Perspectives raised by round {state.round} ({state.perspectives.length}){" "}
            </span>
          }
          className="rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm dark:border-slate-800 dark:bg-slate-900"
        >
          Show them
        </ClosedPart>
      ) : state.perspectives.length > 0 ? (
        <details className="rounded-md border border-slate-200 bg-white text-sm dark:border-slate-800 dark:bg-slate-900" data-part="perspectives">
          <summary className="cursor-pointer px-3 py-1.5 font-medium focus-ring">
            Perspectives raised by round {state.round} ({state.perspectives.length})
          </summary>
          <StatePerspectives state={state} markerHref={markerHref} />
        </details>
      ) : null}
    </div>
  );
}

/** The perspectives raised by the state's round, in order, each a link to its marker. */
export function StatePerspectives({ state, markerHref }: { state: DialogueState; markerHref: (ordinal: number) => string }) {
  const perspectives = capped(state.perspectives);
  return (
    <ul className="space-y-1 border-t border-slate-200 px-3 py-2 dark:border-slate-800">
      {perspectives.shown.map((p, i) => (
        <li key={`${p.id}-${p.agent}-${i}`} className="break-words">
          {p.marker !== null ? (
            <a href={markerHref(p.marker)} className="font-mono text-xs link">
              {p.id}
            </a>
          ) : (
            <span className="font-mono text-xs">{p.id}</span>
          )}{" "}
          {p.label}
          <span className="muted">
            {p.agent ? ` · ${p.agent}` : ""}
            {p.raisedIn !== null ? ` · R${p.raisedIn}` : ""}
          </span>
        </li>
      ))}
      {perspectives.more > 0 ? <li className="muted">and {perspectives.more.toLocaleString("en")} more (see Threads)</li> : null}
    </ul>
  );
}
