import { z } from "zod";
import { AppError } from "./errors";

const DEFAULT_DATABASE_URL = "file:./data/roundtable.db";

const databaseUrlSchema = z.string().refine((url) => url.startsWith("file:") || url.startsWith("postgres://") || url.startsWith("postgresql://"), {
  message: "DATABASE_URL must start with file:, postgres:// or postgresql://",
});

export type DatabaseTarget = { provider: "sqlite"; file: string; url: string } | { provider: "postgres"; url: string };

/** Reads DATABASE_URL (empty counts as unset) and says which database and driver it means. */
export function databaseTarget(raw: string | undefined = process.env.DATABASE_URL): DatabaseTarget {
  const parsed = databaseUrlSchema.safeParse(raw || DEFAULT_DATABASE_URL);
  if (!parsed.success) throw new AppError("config-invalid", parsed.error.issues[0]?.message ?? "DATABASE_URL is invalid");
  const url = parsed.data;
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    if (!file) throw new AppError("config-invalid", "DATABASE_URL file: needs a path, e.g. file:./data/roundtable.db");
    return { provider: "sqlite", file, url };
  }
  return { provider: "postgres", url };
}

/** Loggable form of a database URL: the password never reaches a log line. */
export function redactedUrl(target: DatabaseTarget): string {
  if (target.provider === "sqlite") return target.url;
  try {
    const u = new URL(target.url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://…";
  }
}
