/**
 * 50 fixed queries mixing words, phrases, prefixes, exclusions and facets, over the generated corpus's vocabulary
 * (tests/helpers/generate.ts): topic words shared by a few percent of the markers, a few words in every marker's prose
 * (the broad ones), and dialogue numbers that pick out one dialogue. Timed by bench/search.ts; tests/search-parity.test.ts
 * checks both databases answer each the same.
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
