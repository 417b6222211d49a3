import type { Metadata } from "next";
import { PanelDesignTables } from "@/components/agents/panel-design-tables";
import { parseLeaderboardQuery } from "@/lib/agents/leaderboard";
import { loadPanelDesign } from "@/lib/agents/load-panel-design";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Panel design" };

/** Panel design across dialogues: size, tiers and roles against rounds to converge, untracked tensions and audit findings. */
export default async function PanelDesignPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The agents board's filter (dates, source), read the board's way: anything malformed falls back to none.
  const { from, to, source } = parseLeaderboardQuery(await searchParams);
  const params = new URLSearchParams(Object.entries({ from, to, source }).filter((e): e is [string, string] => e[1] !== undefined));
  await requireReader(`/agents/panels${params.size > 0 ? `?${params}` : ""}`);
  const design = await loadPanelDesign(db(), { from, to, source });
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
      <PanelDesignTables design={design} />
    </section>
  );
}
