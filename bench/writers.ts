// The writers of a load run (judges saving scores, a sync importing changed dialogues) in a process of their own, as
// another instance's server would be: their CPU (password hashing, Prisma's engine, an import's parse) must never
// hold up the load client's event loop, whose clock every latency is read from. Run by bench/load.ts `startWriters`:
// argv[2] is the plan as JSON; it answers "ready" once set up, starts on a line `{"until": <epoch ms>}` on stdin, and
// ends with one line of JSON: the saves made and the sync's figures.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createDb, type Db } from "@/lib/db/client";
import { roundAgentsOf, saveJudgeScore } from "@/lib/db/judging";
import { ensureSource } from "@/lib/db/store";
import { createUser } from "@/lib/db/users";
import { databaseTarget } from "@/lib/env";
import { groupPaths, importFromDisk, resolveImportPath } from "@/lib/ingest/disk";
import { generatedDialogue } from "../tests/helpers/generate";

export interface WritersPlan {
  databaseUrl: string;
  /** Judges saving a score every `saveEveryMs`, the n-th starting n − 1 seconds in. */
  judges: number;
  saveEveryMs: number;
  /** The dialogue they score (its slug); the largest when none. */
  judged?: string;
  /** A sync of `syncChanged` changed dialogues from `syncDir`, `syncAfterMs` in; none when 0. */
  syncChanged: number;
  syncDir?: string;
  syncAfterMs?: number;
}

export interface WritersOutcome {
  saves: number;
  sync: { changed: number; ms: number } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A judge ready to save (user, dialogue, round and agent found): each save changes what the dialogue's Judges section, the judge's index and the judging pages show. */
async function readyJudge(db: Db, judge: number, slug?: string) {
  const email = judge === 0 ? "bench-judge@example.org" : `bench-judge-${judge}@example.org`;
  const user =
    (await db.user.findUnique({ where: { email }, select: { id: true } })) ??
    (await createUser(db, { email, name: "Bench judge", role: "judge", password: randomBytes(18).toString("base64url") }));
  const dialogue = await db.dialogue.findFirstOrThrow({
    where: { removedAt: null, ...(slug ? { slug } : {}) },
    orderBy: { byteSize: "desc" },
    select: { id: true },
  });
  const [round, agents] = [...(await roundAgentsOf(db, dialogue.id))].find(([, a]) => a.length > 0)!;
  const agent = agents[judge % agents.length]!;
  let version =
    (await db.judgeScore.findFirst({ where: { dialogueId: dialogue.id, round, agent, judgeId: user.id }, orderBy: { version: "desc" } }))?.version ?? 0;
  return async (everyMs: number, until: number) => {
    let saves = 0;
    while (Date.now() + everyMs < until) {
      await sleep(everyMs);
      const n = 1 + (saves % 10);
      const saved = await saveJudgeScore(db, user.id, {
        dialogueId: dialogue.id,
        round,
        agent,
        rubricVersionId: 1,
        values: { wisdom: n, consistency: n, truth: n, relationships: n },
        rationale: null,
        reason: version > 0 ? "bench: another look" : null,
        baseVersion: version,
      });
      version = saved.version;
      saves++;
    }
    return saves;
  };
}

/** The dialogues a sync changes, as files of a directory source: `variant` changes every one of them. */
export function writeSyncDialogues(dir: string, n: number, variant: number): void {
  mkdirSync(dir, { recursive: true });
  for (let i = 0; i < n; i++) writeFileSync(join(dir, `sync-${i}.dialogue.md`), generatedDialogue(500 + i, variant, 2));
}

/** A sync of the directory through lib/ingest, as another instance's sync would run it: the dialogues it changed. */
export async function syncDirectory(databaseUrl: string, dir: string): Promise<number> {
  const db = createDb(databaseTarget(databaseUrl));
  try {
    const source = await ensureSource(db, { kind: "directory", name: "bench-sync", url: dir });
    const { root, paths } = resolveImportPath(dir);
    const outcomes = await importFromDisk(db, source.id, root, groupPaths(root, paths).items);
    return outcomes.filter((o) => o.status === "updated" || o.status === "imported").length;
  } finally {
    await db.$disconnect();
  }
}

async function main(): Promise<void> {
  const plan = JSON.parse(process.argv[2] ?? "{}") as WritersPlan;
  const first = plan.judges === 1 && !plan.judged ? 0 : 1;
  const dbs = Array.from({ length: plan.judges }, () => createDb(databaseTarget(plan.databaseUrl)));
  try {
    const judges = await Promise.all(dbs.map((db, j) => readyJudge(db, first + j, plan.judged)));
    process.stdout.write("ready\n");
    const lines = createInterface({ input: process.stdin });
    const { until } = JSON.parse((await lines[Symbol.asyncIterator]().next()).value as string) as { until: number };
    lines.close();
    const sync =
      plan.syncChanged > 0 && plan.syncDir
        ? sleep(plan.syncAfterMs ?? 0).then(async () => {
            writeSyncDialogues(plan.syncDir!, plan.syncChanged, Date.now() % 1000);
            const t0 = performance.now();
            const changed = await syncDirectory(plan.databaseUrl, plan.syncDir!);
            return { changed, ms: +(performance.now() - t0).toFixed(0) };
          })
        : Promise.resolve(null);
    const saves = await Promise.all(judges.map((run, j) => sleep(j * 1000).then(() => run(plan.saveEveryMs, until))));
    const outcome: WritersOutcome = { saves: saves.reduce((a, b) => a + b, 0), sync: await sync };
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
  } finally {
    await Promise.all(dbs.map((db) => db.$disconnect()));
  }
}

if (process.argv[1]?.endsWith("writers.ts")) void main().then(() => process.exit(0));
