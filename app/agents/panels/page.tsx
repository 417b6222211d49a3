import type { Metadata } from "next";
import { Suspense } from "react";
import { PanelDesignTables } from "@/components/agents/panel-design-tables";
import { Loading, SkeletonBlock, SkeletonTable } from "@/components/ui/skeleton";
import { parseLeaderboardQuery } from "@/lib/agents/leaderboard";
import { loadPanelDesign } from "@/lib/agents/load-panel-design";
import type { AgentFactsFilter } from "@/lib/db/agent-facts";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { afterShellSent } from "@/lib/streaming";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Panel design" };

async function PanelDesignSection({ filter }: { filter: AgentFactsFilter }) {
  await afterShellSent();
  return <PanelDesignTables design={await loadPanelDesign(db(), filter)} />;
}

/** Panel design across dialogues: size, tiers and roles against rounds to converge, untracked tensions and audit findings. */
export default async function PanelDesignPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The agents board's filter (dates, source), read the board's way: anything malformed falls back to none.
  const { from, to, source } = parseLeaderboardQuery(await searchParams);
  const params = new URLSearchParams(Object.entries({ from, to, source }).filter((e): e is [string, string] => e[1] !== undefined));
  // Before the boundary below, so a reader who must sign in gets a 307 that keeps the filter (app/agents/page.tsx).
  await requireReader(`/agents/panels${params.size > 0 ? `?${params}` : ""}`);
  return (
    <section aria-labelledby="panels-title" className="space-y-5">
      <header className="space-y-1">
        <p className="text-sm">
          <a href={`/agents${params.size > 0 ? `?${params}` : ""}`} className="text-blue-700 underline dark:text-blue-300">
            Agents
          </a>
        </p>
        <h1 id="panels-title" className="text-2xl font-semibold tracking-tight">
          Panel design
        </h1>
      </header>
      <Suspense
        fallback={
          <Loading what="the panel design tables" className="space-y-6">
            <SkeletonBlock className="h-4 w-full max-w-3xl" />
            <SkeletonTable rows={5} />
            <SkeletonTable rows={4} />
          </Loading>
        }
      >
        <PanelDesignSection filter={{ from, to, source }} />
      </Suspense>
    </section>
  );
}
