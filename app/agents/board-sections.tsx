import { LeaderboardEmpty, LeaderboardIntro } from "@/components/agents/leaderboard-intro";
import { LeaderboardTable } from "@/components/agents/leaderboard-table";
import { LeaderboardToolbar } from "@/components/agents/leaderboard-toolbar";
import { PersuasionTable } from "@/components/agents/persuasion-table";
import { currentViewer } from "@/lib/auth/guard";
import { firstDirection, listedRows, rankDimension, sortLeaderboard, type LeaderboardQuery } from "@/lib/agents/leaderboard";
import { db } from "@/lib/db/client";
import type { AgentFactsFilter } from "@/lib/db/agent-facts";
import { loadLeaderboard } from "@/lib/agents/load-leaderboard";
import { loadPersuasionBoard } from "@/lib/agents/load-persuasion";
import { counted } from "@/lib/plural";
import { afterShellSent } from "@/lib/streaming";

/**
 * The board itself: what it counts, its toolbar (the sources to filter by come from the same read) and the table with
 * intervals. The slow part of the page (every visible score, bootstrapped), so it streams in its own boundary.
 */
export async function LeaderboardSection({ query, filter }: { query: LeaderboardQuery; filter: AgentFactsFilter }) {
  await afterShellSent();
  const rankOn = rankDimension(query.sort);
  // Judges' scores pass the reader's own blind gates; the file's Judge's are the same for every reader.
  const viewer = query.scores === "file" ? null : await currentViewer();
  const board = await loadLeaderboard(db(), query.by, rankOn, filter, { scores: query.scores, viewer });
  const { rows, unscored } = listedRows(sortLeaderboard(board.rows, query.sort, query.dir ?? firstDirection(query.sort), rankOn), query.scores);
  // A judges' board with no visible score would be a table of dashes: say why instead.
  const empty = rows.length === 0 || (query.scores !== "file" && board.scoredDialogues === 0);
  return (
    <>
      <LeaderboardIntro rows={rows.length} by={query.by} dialogues={board.dialogueCount} scored={board.scoredDialogues} source={query.scores} rankOn={rankOn} />
      <LeaderboardToolbar query={query} sources={board.sources} />
      {empty ? (
        <LeaderboardEmpty source={query.scores} hidden={board.hiddenScores} agents={rows.length > 0} />
      ) : (
        <>
          <LeaderboardTable rows={rows} query={query} rankOn={rankOn} />
          {unscored > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {counted(unscored, query.by === "role" ? "role" : "agent")} of these dialogues with no score you may see from{" "}
              {query.scores === "people" ? "people" : "model judges"} {unscored === 1 ? "is" : "are"} not listed.
            </p>
          ) : null}
        </>
      )}
    </>
  );
}

/** Who moves whom: counted apart from the scores, so it need not wait for the board (nor the board for it). */
export async function PersuasionSection({ filter }: { filter: AgentFactsFilter }) {
  await afterShellSent();
  return <PersuasionTable board={await loadPersuasionBoard(db(), filter)} />;
}
