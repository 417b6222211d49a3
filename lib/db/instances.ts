import type { Db } from "./client";
import { retryBusy } from "./retry";

export interface InstanceRow {
  id: string;
  host: string;
  pid: number;
  port: number | null;
  startedAt: Date;
  seenAt: Date;
  secretFromEnv: boolean;
  secretDigest: string;
}

/** Writes this instance's row (again, when a heartbeat finds it pruned) with `seenAt` now. */
export async function saveInstance(db: Db, row: InstanceRow): Promise<void> {
  const { id, ...rest } = row;
  await retryBusy(() => db.instance.upsert({ where: { id }, create: row, update: { seenAt: rest.seenAt } }));
}

/** Every registered instance, this one included; rows long gone are dropped first so the table stays small. */
export async function listInstances(db: Db, now: Date, forgetAfterMs: number): Promise<InstanceRow[]> {
  await retryBusy(() => db.instance.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - forgetAfterMs) } } }));
  return db.instance.findMany({ orderBy: { startedAt: "asc" } });
}

export async function removeInstance(db: Db, id: string): Promise<void> {
  await retryBusy(() => db.instance.deleteMany({ where: { id } }));
}
