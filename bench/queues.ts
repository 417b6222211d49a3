import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createUser } from "@/lib/db/users";
import { createDb } from "@/lib/db/client";
import { saveJudgeScore } from "@/lib/db/judging";
import { applyMigrations } from "@/lib/db/migrate";
import { createQueue, getQueue, queueItems, takeNext } from "@/lib/db/queues";
import { addListingRows, type Latency } from "./pages";
import { latency, startServer } from "./server";
import { assertSignedIn, signInBench } from "./sign-in";
import { loadSamplesAndCorpus } from "./corpus-db";

export interface QueueFigures {
  dialogues: number;
  queueItems: number;
  baseline: { path: string; p50ms: number; p95ms: number };
  pages: (Latency & { label: string })[];
  goalP50ms: number;
}

/**
 * Queue pages against `next start` with 10,000 dialogues in the database: a queue of every scorable round of the
 * corpus (and samples), two judges a round, half of it already judged, read as a signed-in admin who is also judging.
 */
export async function queuesBench(listingRows = 10_000): Promise<QueueFigures> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-queues-"));
  const file = join(dir, "queues.db");
  const target = { provider: "sqlite" as const, file, url: `file:${file}` };
  await applyMigrations(target);
  // The bench admin is made (with a random password) and signed in first; it judges below.
  const session = await signInBench(target.url, { role: "admin" });
  const db = createDb(target);
  await loadSamplesAndCorpus(db, "the queue covers the samples only");
  const admin = await db.user.findUniqueOrThrow({ where: { email: session.email }, select: { id: true } });
  const judge = await createUser(db, { email: "bench-judge@example.org", role: "judge", password: "bench judge password" });
  const made = await createQueue(db, { name: "Bench queue", match: "", kind: "dialogue", judgesPerItem: 2, members: [] });
  const queue = (await getQueue(db, made.id))!;
  // Half the rounds judged by one judge, so progress, agreement and leniency have something to count.
  const items = await queueItems(db, queue.id);
  const rounds = await db.contribution.findMany({ where: { judge: false }, select: { dialogueId: true, agent: true, round: { select: { number: true } } } });
  for (const item of items.slice(0, Math.floor(items.length / 2))) {
    const agents = [...new Set(rounds.filter((r) => r.dialogueId === item.dialogueId && r.round.number === item.round).map((r) => r.agent))];
    for (const [i, agent] of agents.entries()) {
      for (const judgeId of [admin.id, judge.id])
        await saveJudgeScore(db, judgeId, {
          dialogueId: item.dialogueId,
          round: item.round,
          agent,
          rubricVersionId: 1,
          values: { wisdom: 3 + (i % 4) + (judgeId === judge.id ? 1 : 0), consistency: 3, truth: 4, relationships: 2 + (i % 3) },
          rationale: null,
          reason: null,
          baseVersion: 0,
        });
    }
  }
  const next = await takeNext(db, queue, admin.id);
  const dialogues = await db.dialogue.count();
  await db.$disconnect();
  addListingRows(file, listingRows);

  const { base, stop } = await startServer(target.url, session.env);
  try {
    await assertSignedIn(base, session);
    const baseline = { path: "/api/health", ...(await latency(`${base}/api/health`)) };
    const ratio = (p50: number) => +(p50 / baseline.p50ms).toFixed(1);
    const views = [
      ["all queues", "/queues"],
      ["one queue (progress, judges, agreement)", `/queues/${queue.id}`],
      ...(next ? ([["a round in the queue (judge page)", `/d/${next.slug}/judge?round=${next.round}&queue=${queue.id}`]] as const) : []),
    ] as const;
    const pages = [];
    for (const [label, path] of views) {
      const l = await latency(`${base}${path}`, 50, session.headers);
      pages.push({ label, path, ...l, ratioToBaseline: ratio(l.p50ms) });
    }
    return { dialogues: dialogues + listingRows, queueItems: items.length, baseline, pages, goalP50ms: 100 };
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
