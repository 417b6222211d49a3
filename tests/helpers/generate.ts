/** Subjects our generated agents talk about: shared by some dialogues, as real vocabulary is, never by all. */
const TOPICS = [
  "caching",
  "schemas",
  "migrations",
  "latency",
  "throughput",
  "retries",
  "idempotency",
  "quotas",
  "tenancy",
  "sharding",
  "replication",
  "failover",
  "backpressure",
  "observability",
  "tracing",
  "alerting",
  "budgets",
  "rollouts",
  "canaries",
  "flags",
  "encryption",
  "erasure",
  "retention",
  "auditing",
  "permissions",
  "tokens",
  "sessions",
  "webhooks",
  "queues",
  "batching",
  "indexing",
  "compaction",
  "snapshots",
  "upcasting",
  "versioning",
  "contracts",
  "pagination",
  "throttling",
  "locking",
  "consensus",
  "leases",
  "clocks",
  "ordering",
  "deduplication",
  "checksums",
  "compression",
  "serialization",
  "validation",
  "fixtures",
  "benchmarks",
  "onboarding",
  "documentation",
  "ownership",
  "reviews",
  "incidents",
  "postmortems",
  "runbooks",
  "staffing",
  "roadmaps",
  "pricing",
];
const topic = (k: number) => TOPICS[((k % TOPICS.length) + TOPICS.length) % TOPICS.length]!;

/** A realistic dialogue of our own, varied by n, in the canonical layout (used by tests and the import bench). */
export function generatedDialogue(n: number, variant = 0, scale = 1): string {
  const agents = ["Muffin", "Cupcake", "Scone", "Eclair", "Donut", "Brioche", "Croissant", "Macaron"].slice(0, scale > 1 ? 8 : 4);
  const rounds = scale > 1 ? [0, 1, 2, 3] : [0, 1, 2];
  const lines = [
    `# Alignment Dialogue: Generated Dialogue ${n}`,
    "",
    `**Draft**: Dialogue ${String(n).padStart(4, "0")}`,
    `**Date**: 2026-11-${String((n % 28) + 1).padStart(2, "0")} 10:00Z`,
    `**Status**: ${n % 3 === 0 ? "In Progress" : "Converged"}`,
    `**Participants**: 💙 Judge, ${agents.map((a) => `🧁 ${a}`).join(", ")}`,
    "",
    "## Expert Panel",
    "",
    "| Agent | Role | Tier | Relevance | Emoji |",
    "|---|---|---|---|---|",
    ...agents.map((a, i) => `| 🧁 ${a} | Role ${i} | Core | 0.${9 - i}0 | 🧁 |`),
    "",
    "## Alignment Scoreboard",
    "",
    "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |",
    "|---|---|---|---|---|---|",
    ...agents.map((a, i) => `| 🧁 ${a} | ${i + 2} | 3 | ${variant + 3} | 2 | **${i + 2 + 3 + variant + 3 + 2}** |`),
    "",
    `**Total ALIGNMENT**: ${agents.reduce((s, _, i) => s + i + 10 + variant, 0)}`,
    "",
  ];
  for (const r of rounds) {
    lines.push(`## Round ${r}: ${r === 0 ? "Opening Arguments" : "Convergence"}`, "");
    agents.forEach((a, i) => {
      lines.push(`### ${a} 🧁`, "");
      lines.push(`[PERSPECTIVE P0${r + 1}: ${a} sees trade-off ${n}-${r}-${i} in ${topic(n * 7 + r * 3 + i)} and ${topic(n * 13 + i * 5 + 1)}]`);
      for (let k = 0; k < scale; k++)
        lines.push(
          `Paragraph ${variant} about latency, migrations and the review process for dialogue ${n}; the cache must stay consistent while schemas evolve and reviewers keep pace.`,
          "",
        );
      if (r === 0) lines.push(`[TENSION T0${i + 1}: ${topic(n * 11 + i)} versus ${topic(n * 17 + i * 3 + 2)} for item ${n}-${i}]`, "");
      if (r === 2) lines.push(`[RESOLVED T0${i + 1}: settled by agreement ${n}]`, "");
    });
  }
  return lines.join("\n") + "\n";
}
