import { z } from "zod";

/** Where to go after signing in: a path on this site only (`//evil.example` and `/\evil` are other sites to a browser). */
export const returnPathSchema = z
  .string()
  .max(2000)
  .refine((p) => p.startsWith("/") && !p.startsWith("//") && !p.startsWith("/\\"), "not a local path")
  .catch("/");
