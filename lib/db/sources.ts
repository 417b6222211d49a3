import { randomBytes } from "node:crypto";
import { splitCredentials } from "@/lib/git-credentials";
import type { Db } from "./client";
import { retryBusy } from "./retry";

export interface SourceView {
  id: number;
  kind: string;
  name: string;
  url: string | null;
  branch: string | null;
  globs: string[];
  lastCommit: string | null;
  status: string;
  statusDetail: string | null;
  syncedAt: Date | null;
  dialogues: number;
}

export async function listSources(db: Db): Promise<SourceView[]> {
  const rows = await db.source.findMany({ orderBy: { id: "asc" }, include: { _count: { select: { dialogues: { where: { removedAt: null } } } } } });
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    // Never the credentials, even of a source stored before they were kept apart.
    url: r.url === null ? null : splitCredentials(r.url).url,
    branch: r.branch,
    globs: JSON.parse(r.globs) as string[],
    lastCommit: r.lastCommit,
    status: r.status,
    statusDetail: r.statusDetail,
    syncedAt: r.syncedAt,
    dialogues: r._count.dialogues,
  }));
}

/** A token in an https URL is kept apart from it (Source.credentials), so the URL can be shown and logged. */
export async function createGitSource(db: Db, input: { name: string; url: string; branch: string; globs: string[] }) {
  const { url, credentials } = splitCredentials(input.url);
  return db.source.create({
    data: {
      kind: "git",
      name: input.name,
      url,
      credentials,
      branch: input.branch,
      globs: JSON.stringify(input.globs),
      webhookSecret: randomBytes(24).toString("hex"),
    },
  });
}

export async function findSource(db: Db, ref: string | number) {
  if (typeof ref === "number" || /^\d+$/.test(ref)) return db.source.findUnique({ where: { id: Number(ref) } });
  return db.source.findUnique({ where: { name: ref } });
}

/** Takes the source's sync lock; false when another sync holds it (a crashed sync's lock expires). */
export async function lockSource(db: Db, id: number, forMs: number): Promise<boolean> {
  const now = new Date();
  const { count } = await db.source.updateMany({
    where: { id, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] },
    data: { lockedUntil: new Date(now.getTime() + forMs), status: "syncing", statusDetail: null },
  });
  return count === 1;
}

export async function finishSync(db: Db, id: number, outcome: { ok: true; commit: string; detail: string } | { ok: false; detail: string }) {
  await db.source.update({
    where: { id },
    data: outcome.ok
      ? { lockedUntil: null, status: "ok", statusDetail: outcome.detail, lastCommit: outcome.commit, syncedAt: new Date() }
      : { lockedUntil: null, status: "failed", statusDetail: outcome.detail },
  });
}

/** Records a webhook delivery; false when its body or its delivery id was seen before (a replay). */
export async function rememberDelivery(db: Db, sourceId: number, digest: string, deliveryId: string | null): Promise<boolean> {
  try {
    await retryBusy(() => db.webhookDelivery.create({ data: { sourceId, digest, deliveryId } }));
    return true;
  } catch (error) {
    if (error instanceof Error && error.message.includes("Unique constraint")) return false;
    throw error;
  }
}
