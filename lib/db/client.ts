import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { PrismaClient as PgClient } from "@/generated/pg/client";
import { databaseTarget, type DatabaseTarget } from "@/lib/env";
import { privateSqliteFile } from "@/lib/private-files";
import { beginWaitMs, ImmediateSqliteAdapterFactory } from "./sqlite-adapter";

/** Both generated clients share one query surface; the SQLite one is the type, which keeps code to the common subset. */
export type Db = SqliteClient;
/** A transaction's client, as `$transaction(async (tx) => …)` passes it. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * Kept on globalThis, like the client itself: a production build gives route handlers and pages their own copy of
 * this module, and a client one copy made (db() below) must still say "postgres" to the other.
 */
const shared = globalThis as unknown as { roundtableDialects?: WeakMap<Db, "sqlite" | "postgres">; roundtableTunedSqlite?: WeakSet<Db> };
const dialects = (shared.roundtableDialects ??= new WeakMap());

export function createDb(target: DatabaseTarget = databaseTarget(), options: { lockWaitMs?: number } = {}): Db {
  const waitMs = options.lockWaitMs ?? beginWaitMs();
  // A transaction may wait for SQLite's write lock (sqlite-adapter.ts), or for others queued before it on the one
  // connection, before it starts: Prisma's 2 s default would give up first.
  const transactionOptions = { maxWait: Math.max(10_000, waitMs * 3), timeout: 30_000 };
  const client =
    target.provider === "postgres"
      ? // The two generated clients differ only in $transaction's isolation-level type.
        (new PgClient({ adapter: new PrismaPg({ connectionString: target.url }), transactionOptions }) as unknown as Db)
      : (privateSqliteFile(target.file), new SqliteClient({ adapter: new ImmediateSqliteAdapterFactory(target.file, waitMs), transactionOptions }));
  dialects.set(client, target.provider);
  return client;
}

/** Which SQL dialect a client speaks, for the few raw statements (bulk inserts, full-text search). */
export function dialectOf(db: Db): "sqlite" | "postgres" {
  return dialects.get(db) ?? "sqlite";
}

const tuned = (shared.roundtableTunedSqlite ??= new WeakSet());

/**
 * Read settings for a SQLite connection the app keeps open: a 64 MB page cache and memory-mapped reads (the
 * defaults, 2 MB and none, made search's row lookups twice as slow on a large file). Once per client.
 */
export async function tuneSqlite(db: Db): Promise<void> {
  if (dialectOf(db) !== "sqlite" || tuned.has(db)) return;
  tuned.add(db);
  await db.$queryRawUnsafe("PRAGMA cache_size = -65536");
  await db.$queryRawUnsafe("PRAGMA mmap_size = 1073741824");
}

// One client (a connection pool) per process: every instance has its own connections to the shared database.
const cache = globalThis as unknown as { roundtableDb?: Db };

/** The app's one client, kept across hot reloads in development. */
export function db(): Db {
  cache.roundtableDb ??= createDb();
  return cache.roundtableDb;
}
