import { randomBytes } from "node:crypto";
import { z } from "zod";
import { hostname } from "node:os";
import { authSecretWithOrigin, secretDigest } from "@/lib/auth/secret";
import { db as appDb, type Db } from "@/lib/db/client";
import { listInstances, removeInstance, saveInstance } from "@/lib/db/instances";
import { checkStart, HEARTBEAT_MS, instanceSchema, REFUSED_EXIT_CODE, refusalMessage, type InstanceRecord, type StartVerdict } from "./registry";

const instanceGroupSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/), pid: z.coerce.number().int().positive() });

// Rows of processes that died without saying so are dropped a day later (they stop counting after LIVE_MS).
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whether a process of this host is running (EPERM: it is, under another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Writes this instance's row (seen now) first and then reads the others, so of two instances starting at once at
 * least one sees the other; says whether the live ones and this one may serve together.
 */
export async function refreshInstance(db: Db, self: InstanceRecord, now = new Date(), running = isRunning): Promise<StartVerdict> {
  await saveInstance(db, { ...self, seenAt: now });
  const rows = (await listInstances(db, now, FORGET_AFTER_MS)).flatMap((row) => {
    const parsed = instanceSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return checkStart(self, rows, { now, host: self.host, isRunning: running });
}

/** At start: a refused instance takes its row away again. */
export async function registerInstance(db: Db, self: InstanceRecord, now = new Date(), running = isRunning): Promise<StartVerdict> {
  const verdict = await refreshInstance(db, self, now, running);
  if (!verdict.ok) await removeInstance(db, self.id);
  return verdict;
}

/** This process as the registry describes it. */
export function describeSelf(now = new Date()): InstanceRecord {
  const { secret, fromEnv } = authSecretWithOrigin();
  const port = Number(process.env.PORT);
  // The workers of one server/serve.ts are one instance: its id and its (the primary's) pid, given to each of them.
  const group = instanceGroupSchema.safeParse({ id: process.env.ROUNDTABLE_INSTANCE_ID, pid: process.env.ROUNDTABLE_INSTANCE_PID });
  return {
    id: group.success ? group.data.id : randomBytes(12).toString("hex"),
    host: hostname(),
    pid: group.success ? group.data.pid : process.pid,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : null,
    startedAt: now,
    seenAt: now,
    secretFromEnv: fromEnv,
    secretDigest: secretDigest(secret),
  };
}

/**
 * At server start (instrumentation.ts): registers this instance, refuses to serve (one paragraph on stderr, exit 1)
 * when another live instance on this database signs sessions with another or an unshared key, then keeps the row
 * fresh with an unref'd heartbeat and removes it on SIGTERM/SIGINT.
 */
export async function startInstance(db: Db = appDb()): Promise<void> {
  let self: InstanceRecord;
  try {
    self = describeSelf();
  } catch (error) {
    console.error(`roundtable: refusing to start: ${(error as Error).message}`);
    process.exit(REFUSED_EXIT_CODE);
  }
  let verdict: StartVerdict;
  try {
    verdict = await registerInstance(db, self, self.startedAt);
  } catch (error) {
    // The database may be down or not migrated: /api/health says so; the check must not hide that behind its own.
    console.warn(
      `roundtable: could not check for other instances on this database (${(error as Error).message.split("\n").at(-1)}); serving anyway. ` +
        "Run `npm run roundtable -- migrate` if the Instance table is missing.",
    );
    return;
  }
  if (!verdict.ok) {
    console.error(refusalMessage(verdict, new Date()));
    process.exit(REFUSED_EXIT_CODE);
  }
  const warned = new Set<string>();
  const heartbeat = setInterval(() => {
    // Checked again each time: an instance may have started while this one's row was stale (the database was away).
    refreshInstance(db, self)
      .then((again) => {
        if (again.ok || warned.has(again.other.id)) return;
        warned.add(again.other.id);
        console.error(refusalMessage(again, new Date(), "running"));
      })
      .catch((error: Error) => console.warn(`roundtable: instance heartbeat failed: ${error.message}`));
  }, HEARTBEAT_MS);
  // The heartbeat alone must not keep a stopping server alive.
  heartbeat.unref();
  const leave = () => {
    clearInterval(heartbeat);
    const removed = Promise.race([removeInstance(db, self.id).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000))]);
    // Next exits from its own handler of the same signal and gives instrumentation no shutdown hook, so its exit waits
    // for the removal here (a second at most; a row left behind anyway stops counting after LIVE_MS).
    const exit = process.exit.bind(process);
    process.exit = ((code?: number) => void removed.then(() => exit(code))) as typeof process.exit;
  };
  process.once("SIGTERM", leave);
  process.once("SIGINT", leave);
}
