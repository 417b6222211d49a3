/**
 * The text the dialogue index filters on. Prisma's `contains` becomes LIKE with no escape clause on SQLite, and
 * PostgreSQL reads `\` as LIKE's escape, so `%`, `_` and `\` are stored (and searched) as private-use characters:
 * a filter then matches literally on both databases. Migration 20261122120000 writes the same mapping in SQL.
 */
const LIKE_SPECIALS: Record<string, string> = { "%": "\uE000", _: "\uE001", "\\": "\uE002" };

export function searchKeyOf(text: string): string {
  let out = "";
  for (const ch of text.toLowerCase()) out += LIKE_SPECIALS[ch] ?? ch;
  return out;
}
