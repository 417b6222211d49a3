import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type { IsolationLevel, SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import type { Statement } from "better-sqlite3";
import { LRUCache } from "lru-cache";

/**
 * How long one transaction keeps asking for SQLite's write lock before it gives up (then retryBusy may try again):
 * ROUNDTABLE_DB_BUSY_MS, 8 s by default.
 */
export function beginWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.ROUNDTABLE_DB_BUSY_MS);
  return Number.isInteger(ms) && ms >= 0 ? ms : 8_000;
}
/**
 * SQLite's busy timeout is a sleep inside the statement, which blocks the whole process: every wait for the write
 * lock is spent in slices this long, with the event loop free between them (a five-second busy timeout froze the
 * server for as long each time a heartbeat wrote while an import held the lock).
 */
const SLICE_MS = 20;

/** What the adapter and this file ask of a prepared statement: bind once, then run it or read its rows. */
interface PreparedOnce {
  bind(args: unknown[]): { readonly reader: boolean; run(): unknown; columns(): unknown[]; raw(): { all(): unknown[] } };
  run(): unknown;
}

interface SqliteHandle {
  prepare(sql: string): PreparedOnce;
  pragma(sql: string): unknown;
  readonly inTransaction: boolean;
}

/** Compiled statements kept per connection: enough for every query shape the app sends, bounded for `IN (?, …)` lists. */
const KEPT_STATEMENTS = 500;

/**
 * The adapter prepares every query anew, and compiling the SQL was the largest single cost of an import (11 % of its
 * CPU, 20 statements a dialogue). A compiled statement is kept by its text and run with each call's arguments; the
 * adapter's `prepare(sql).bind(args)` gets a one-use view of it, since better-sqlite3's own bind() is for good.
 */
export function keepCompiledStatements(client: SqliteHandle): void {
  const compile = client.prepare.bind(client) as unknown as (sql: string) => Statement<unknown[]>;
  const compiled = new LRUCache<string, Statement<unknown[]>>({ max: KEPT_STATEMENTS });
  client.prepare = (sql: string): PreparedOnce => {
    let statement = compiled.get(sql);
    if (!statement) compiled.set(sql, (statement = compile(sql)));
    const kept = statement;
    return {
      bind: (args) => ({
        reader: kept.reader,
        run: () => kept.run(args),
        columns: () => kept.columns(),
        raw: () => ({ all: () => kept.raw(true).all(args) }),
      }),
      run: () => kept.run(),
    };
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** better-sqlite3's own error, or the adapter's DriverAdapterError carrying it as its cause. */
const isBusy = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown; cause?: { originalCode?: unknown; originalMessage?: unknown } } | undefined;
  return /SQLITE_BUSY|database is locked/i.test([e?.code, e?.message, e?.cause?.originalCode, e?.cause?.originalMessage].map(String).join(" "));
};
const pause = (attempt: number) => sleep(Math.min(50, 2 + attempt * 2) * (0.5 + Math.random()));
// Prisma writes outside its transactions as single statements (INSERT … RETURNING comes through queryRaw).
const WRITE_SQL = /^\s*(insert|update|delete|replace)\b/i;

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
    this.#inner = new PrismaBetterSQLite3({ url: file, timeout: SLICE_MS });
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
  keepCompiledStatements(client);
  // One transaction at a time on the one connection, in arrival order.
  let tail: Promise<void> = Promise.resolve();
  // The wait in line counts against the same deadline as the wait for the lock: otherwise each transaction behind a
  // held lock also waits out every wait ahead of it (sixty saves took 47 s to be told the database was busy).
  const acquire = async (deadline: number): Promise<() => void> => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const before = tail;
    tail = before.then(() => held);
    let timer: NodeJS.Timeout | undefined;
    const turn = await Promise.race([
      before.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())))),
    ]);
    clearTimeout(timer);
    if (turn) return release;
    // Its place in line passes straight on to the next when its turn comes.
    void before.then(release);
    throw Object.assign(new Error("SQLITE_BUSY: database is locked (the connection stayed taken by other transactions)"), { code: "SQLITE_BUSY" });
  };

  const beginImmediate = async (deadline: number) => {
    for (let attempt = 0; ; attempt++) {
      try {
        client.prepare("BEGIN IMMEDIATE").run();
        return;
      } catch (error) {
        if (!isBusy(error) || Date.now() >= deadline) {
          // The adapter turns the driver's error into Prisma's; this repeats the statement only to get that shape.
          return void (await inner.executeRaw({ sql: "BEGIN IMMEDIATE", args: [], argTypes: [] }));
        }
      }
      await pause(attempt);
    }
  };

  // A write outside a transaction takes its turn in the same line (run while another's transaction is open on this
  // connection, it would be committed or rolled back with that one); any statement waits for the lock in slices.
  const outsideTransaction = async <T>(query: SqlQuery, run: () => Promise<T>): Promise<T> => {
    const deadline = Date.now() + waitMs;
    const unlock = WRITE_SQL.test(query.sql) ? await acquire(deadline) : null;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await run();
        } catch (error) {
          if (!isBusy(error) || Date.now() >= deadline) throw error;
        }
        await pause(attempt);
      }
    } finally {
      unlock?.();
    }
  };

  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    queryRaw: (query: SqlQuery) => outsideTransaction(query, () => inner.queryRaw(query)),
    executeRaw: (query: SqlQuery) => outsideTransaction(query, () => inner.executeRaw(query)),
    executeScript: (script: string) => inner.executeScript(script),
    dispose: () => inner.dispose(),
    ...(inner.getConnectionInfo ? { getConnectionInfo: () => inner.getConnectionInfo!() } : {}),
    async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
      // SQLite has one level; the adapter's own refusal of the others is the one to give.
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") return inner.startTransaction(isolationLevel);
      const deadline = Date.now() + waitMs;
      const unlock = await acquire(deadline);
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
        await beginImmediate(deadline);
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
