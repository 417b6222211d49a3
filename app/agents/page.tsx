import type { Metadata } from "next";
import { LeaderboardEmpty, LeaderboardIntro } from "@/components/agents/leaderboard-intro";
import { LeaderboardTable } from "@/components/agents/leaderboard-table";
import { LeaderboardToolbar } from "@/components/agents/leaderboard-toolbar";
import { PersuasionTable } from "@/components/agents/persuasion-table";
import { firstDirection, leaderboardHref, listedRows, parseLeaderboardQuery, rankDimension, sortLeaderboard } from "@/lib/agents/leaderboard";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { loadLeaderboard } from "@/lib/agents/load-leaderboard";
import { loadPersuasionBoard } from "@/lib/agents/load-persuasion";
import { counted } from "@/lib/plural";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Agents" };

/** Agents across dialogues: the file's Judge's, people's or model judges' scores per agent or role, with intervals and rank ranges. */
export default async function AgentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseLeaderboardQuery(await searchParams);
  const viewer = await requireReader(leaderboardHref(query));
  const rankOn = rankDimension(query.sort);
  const filter = { from: query.from, to: query.to, source: query.source };
  const panelsQuery = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined));
  const [board, persuasion] = await Promise.all([
    loadLeaderboard(db(), query.by, rankOn, filter, { scores: query.scores, viewer }),
    loadPersuasionBoard(db(), filter),
  ]);
  const { rows, unscored } = listedRows(sortLeaderboard(board.rows, query.sort, query.dir ?? firstDirection(query.sort), rankOn), query.scores);
  // A judges' board with no visible score would be a table of dashes: say why instead.
  const empty = rows.length === 0 || (query.scores !== "file" && board.scoredDialogues === 0);
  return (
    <section aria-labelledby="agents-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="agents-title" className="text-2xl font-semibold tracking-tight">
          Agents
        </h1>
        <LeaderboardIntro
          rows={rows.length}
          by={query.by}
          dialogues={board.dialogueCount}
          scored={board.scoredDialogues}
          source={query.scores}
          rankOn={rankOn}
        />
      </header>
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
      <section aria-labelledby="persuasion-title" className="space-y-2">
        <h2 id="persuasion-title" className="text-lg font-semibold tracking-tight">
          Who moves whom
        </h2>
        <PersuasionTable board={persuasion} />
      </section>
      <p className="text-sm">
        <a href={`/agents/panels${panelsQuery.size > 0 ? `?${panelsQuery}` : ""}`} className="text-blue-700 underline dark:text-blue-300">
          Panel design
        </a>{" "}
        <span className="text-slate-600 dark:text-slate-400">
          — how panel size, tiers and roles relate to rounds to converge, untracked tensions and audit findings
        </span>
      </p>
    </section>
  );
}
