import Link from "next/link";
import type { Marker, Scoreboard } from "@/lib/contract";
import { AgentRoundsChart } from "./agent-rounds-chart";
import { DialogueRoundsChart } from "./dialogue-rounds-chart";
import { DialogueRoundsTable } from "./dialogue-rounds-table";
import { RoundsLineChart } from "./rounds-line-chart";
import { scoreboardHref, type ScoreSort, type ScoreView } from "@/lib/dialogue-view";
import type { SortDirection } from "@/lib/sorting";
import { byRoundSource, dialogueRounds, markerActivity, roundNumbers, type ByRoundSource } from "./score-model";
import { ScoreboardTable } from "./scoreboard-table";

const tab = "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600";
const note = "text-sm text-slate-600 dark:text-slate-400";

/** "line 42", "lines 31 and 259", with the file for a directory dialogue. */
function lines(places: { line: number; file?: string }[]): string {
  const byFile = new Map<string, number[]>();
  for (const p of places) {
    const numbers = byFile.get(p.file ?? "") ?? [];
    if (!numbers.includes(p.line)) numbers.push(p.line);
    byFile.set(p.file ?? "", numbers);
  }
  const and = (items: (string | number)[]) => (items.length === 1 ? String(items[0]) : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);
  return and([...byFile].map(([file, numbers]) => `${file ? `${file} ` : ""}${numbers.length === 1 ? "line" : "lines"} ${and(numbers)}`));
}

/** Where the by-round figures come from, in words: a reader should never wonder why a view is empty. */
function sourceNote(source: ByRoundSource, board: Scoreboard): string | null {
  switch (source) {
    case "round-table":
      return `The file scores agents only in total. By round it records the Judge's round table (${lines(board.rounds.slice(0, 1))}).`;
    case "score-lines":
      return `The file scores agents only in total. By round it records only the dialogue's ALIGNMENT, in its score line (${lines(board.progress ?? [])}).`;
    case "totals-only":
      return "This file records only each agent's final totals: its scoreboard has no R0, R1… columns, and no round table or score line gives ALIGNMENT by round, so there is nothing to show by round.";
    default:
      return null;
  }
}

/** The scoreboard: totals or by round (a link each, so the view is in the URL), then the trajectories as charts. */
export function ScoreboardSection({
  board,
  view,
  sort,
  direction,
  slug,
  markers = [],
  roundList = [],
}: {
  board: Scoreboard;
  /** The dialogue's markers and round numbers, for the markers-by-round chart. */
  markers?: Pick<Marker, "type" | "round">[];
  roundList?: number[];
  view: ScoreView;
  sort: ScoreSort;
  direction: SortDirection;
  slug: string;
}) {
  const rows = board.agents;
  const progress = board.progress ?? [];
  const trajectory = dialogueRounds(board.rounds, rows, progress);
  const activity = markerActivity(markers, roundList);
  const activityChart = activity ? (
    <RoundsLineChart
      id="marker-rounds"
      title="Markers by round"
      note="Counted from the markers in each round"
      rounds={activity.rounds}
      series={activity.series}
    />
  ) : null;
  // A per-agent table read but dropped: every total in it is zero (the generator's scaffold, never filled in).
  const scaffold = board.tables.some((t) => t.shape !== "round-metrics");
  if (rows.length === 0 && trajectory.length === 0)
    return (
      <div className="space-y-4">
        <p className={note}>
          {scaffold
            ? "The file's scoreboard holds only zeros (the scaffold was never filled in), and it records no scores by round."
            : "The dialogue has no per-agent scoreboard and records no scores by round."}
        </p>
        {activityChart ? <div className="grid gap-4 lg:grid-cols-2">{activityChart}</div> : null}
      </div>
    );
  const rounds = roundNumbers(rows);
  const source = byRoundSource(board.rounds, rows, progress);
  const explained = sourceNote(source, board);
  const alignment = trajectory.some((r) => r.alignment !== null);
  const velocity = trajectory.some((r) => r.velocity !== null || r.convergePercent !== null);
  return (
    <div className="space-y-4">
      {rows.length > 0 ? (
        <>
          <nav aria-label="Scoreboard view" className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            {(
              [
                ["totals", "Totals"],
                ["rounds", "By round"],
              ] as const
            ).map(([id, label]) => (
              <Link
                key={id}
                href={scoreboardHref(slug, id)}
                scroll={false}
                aria-current={view === id ? "page" : undefined}
                className={`${tab} ${view === id ? "bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white" : "hover:text-slate-900 dark:hover:text-white"}`}
              >
                {label}
              </Link>
            ))}
          </nav>
          {view === "rounds" && source !== "agents" ? (
            <>
              {explained ? <p className={note}>{explained}</p> : null}
              {trajectory.length > 0 ? <DialogueRoundsTable rounds={trajectory} /> : null}
            </>
          ) : (
            <ScoreboardTable rows={rows} rounds={rounds} view={view} sort={sort} direction={direction} slug={slug} />
          )}
        </>
      ) : (
        <>
          <p className={note}>The file has no per-agent scoreboard; it records the dialogue by round.</p>
          <DialogueRoundsTable rounds={trajectory} />
        </>
      )}
      {rounds.length > 0 || alignment || velocity || activityChart ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {rounds.length > 0 ? <AgentRoundsChart rows={rows.filter((r) => Object.keys(r.rounds ?? {}).length > 0)} rounds={rounds} /> : null}
          {alignment ? (
            <RoundsLineChart
              id="alignment-rounds"
              title="ALIGNMENT by round"
              note={source === "score-lines" ? "From the Judge's score line" : "From the round table's cumulative column"}
              rounds={trajectory.filter((r) => r.alignment !== null).map((r) => r.round)}
              series={[{ key: "alignment", name: "ALIGNMENT", values: trajectory.filter((r) => r.alignment !== null).map((r) => r.alignment) }]}
            />
          ) : null}
          {activityChart}
          {velocity ? <DialogueRoundsChart rounds={trajectory} velocityLabel={board.rounds.length > 0 ? "Velocity" : "Change in the round's score"} /> : null}
        </div>
      ) : null}
    </div>
  );
}
