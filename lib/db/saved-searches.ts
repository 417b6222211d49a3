import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

export interface SavedSearchView {
  id: number;
  name: string;
  /** The query string of the search's address (`/search?…`), canonical. */
  query: string;
  updatedAt: Date;
}

const VIEW = { id: true, name: true, query: true, updatedAt: true } as const;

/** Two saved searches of one user never share a name: the unique index says so (P2002 from either generated client). */
function nameTaken(error: unknown, name: string): never {
  if ((error as { code?: unknown } | null)?.code === "P2002") throw new AppError("conflict", `You already have a search named “${name}”.`);
  throw error;
}

/** One user's saved searches, by name. Nobody else's are ever read here. */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearchView[]> {
  return db.savedSearch.findMany({ where: { userId }, select: VIEW, orderBy: [{ name: "asc" }, { id: "asc" }] });
}

export async function saveSearch(db: Db, userId: string, input: { name: string; query: string }): Promise<SavedSearchView> {
  if ((await db.savedSearch.count({ where: { userId } })) >= 200) throw new AppError("conflict", "You have 200 saved searches: delete some first.");
  return db.savedSearch.create({ data: { userId, name: input.name, query: input.query }, select: VIEW }).catch((e) => nameTaken(e, input.name));
}

/** Renames the user's own search; another user's id is "not found", exactly like an id that does not exist. */
export async function renameSavedSearch(db: Db, userId: string, input: { id: number; name: string }): Promise<void> {
  const { count } = await db.savedSearch.updateMany({ where: { id: input.id, userId }, data: { name: input.name } }).catch((e) => nameTaken(e, input.name));
  if (count === 0) throw new AppError("not-found", "That saved search no longer exists.");
}

export async function deleteSavedSearch(db: Db, userId: string, id: number): Promise<void> {
  const { count } = await db.savedSearch.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError("not-found", "That saved search no longer exists.");
}
