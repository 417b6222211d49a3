import { z } from "zod";

const BASE = "http://return-path.invalid";
// Browsers drop tabs and newlines from URLs (so `/\t/evil` becomes `//evil`), read `\` as `/`, and a newline in a
// Location header is a server error: none of them belongs in a path we send people to.
const UNSAFE = /[\s\p{Cc}\p{Cf}\\]/u;

/** A path a browser reads as this site's, as written (before any dot segment is resolved). */
const looksLocal = (path: string) => path.startsWith("/") && !path.startsWith("//") && !/^\/(%2f|%5c)/i.test(path) && !UNSAFE.test(path);

/**
 * The path itself, re-serialised, when it stays on this site; null otherwise. The normalised result is checked
 * again: resolving dot segments turns `/.//evil.example` (or `/%2e//`, `/a/..//`) into `//evil.example`.
 */
function localPath(path: string): string | null {
  if (!looksLocal(path)) return null;
  const url = new URL(path, BASE);
  if (url.origin !== BASE) return null;
  const normal = url.pathname + url.search + url.hash;
  return looksLocal(normal) && new URL(normal, BASE).href === url.href ? normal : null;
}

/** Where to go after signing in: a path on this site only (`//evil.example`, `/\evil` and `/%09/evil` are other sites to a browser, and so is `/.//evil` once its dot segment is resolved). */
export const returnPathSchema = z
  .string()
  .max(2000)
  .transform((path, ctx) => localPath(path) ?? (ctx.addIssue({ code: "custom", message: "not a local path" }), z.NEVER))
  .catch("/");
