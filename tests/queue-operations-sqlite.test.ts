import { rmSync } from "node:fs";
import { afterAll, beforeAll, vi } from "vitest";
import { queueOperationsSuite } from "./helpers/queue-operations-suite";

// The app's own client reads DATABASE_URL on first use: a throw-away file, named before anything imports it.
const env = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR || "/tmp"}/roundtable-qops-${process.pid}-${Date.now()}`;
  process.env.DATABASE_URL = `file:${dir}/qops.db`;
  process.env.ROUNDTABLE_AUTH_SECRET = "queue-operations-test-secret-0123456789abcdef";
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1";
  return { dir, acting: { cookie: "" } };
});

// Next's request scope exists only inside a Next server: the cookie is the one a real sign-in produced.
vi.mock("next/headers", () => ({
  headers: async () => new Headers(env.acting.cookie ? { cookie: env.acting.cookie } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { mkdirSync } from "node:fs";
import { db } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { databaseTarget } from "@/lib/env";

beforeAll(async () => {
  mkdirSync(env.dir, { recursive: true });
  await applyMigrations(databaseTarget());
});
afterAll(async () => {
  await db().$disconnect();
  rmSync(env.dir, { recursive: true, force: true });
});

queueOperationsSuite("SQLite", env.acting);
