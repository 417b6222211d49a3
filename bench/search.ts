import { latency, percentile, startServer, timeRequest } from "./server";
import { assertSignedIn, signInBench } from "./sign-in";
import { SEARCH_QUERIES } from "../tests/helpers/search-queries";

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
