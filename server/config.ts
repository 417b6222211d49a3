import { availableParallelism } from "node:os";
import { z } from "zod";

const integer = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const configSchema = z.object({
  host: z.string().min(1),
  port: integer("PORT", 1, 65535),
  workers: integer("ROUNDTABLE_WORKERS", 1, 64),
  pageCacheMB: integer("ROUNDTABLE_PAGE_CACHE_MB", 0, 65536),
  warmUp: z.boolean(),
});

export type ServeConfig = z.infer<typeof configSchema>;

/**
 * How `npm start` serves: HOST and PORT; ROUNDTABLE_WORKERS processes sharing the port (one per core by default);
 * ROUNDTABLE_PAGE_CACHE_MB of rendered pages kept per worker (64 by default, 0 turns the cache off);
 * ROUNDTABLE_WARM_UP=0 starts each worker without rendering its first pages (server/warm-up.ts) before it listens.
 */
export function serveConfig(env: Record<string, string | undefined> = process.env): { ok: true; config: ServeConfig } | { ok: false; message: string } {
  const parsed = configSchema.safeParse({
    host: env.HOST || "127.0.0.1",
    port: env.PORT || "3000",
    workers: env.ROUNDTABLE_WORKERS || String(availableParallelism()),
    pageCacheMB: env.ROUNDTABLE_PAGE_CACHE_MB ?? "64",
    warmUp: (env.ROUNDTABLE_WARM_UP ?? "1").trim() !== "0",
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join("; ") };
  return { ok: true, config: parsed.data };
}
