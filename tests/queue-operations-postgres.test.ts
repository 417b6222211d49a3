import { afterAll, beforeAll, describe, it, vi } from "vitest";
import { queueOperationsSuite } from "./helpers/queue-operations-suite";

const env = vi.hoisted(() => {
  process.env.ROUNDTABLE_AUTH_SECRET = "queue-operations-test-secret-0123456789abcdef";
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "1";
  return { acting: { cookie: "" }, cleanup: async () => undefined as void };
});

// Next's request scope exists only inside a Next server: the cookie is the one a real sign-in produced.
vi.mock("next/headers", () => ({
  headers: async () => new Headers(env.acting.cookie ? { cookie: env.acting.cookie } : {}),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { db } from "@/lib/db/client";
import { tempPostgres } from "./helpers/temp-postgres";

// Set by .ci/run; without a PostgreSQL server this suite is skipped, and says so.
const ADMIN_URL = process.env.PG_TEST_URL;
if (ADMIN_URL) {
  // The app's own client reads DATABASE_URL on first use, which comes after this throw-away database exists.
  beforeAll(async () => {
    const made = await tempPostgres(ADMIN_URL);
    await made.db.$disconnect();
    process.env.DATABASE_URL = made.url;
    env.cleanup = made.cleanup;
  }, 60_000);
  afterAll(async () => {
    await db().$disconnect();
    await env.cleanup();
  });
  queueOperationsSuite("PostgreSQL", env.acting);
} else describe.skip("queue operations on PostgreSQL (skipped: PG_TEST_URL is not set)", () => it("needs PG_TEST_URL", () => undefined));
