import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { IsolationLevel, SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";

/**
 * How long one transaction keeps asking for SQLite's write lock before it gives up (then retryBusy may try again):
 * ROUNDTABLE_DB_BUSY_MS, 8 s by default.
 */
export function beginWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.ROUNDTABLE_DB_BUSY_MS);
  return Number.isInteger(ms) && ms >= 0 ? ms : 8_000;
}
/** The busy timeout of plain statements (autocommit writes wait this long for the write lock). */
export const STATEMENT_BUSY_MS = 5_000;
/** Each attempt at BEGIN IMMEDIATE blocks the thread at most this long; between attempts the event loop runs. */
const BEGIN_SLICE_MS = 20;

interface SqliteHandle {
  prepare(sql: string): { run(): unknown };
  pragma(sql: string): unknown;
  readonly inTransaction: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(String((error as { code?: string })?.code ?? "") + " " + String((error as Error)?.message ?? ""));

/**
 * Prisma's better-sqlite3 adapter with every transaction begun IMMEDIATE. Its own transactions begin DEFERRED: in WAL
 * mode a transaction that reads and then writes while another process has written since its read gets
 * SQLITE_BUSY_SNAPSHOT at once, which no busy timeout can wait out. Taking the write lock up front makes every write
 * transaction wait its turn. The wait is spent in short slices with the event loop free between them, so a judge's
 * save waiting on an import does not stall other requests. (The adapter's own BEGIN also leaks its lock when it fails.)
 */
export class ImmediateSqliteAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "sqlite" as const;
  readonly adapterName: string;
  readonly #inner: PrismaBetterSQLite3;
  readonly #waitMs: number;

  constructor(file: string, waitMs = beginWaitMs()) {
    this.#inner = new PrismaBetterSQLite3({ url: file, timeout: STATEMENT_BUSY_MS });
    this.adapterName = this.#inner.adapterName;
    this.#waitMs = waitMs;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return immediateTransactions(await this.#inner.connect(), this.#waitMs);
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.#inner.connectToShadowDb();
  }
}

function immediateTransactions(inner: SqlDriverAdapter, waitMs: number): SqlDriverAdapter {
  const client = (inner as unknown as { client?: SqliteHandle }).client;
  if (!client || typeof client.prepare !== "function")
    throw new Error("@prisma/adapter-better-sqlite3 no longer exposes its connection; lib/db/sqlite-adapter.ts needs updating");
  // One transaction at a time on the one connection, in arrival order.
  let tail: Promise<void> = Promise.resolve();
  const acquire = async (): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const before = tail;
    tail = before.then(() => held);
    await before;
    return release;
  };

  const beginImmediate = async () => {
    const deadline = Date.now() + waitMs;
    for (let attempt = 0; ; attempt++) {
      client.pragma(`busy_timeout = ${BEGIN_SLICE_MS}`);
      try {
        client.prepare("BEGIN IMMEDIATE").run();
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) {
          // The adapter turns the driver's error into Prisma's; this repeats the statement only to get that shape.
          return void (await inner.executeRaw({ sql: "BEGIN IMMEDIATE", args: [], argTypes: [] }));
        }
      } finally {
        client.pragma(`busy_timeout = ${STATEMENT_BUSY_MS}`);
      }
      await sleep(Math.min(50, 2 + attempt * 2) * (0.5 + Math.random()));
    }
  };

  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query: SqlQuery) => inner.queryRaw(query),
    executeRaw: (query: SqlQuery) => inner.executeRaw(query),
    executeScript: (script: string) => inner.executeScript(script),
    dispose: () => inner.dispose(),
    ...(inner.getConnectionInfo ? { getConnectionInfo: () => inner.getConnectionInfo!() } : {}),
    async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
      // SQLite has one level; the adapter's own refusal of the others is the one to give.
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") return inner.startTransaction(isolationLevel);
      const unlock = await acquire();
      let open = true;
      const release = () => {
        if (!open) return;
        open = false;
        // A COMMIT that failed leaves the transaction open; never hand the connection on inside it.
        if (client.inTransaction) {
          try {
            client.prepare("ROLLBACK").run();
          } catch {
            // Nothing more to undo.
          }
        }
        unlock();
      };
      try {
        await beginImmediate();
      } catch (error) {
        release();
        throw error;
      }
      return {
        provider: inner.provider,
        adapterName: inner.adapterName,
        // Prisma sends COMMIT and ROLLBACK itself, then calls commit() or rollback().
        options: { usePhantomQuery: false },
        queryRaw: (query: SqlQuery) => inner.queryRaw(query),
        async executeRaw(query: SqlQuery) {
          try {
            return await inner.executeRaw(query);
          } catch (error) {
            if (query.sql === "COMMIT" || query.sql === "ROLLBACK") release();
            throw error;
          }
        },
        commit: async () => release(),
        rollback: async () => release(),
      };
    },
  };
}
