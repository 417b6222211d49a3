import type { Metadata } from "next";
import { LeaderboardTable } from "@/components/agents/leaderboard-table";
import { LeaderboardToolbar } from "@/components/agents/leaderboard-toolbar";
import { DIMENSION_LABELS, firstDirection, leaderboardHref, parseLeaderboardQuery, rankDimension, sortLeaderboard } from "@/lib/agents/leaderboard";
import { RESAMPLES } from "@/lib/agents/bootstrap";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { loadLeaderboard } from "@/lib/agents/load-leaderboard";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Agents" };

/** Agents across dialogues: the file's Judge's scores aggregated per agent or role, with intervals and rank ranges. */
export default async function AgentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseLeaderboardQuery(await searchParams);
  await requireReader(leaderboardHref(query));
  const rankOn = rankDimension(query.sort);
  const board = await loadLeaderboard(db(), query.by, rankOn, { from: query.from, to: query.to, source: query.source });
  const rows = sortLeaderboard(board.rows, query.sort, query.dir ?? firstDirection(query.sort), rankOn);
  const facts = { dialogueCount: board.dialogueCount, sources: board.sources };
  const scored = board.scoredDialogues;
  return (
    <section aria-labelledby="agents-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="agents-title" className="text-2xl font-semibold tracking-tight">
          Agents
        </h1>
        <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
          {rows.length} {query.by === "role" ? "roles" : "agents"} over {facts.dialogueCount} dialogue{facts.dialogueCount === 1 ? "" : "s"}, {scored} with a
          scoreboard. Scores are each dialogue&apos;s own 💙 Judge&apos;s final scoreboard, one value per dialogue: Wisdom, Consistency, Truth and Relationships
          where the scoreboard records them, Total always (n says over how many dialogues). Intervals are 95 % percentile bootstrap intervals over dialogues (
          {RESAMPLES} seeded resamples); the rank on {DIMENSION_LABELS[rankOn]} is a range where intervals overlap.
        </p>
      </header>
      <LeaderboardToolbar query={query} sources={facts.sources} />
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No agents in the dialogues these filters keep.
        </p>
      ) : (
        <LeaderboardTable rows={rows} query={query} rankOn={rankOn} />
      )}
    </section>
  );
}
