import type { Db } from "@/lib/db/client";
import { hostname } from "node:os";
import { finishSync, findSource, holdSource, lockSource, startSyncRun } from "@/lib/db/sources";
import { archiveMissingParts, stillHeldAfterRemoval } from "@/lib/db/document-parts";
import { rereadDocument } from "@/lib/db/reread";
import { AppError, lastLine } from "@/lib/errors";
import { groupPaths, importFromDisk } from "./disk";
import { changedPaths, checkoutBranch, checkoutDir, checkoutPaths, GIT_TIMEOUT_MS } from "./git";
import { splitCredentials } from "@/lib/git-credentials";
import { DEFAULT_GIT_GLOBS } from "./globs";
import { summarise, type ImportOutcome, type OutcomeStatus } from "./pipeline";

/** A paused source is not synced by anything until an admin resumes it; retrying does not help. */
export class SourcePausedError extends AppError {
  constructor(name: string) {
    super("conflict", `source ${name} is paused; resume it on /sources first`);
  }
}

export interface SyncResult {
  sourceId: number;
  commit: string;
  previousCommit: string | null;
  counts: Record<OutcomeStatus, number>;
  archived: number;
  outcomes: ImportOutcome[];
}

export interface SyncOptions {
  /** The project root; checkouts go to `<root>/data/git/<source id>`. */
  root?: string;
  lockMs?: number;
  onProgress?: (done: number, total: number, outcome: ImportOutcome) => void;
}

/**
 * Syncs a git source: shallow clone or fetch, then import only the dialogues the new commit touched (everything on
 * the first sync), each in its own transaction, recording the commit; dialogues whose files are gone are archived.
 * One sync per source at a time; a paused or deleted source is refused.
 */
export async function syncSource(db: Db, ref: string | number, options: SyncOptions = {}): Promise<SyncResult> {
  const found = await findSource(db, ref);
  if (!found) throw new AppError("not-found", `no source ${ref}`);
  if (found.kind !== "git" || !found.url || !found.branch) throw new AppError("input-invalid", `source ${found.name} is not a git repository`);
  if (found.pausedAt) throw new SourcePausedError(found.name);
  const lockMs = options.lockMs ?? GIT_TIMEOUT_MS * 3;
  if (!(await lockSource(db, found.id, lockMs))) {
    const current = await findSource(db, found.id);
    if (current?.pausedAt) throw new SourcePausedError(found.name);
    if (!current) throw new AppError("not-found", `no source ${ref}`);
    throw new AppError("conflict", `source ${found.name} is already syncing`);
  }
  const release = holdSource(db, found.id, lockMs);
  // Read again under the lock: an edit that landed between the first read and the lock is what this sync follows.
  const source = await db.source.findUniqueOrThrow({ where: { id: found.id } }).catch((error: unknown) => {
    release();
    throw error;
  });
  let runId: number | null = null;
  try {
    // The instance, not the worker: server/serve.ts gives its workers the primary's pid (lib/instances/start.ts).
    runId = await startSyncRun(db, source.id, `${hostname()}:${process.env.ROUNDTABLE_INSTANCE_PID || process.pid}`);
    if (!source.url || !source.branch) throw new AppError("input-invalid", `source ${source.name} is not a git repository`);
    // A source stored before credentials were kept apart still has them in its URL: split them here too.
    const { url, credentials } = splitCredentials(source.url);
    const root = options.root ?? process.cwd();
    const dir = checkoutDir(root, source.id, url, source.branch);
    const commit = await checkoutBranch(url, source.branch, dir, source.credentials ?? credentials);
    const globs = JSON.parse(source.globs) as string[];
    const { items } = groupPaths(dir, checkoutPaths(dir, globs.length > 0 ? globs : DEFAULT_GIT_GLOBS));
    const changed = await changedPaths(dir, source.lastCommit, commit);
    const touched =
      changed === null
        ? items
        : items.filter((item) =>
            changed.some((p) => p === item.path || p.startsWith(item.path + "/") || (item.kind === "directory" && item.files.some((f) => f.from === p))),
          );
    const outcomes = await importFromDisk(db, source.id, dir, touched, { commit, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
    const archived = await archiveMissingParts(
      db,
      source.id,
      items.map((i) => i.path),
    );
    // A document still held elsewhere (an upload) is read again without the part its repository dropped.
    for (const id of await stillHeldAfterRemoval(db, source.id)) await rereadDocument(db, id);
    const counts = summarise(outcomes);
    const detail = `${commit.slice(0, 12)}: ${counts.imported} imported, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.rejected} rejected, ${archived} archived`;
    release();
    await finishSync(db, source.id, { ok: true, commit, detail }, runId);
    return { sourceId: source.id, commit, previousCommit: source.lastCommit, counts, archived, outcomes };
  } catch (error) {
    release();
    const detail = error instanceof AppError ? error.message : lastLine(error, "sync failed");
    await finishSync(db, source.id, { ok: false, detail }, runId);
    throw error instanceof AppError ? error : new AppError("input-invalid", `sync of ${source.name} failed: ${detail}`);
  } finally {
    release();
  }
}
