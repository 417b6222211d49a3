import type { Db } from "@/lib/db/client";
import type { AgentFactsFilter } from "@/lib/db/agent-facts";
import { agentFactsVersion } from "@/lib/db/agent-facts-version";
import { getPanelFacts } from "@/lib/db/panel-facts";
import { panelDesign, type PanelDesign } from "./panel-design";

const MAX_ENTRIES = 16;
// Keyed by the database's version stamp: the figures change only with an import or removal (the leaderboard needs no
// cache since its seats, AgentSeat; this view still reads every panel seat).
const cache = new Map<string, PanelDesign>();

/** The panel design view under a filter: two grouped reads and the pure aggregation, kept until the data changes. */
export async function loadPanelDesign(db: Db, filter: AgentFactsFilter): Promise<PanelDesign> {
  const key = JSON.stringify([await agentFactsVersion(db), filter.from ?? null, filter.to ?? null, filter.source ?? null]);
  const hit = cache.get(key);
  if (hit) return hit;
  const design = panelDesign(await getPanelFacts(db, filter));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, design);
  return design;
}
