/** What a judge or an importer is told when the database stayed busy through every retry. */
export const BUSY_MESSAGE = "The database is busy, try again.";

/** Attempts of one write before it is given up (each SQLite attempt already waits for the lock: beginWaitMs). */
export const WRITE_ATTEMPTS = 3;

// SQLite: the write lock stayed taken (SQLITE_BUSY, shown by Prisma as P1008 "Operation has timed out"), or a
// transaction could not start in time (P2028). PostgreSQL: serialization failure or deadlock (P2034, 40001, 40P01),
// or a lock not available (55P03).
const BUSY_CODES = new Set(["P1008", "P2034", "40001", "40P01", "55P03", "SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT", "SQLITE_LOCKED"]);
const BUSY_TEXT =
  /database is locked|database table is locked|SQLITE_BUSY|Operation has timed out|Unable to start a transaction in the given time|could not serialize access|deadlock detected|could not obtain lock/i;

/** Whether an error means "another writer was in the way": worth trying again, unlike every other failure. */
export function isBusyError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: unknown; meta?: { driverAdapterError?: { cause?: { code?: unknown; originalCode?: unknown } } } };
  const cause = e.meta?.driverAdapterError?.cause;
  for (const code of [e.code, cause?.code, cause?.originalCode]) if (typeof code === "string" && BUSY_CODES.has(code)) return true;
  return BUSY_TEXT.test(e.message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a write again while it fails for being busy, up to `attempts` times, with a growing, jittered pause. */
export async function retryBusy<T>(write: () => Promise<T>, attempts = WRITE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isBusyError(error)) throw error;
      await sleep(50 * 2 ** attempt * (0.5 + Math.random()));
    }
  }
}
