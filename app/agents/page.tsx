import type { Metadata } from "next";
import { Suspense } from "react";
import { LeaderboardSkeleton } from "@/components/agents/leaderboard-skeleton";
import { Loading, SkeletonTable } from "@/components/ui/skeleton";
import { leaderboardHref, parseLeaderboardQuery } from "@/lib/agents/leaderboard";
import { requireReader } from "@/lib/auth/guard";
import { LeaderboardSection, PersuasionSection } from "./board-sections";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Agents" };

/** Agents across dialogues: the file's Judge's, people's or model judges' scores per agent or role, with intervals and rank ranges. */
export default async function AgentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = parseLeaderboardQuery(await searchParams);
  // Before anything streams (so before any <Suspense> below): once the first bytes are out the status is 200, and a
  // reader who must sign in would get a page that redirects rather than a 307 (and lose the filter in `next`).
  await requireReader(leaderboardHref(query));
  const filter = { from: query.from, to: query.to, source: query.source };
  const panelsQuery = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => e[1] !== undefined));
  // The board and who-moves-whom are read apart and stream apart: the title, the headings and the links come first.
  return (
    <section aria-labelledby="agents-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="agents-title" className="text-2xl font-semibold tracking-tight">
          Agents
        </h1>
      </header>
      <Suspense
        fallback={
          <Loading what="the leaderboard" className="space-y-5">
            <LeaderboardSkeleton />
          </Loading>
        }
      >
        <LeaderboardSection query={query} filter={filter} />
      </Suspense>
      <section aria-labelledby="persuasion-title" className="space-y-2">
        <h2 id="persuasion-title" className="text-lg font-semibold tracking-tight">
          Who moves whom
        </h2>
        <Suspense
          fallback={
            <Loading what="who moves whom">
              <SkeletonTable rows={5} />
            </Loading>
          }
        >
          <PersuasionSection filter={filter} />
        </Suspense>
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
