import { createDb } from "@/lib/db/client";
import { AppError, lastLine } from "@/lib/errors";

/** A client for one CLI command: closed afterwards, and a driver's many-line error turned into one line. */
export async function withDb<T>(fn: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T> {
  const db = createDb();
  try {
    return await fn(db);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("database-unreachable", lastLine(error));
  } finally {
    await db.$disconnect().catch(() => undefined);
  }
}
