import { randomBytes } from "node:crypto";
import { splitCredentials } from "@/lib/git-credentials";
import type { Db } from "./client";
import { countDocumentsBySource } from "./document-parts";
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
  /** When an admin paused it: no sync starts until it is resumed. */
  pausedAt: Date | null;
  dialogues: number;
}

export async function listSources(db: Db): Promise<SourceView[]> {
  const [rows, counts] = await Promise.all([db.source.findMany({ where: { deletedAt: null }, orderBy: { id: "asc" } }), countDocumentsBySource(db)]);
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
    pausedAt: r.pausedAt,
    // Every document the source holds, adopted ones too: what its tree holds, not only what it brought first.
    dialogues: counts.get(r.id) ?? 0,
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

/** A source by id or name; a deleted one is not found. */
export async function findSource(db: Db, ref: string | number) {
  if (typeof ref === "number" || /^\d+$/.test(ref)) return db.source.findFirst({ where: { id: Number(ref), deletedAt: null } });
  return db.source.findFirst({ where: { name: ref, deletedAt: null } });
}

const unlocked = (now: Date) => [{ lockedUntil: null }, { lockedUntil: { lt: now } }];

/**
 * Takes the source's sync lock; false when another sync holds it (a crashed sync's lock expires), or the source was
 * paused or deleted since it was read: the lock is the one place a sync, an edit and a deletion meet.
 */
export async function lockSource(db: Db, id: number, forMs: number): Promise<boolean> {
  const now = new Date();
  const { count } = await db.source.updateMany({
    where: { id, pausedAt: null, deletedAt: null, OR: unlocked(now) },
    data: { lockedUntil: new Date(now.getTime() + forMs), status: "syncing", statusDetail: null },
  });
  return count === 1;
}

/**
 * Keeps a taken lock from expiring while its sync runs (a large first import can outlast any fixed lease, and then
 * another instance would sync the same source at once); a crashed process stops renewing, so its lock still expires.
 * Returns the function that stops renewing; a lock already released (lockedUntil null) is never taken again by it.
 */
export function holdSource(db: Db, id: number, forMs: number): () => void {
  const timer = setInterval(
    () => {
      db.source
        .updateMany({ where: { id, lockedUntil: { not: null } }, data: { lockedUntil: new Date(Date.now() + forMs) } })
        .catch((error: Error) => console.warn(`roundtable: could not renew the sync lock of source ${id}: ${error.message}`));
    },
    Math.max(50, Math.floor(forMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/** Records that a sync took the source's lock (who and when): with several instances, overlapping runs would show here. */
export async function startSyncRun(db: Db, sourceId: number, instance: string): Promise<number> {
  const run = await retryBusy(() => db.syncRun.create({ data: { sourceId, instance }, select: { id: true } }));
  return run.id;
}

export async function finishSync(
  db: Db,
  id: number,
  outcome: { ok: true; commit: string; detail: string } | { ok: false; detail: string },
  runId: number | null = null,
) {
  if (runId !== null)
    await retryBusy(() => db.syncRun.update({ where: { id: runId }, data: { finishedAt: new Date(), ok: outcome.ok, detail: outcome.detail } }));
  const row = await db.source.update({
    where: { id },
    data: outcome.ok
      ? { lockedUntil: null, status: "ok", statusDetail: outcome.detail, lastCommit: outcome.commit, syncedAt: new Date() }
      : { lockedUntil: null, status: "failed", statusDetail: outcome.detail },
  });
  // A sync that outlived its lock may have imported into a source deleted meanwhile: nothing of it stays live.
  if (row.deletedAt) {
    await db.documentPart.updateMany({ where: { sourceId: id, removedAt: null }, data: { removedAt: row.deletedAt } });
    await db.dialogue.updateMany({
      where: { removedAt: null, OR: [{ sourceId: id }, { parts: { some: { sourceId: id } } }], parts: { none: { removedAt: null } } },
      data: { removedAt: row.deletedAt },
    });
  }
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

export interface GitSourceInput {
  name: string;
  url: string;
  branch: string;
  globs: string[];
}

export type EditOutcome = { ok: true; moved: boolean } | { ok: false; reason: "not-found" | "syncing" | "name-taken" };

/**
 * Changes a git source. A token typed in the URL replaces the stored one; a URL typed without one keeps the stored
 * token only while the host stays the same (a token is never sent to another host). A new URL or branch forgets the
 * last commit, so the next sync starts from a fresh clone and reads everything; that change waits for a running sync.
 */
export async function updateGitSource(db: Db, id: number, input: GitSourceInput): Promise<EditOutcome> {
  const current = await db.source.findFirst({ where: { id, kind: "git", deletedAt: null } });
  if (!current?.url) return { ok: false, reason: "not-found" };
  const typed = splitCredentials(input.url);
  const before = splitCredentials(current.url);
  const moved = typed.url !== before.url || input.branch !== current.branch;
  const credentials = typed.credentials ?? (sameOrigin(typed.url, before.url) ? (current.credentials ?? before.credentials) : null);
  const clash = await db.source.findFirst({ where: { name: input.name, id: { not: id } }, select: { id: true } });
  if (clash) return { ok: false, reason: "name-taken" };
  const { count } = await db.source.updateMany({
    where: { id, deletedAt: null, ...(moved ? { OR: unlocked(new Date()) } : {}) },
    data: {
      name: input.name,
      url: typed.url,
      credentials,
      branch: input.branch,
      globs: JSON.stringify(input.globs),
      ...(moved ? { lastCommit: null, status: "idle", statusDetail: "The repository or branch changed: the next sync starts from a fresh clone." } : {}),
    },
  });
  return count === 1 ? { ok: true, moved } : { ok: false, reason: moved ? "syncing" : "not-found" };
}

function sameOrigin(a: string, b: string): boolean {
  if (!a.startsWith("https://") || !b.startsWith("https://")) return false;
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** Pauses or resumes a git source; a sync already under way finishes. False when there is no such source. */
export async function setSourcePaused(db: Db, id: number, paused: boolean): Promise<boolean> {
  const { count } = await db.source.updateMany({ where: { id, kind: "git", deletedAt: null }, data: { pausedAt: paused ? new Date() : null } });
  return count === 1;
}

export type DeleteOutcome = { ok: true; name: string; archived: number } | { ok: false; reason: "not-found" | "syncing" };

/**
 * Deletes a git source: the row is marked deleted (renamed, so its name can be used again, and its webhook secret
 * dropped) and its dialogues archived, in one transaction; nothing is removed, so their scores, comments and
 * versions stay. Refused while a sync holds the source; once marked, no sync can take it.
 */
export async function deleteGitSource(db: Db, id: number): Promise<DeleteOutcome> {
  return retryBusy(() =>
    db.$transaction(async (tx) => {
      const source = await tx.source.findFirst({ where: { id, kind: "git", deletedAt: null }, select: { name: true } });
      if (!source) return { ok: false, reason: "not-found" } as const;
      const now = new Date();
      const { count } = await tx.source.updateMany({
        where: { id, deletedAt: null, OR: unlocked(now) },
        data: { deletedAt: now, name: `${source.name} (deleted #${id})`, webhookSecret: null, status: "deleted", statusDetail: `Was ${source.name}.` },
      });
      if (count !== 1) return { ok: false, reason: "syncing" } as const;
      // Its parts leave; a document another source or an upload also holds stays live through that one.
      await tx.documentPart.updateMany({ where: { sourceId: id, removedAt: null }, data: { removedAt: now } });
      const archived = await tx.dialogue.updateMany({
        where: { removedAt: null, OR: [{ sourceId: id }, { parts: { some: { sourceId: id } } }], parts: { none: { removedAt: null } } },
        data: { removedAt: now },
      });
      return { ok: true, name: source.name, archived: archived.count } as const;
    }),
  );
}
