import Link from "next/link";
import type { Scoreboard } from "@/lib/contract";
import { AgentRoundsChart } from "./agent-rounds-chart";
import { DialogueRoundsChart } from "./dialogue-rounds-chart";
import { scoreboardHref, type ScoreSort, type ScoreView } from "@/lib/dialogue-view";
import type { SortDirection } from "@/lib/sorting";
import { dialogueRounds, roundNumbers } from "./score-model";
import { ScoreboardTable } from "./scoreboard-table";

const tab = "rounded-md px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600";

/** The scoreboard: totals or by round (a link each, so the view is in the URL), then the trajectories as charts. */
export function ScoreboardSection({
  board,
  view,
  sort,
  direction,
  slug,
}: {
  board: Scoreboard;
  view: ScoreView;
  sort: ScoreSort;
  direction: SortDirection;
  slug: string;
}) {
  const rows = board.agents;
  if (rows.length === 0 && board.rounds.length === 0) return <p className="text-slate-600 dark:text-slate-400">The dialogue has no per-agent scoreboard.</p>;
  const rounds = roundNumbers(rows);
  const trajectory = dialogueRounds(board.rounds, rows);
  return (
    <div className="space-y-4">
      {rows.length > 0 ? (
        <>
          <nav aria-label="Scoreboard view" className="flex gap-1 rounded-lg bg-slate-100 p-1 text-slate-700 w-fit dark:bg-slate-900 dark:text-slate-300">
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
          {view === "rounds" && rounds.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-400">The scoreboard has no per-round columns; the totals are all it records.</p>
          ) : (
            <ScoreboardTable rows={rows} rounds={rounds} view={view} sort={sort} direction={direction} slug={slug} />
          )}
        </>
      ) : null}
      {rounds.length > 0 || trajectory.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {rounds.length > 0 ? <AgentRoundsChart rows={rows.filter((r) => Object.keys(r.rounds ?? {}).length > 0)} rounds={rounds} /> : null}
          {trajectory.length > 0 ? <DialogueRoundsChart rounds={trajectory} /> : null}
        </div>
      ) : null}
    </div>
  );
}
