import { z } from "zod";

const BASE = "http://return-path.invalid";
// Browsers drop tabs and newlines from URLs (so `/\t/evil` becomes `//evil`), read `\` as `/`, and a newline in a
// Location header is a server error: none of them belongs in a path we send people to.
const UNSAFE = /[\s\p{Cc}\p{Cf}\\]/u;

/** The path itself, re-serialised, when it stays on this site; null otherwise. */
function localPath(path: string): string | null {
  if (!path.startsWith("/") || path.startsWith("//") || UNSAFE.test(path)) return null;
  const url = new URL(path, BASE);
  if (url.origin !== BASE || /^\/(%2f|%5c)/i.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Where to go after signing in: a path on this site only (`//evil.example`, `/\evil` and `/%09/evil` are other sites to a browser). */
export const returnPathSchema = z
  .string()
  .max(2000)
  .transform((path, ctx) => localPath(path) ?? (ctx.addIssue({ code: "custom", message: "not a local path" }), z.NEVER))
  .catch("/");
