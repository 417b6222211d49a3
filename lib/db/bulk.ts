import type { Db } from "./client";
import { Binder, type Dialect, type Value } from "./sql";

type Executor = Pick<Db, "$executeRawUnsafe" | "$queryRawUnsafe">;
/** Column names, in the order each row gives its values. */
type Columns = readonly string[];

// Both databases take at least 32,766 bound parameters a statement; stay well under.
const MAX_PARAMS = 30_000;

/**
 * Inserts many rows of one table in as few statements as the parameter limit allows. Prisma's createMany costs
 * about a millisecond a row through the WebAssembly query compiler; a dialogue has hundreds of child rows.
 * Table and column names are our own constants; every value is a bound parameter.
 */
export async function insertRows(tx: Executor, dialect: Dialect, table: string, columns: Columns, rows: Value[][], returnIds: true): Promise<number[]>;
export async function insertRows(tx: Executor, dialect: Dialect, table: string, columns: Columns, rows: Value[][], returnIds?: false): Promise<void>;
export async function insertRows(
  tx: Executor,
  dialect: Dialect,
  table: string,
  columns: Columns,
  rows: Value[][],
  returnIds = false,
): Promise<number[] | void> {
  const ids: number[] = [];
  const perStatement = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const binder = new Binder(dialect);
    const tuples = chunk.map((row) => `(${binder.list(row)})`);
    const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(", ")}`;
    if (returnIds) {
      const returned = await tx.$queryRawUnsafe<{ id: number | bigint }[]>(`${sql} RETURNING "id"`, ...binder.values);
      // Ids grow in VALUES order on both databases; sorting makes the pairing independent of RETURNING's order.
      ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
    } else {
      await tx.$executeRawUnsafe(sql, ...binder.values);
    }
  }
  return returnIds ? ids : undefined;
}

/**
 * Most values one `in: [...]` list is given: Prisma 6.19 refuses a query that binds more than 999 values on SQLite
 * (32,766 on PostgreSQL), whatever the database allows, and the rest of the query binds a few of its own.
 */
export const IN_LIST_MAX = 900;

/** Runs `query` over `values` a list at a time, in order, so no query binds more of them than IN_LIST_MAX. */
export async function inChunks<T, R>(values: readonly T[], query: (chunk: T[]) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < values.length; start += IN_LIST_MAX) out.push(await query(values.slice(start, start + IN_LIST_MAX)));
  return out;
}
