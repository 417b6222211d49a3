import { latency, percentile, startServer, timeRequest } from "./server";
import { assertSignedIn, signInBench } from "./sign-in";

/**
 * 50 fixed queries mixing words, phrases, prefixes, exclusions and facets, over the generated corpus's vocabulary
 * (tests/helpers/generate.ts): topic words shared by a few percent of the markers, a few words in every marker's prose
 * (the broad ones), and dialogue numbers that pick out one dialogue.
 */
export const SEARCH_QUERIES: { group: string; params: string }[] = [
  ...["caching", "erasure", "sharding", "backpressure", "idempotency", "webhooks", "postmortems", "consensus", "retention", "onboarding"].map((w) => ({
    group: "word",
    params: `q=${w}`,
  })),
  ...["4217", "9001", "123", "7777", "58"].map((n) => ({ group: "dialogue number", params: `q=${n}` })),
  ...[
    "caching versus",
    "erasure versus retention",
    "sees trade-off",
    "item 4217",
    "settled by agreement",
    "schemas evolve",
    "quotas and tenancy",
    "the review process",
  ].map((p) => ({ group: "phrase", params: `q=${encodeURIComponent(`"${p}"`)}` })),
  ...["cach*", "migrat*", "shard*", "obser*", "dedup*"].map((p) => ({ group: "prefix", params: `q=${encodeURIComponent(p)}` })),
  ...["caching -latency", "erasure -retention", "tokens -sessions", "queues -batching", "flags -canaries"].map((q) => ({
    group: "exclusion",
    params: `q=${encodeURIComponent(q)}`,
  })),
  ...[
    "q=caching&type=tension",
    "q=erasure&type=tension&status=resolved",
    "q=sharding&agent=Muffin",
    "q=replication&round=0",
    "q=tokens&type=perspective&agent=Scone&round=2",
    `q=${encodeURIComponent("type:resolution agreement")}`,
    `q=${encodeURIComponent("agent:Eclair status:resolved")}`,
    "q=latency&type=tension&dstatus=in-progress",
    "q=budgets&sort=date",
    "q=queues&from=2026-11-05&to=2026-11-10",
    "type=tension&status=resolved&agent=Donut",
    "q=latency",
    "q=migrations&sort=date&page=50",
    `q=${encodeURIComponent("review process")}`,
    "q=flags&dstatus=converged&type=perspective",
    "q=clocks&round=3&sort=date",
    "q=leases&type=tension&page=2",
  ].map((params) => ({ group: "facets", params })),
];

export interface SearchFigures {
  database: string;
  queries: number;
  requests: number;
  baselineP50ms: number;
  p50ms: number;
  p95ms: number;
  ratioP95ToBaseline: number;
  byGroup: Record<string, { p50ms: number; p95ms: number }>;
  slowest: { params: string; ms: number; total: number }[];
  goalP95ms: number;
}

/** `/api/search` latency against the production server on a database that already holds the dialogues, signed in as a viewer. */
export async function searchBench(databaseUrl: string, label: string, repeat = 3): Promise<SearchFigures> {
  const session = await signInBench(databaseUrl, { role: "viewer" });
  const { base, stop } = await startServer(databaseUrl, session.env);
  try {
    await assertSignedIn(base, session);
    const baseline = await latency(`${base}/api/health`);
    const all: number[] = [];
    const groups = new Map<string, number[]>();
    const perQuery: { params: string; ms: number; total: number }[] = [];
    for (const q of SEARCH_QUERIES) {
      const url = `${base}/api/search?${q.params}`;
      const first = await fetch(url, { headers: session.headers, redirect: "manual" });
      if (!first.ok) throw new Error(`${url} answered ${first.status}`);
      const { total } = (await first.json()) as { total: number };
      const times: number[] = [];
      for (let i = 0; i < repeat; i++) times.push(await timeRequest(url, session.headers));
      all.push(...times);
      groups.set(q.group, [...(groups.get(q.group) ?? []), ...times]);
      perQuery.push({ params: q.params, ms: +Math.max(...times).toFixed(1), total });
    }
    all.sort((a, b) => a - b);
    const byGroup: SearchFigures["byGroup"] = {};
    for (const [group, times] of groups) {
      times.sort((a, b) => a - b);
      byGroup[group] = { p50ms: +percentile(times, 50).toFixed(1), p95ms: +percentile(times, 95).toFixed(1) };
    }
    const p95 = +percentile(all, 95).toFixed(1);
    return {
      database: label,
      queries: SEARCH_QUERIES.length,
      requests: all.length,
      baselineP50ms: baseline.p50ms,
      p50ms: +percentile(all, 50).toFixed(1),
      p95ms: p95,
      ratioP95ToBaseline: +(p95 / baseline.p50ms).toFixed(1),
      byGroup,
      slowest: perQuery.sort((a, b) => b.ms - a.ms).slice(0, 5),
      goalP95ms: 100,
    };
  } finally {
    stop();
  }
}
