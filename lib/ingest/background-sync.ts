import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { SourcePausedError, syncSource, type SyncOptions } from "./sync";

// While another process (a CLI sync) holds the source, try again this often, this many times.
const LOCK_RETRY_MS = 5_000;
const LOCK_RETRIES = 24;

interface Running {
  again: boolean;
  done: Promise<void>;
}

// Kept per process on purpose (on globalThis so hot reloads share it): it only folds pushes this process received;
// across instances the source's lock row (lockSource) lets one sync run and the others retry after it.
const state = globalThis as unknown as { roundtableSyncs?: Map<number, Running> };
const running = (state.roundtableSyncs ??= new Map());

/**
 * Syncs a source after the request that asked for it has been answered. One sync per source at a time in this
 * process; a push that arrives during one runs one more sync after it (never more), so no push is missed. The
 * outcome is recorded on the source (its status on /sources) and logged; the promise never rejects.
 */
export function syncInBackground(db: Db, sourceId: number, options: SyncOptions = {}): Promise<void> {
  const current = running.get(sourceId);
  if (current) {
    current.again = true;
    return current.done;
  }
  const entry: Running = { again: false, done: Promise.resolve() };
  running.set(sourceId, entry);
  entry.done = (async () => {
    try {
      do {
        entry.again = false;
        await syncOnce(db, sourceId, options);
      } while (entry.again);
    } finally {
      running.delete(sourceId);
    }
  })();
  return entry.done;
}

async function syncOnce(db: Db, sourceId: number, options: SyncOptions): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await syncSource(db, sourceId, options);
      return;
    } catch (error) {
      if (error instanceof AppError && error.code === "conflict" && !(error instanceof SourcePausedError) && attempt < LOCK_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
        continue;
      }
      console.error(`roundtable: webhook sync of source ${sourceId} failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
  }
}
