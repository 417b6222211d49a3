import { randomBytes } from "node:crypto";
import { parseSetCookieHeader } from "better-auth/cookies";
import { authFor } from "@/lib/auth/auth";
import type { Role } from "@/lib/auth/roles";
import { signIn } from "@/lib/auth/sign-in";
import { createUser, setPassword } from "@/lib/db/users";
import { createDb } from "@/lib/db/client";
import { databaseTarget } from "@/lib/env";

export interface BenchSession {
  email: string;
  role: Role;
  /** The value of a Cookie header carrying the session. */
  cookie: string;
  /** Headers for fetch and bench/server.ts timeRequest/latency: `{ cookie }`. */
  headers: { cookie: string };
  /** Pass to startServer: the server must sign cookies with the key this process signed in with. */
  env: { ROUNDTABLE_AUTH_SECRET: string };
}

/** Passwords of the bench users this process made or reset, by database and email, so a second sign-in keeps the first session. */
const passwords = new Map<string, string>();

/**
 * The signing key shared by this process and the servers it starts: ROUNDTABLE_AUTH_SECRET when set, otherwise a
 * random one set here (before any auth instance reads it), so the bench never writes data/auth-secret.
 */
export function benchAuthSecret(): string {
  process.env.ROUNDTABLE_AUTH_SECRET ||= randomBytes(32).toString("base64url");
  return process.env.ROUNDTABLE_AUTH_SECRET;
}

/**
 * Signs in as the bench user of `role` on the database at `databaseUrl` (creating it with a random password through
 * lib/auth createUser the first time, resetting its password through setPassword when another process made it) by the
 * app's own sign-in (lib/auth signIn: throttle, better-auth's password check, a session row). Returns the Cookie
 * header for that session; start the server with `env` so it accepts it. Each call opens another session; calls in
 * one process keep the earlier ones valid.
 */
export async function signInBench(databaseUrl: string, options: { role?: Role; email?: string } = {}): Promise<BenchSession> {
  const role = options.role ?? "viewer";
  const email = options.email ?? `bench-${role}@example.org`;
  const secret = benchAuthSecret();
  const db = createDb(databaseTarget(databaseUrl));
  try {
    const key = `${databaseUrl}\n${email}`;
    let password = passwords.get(key);
    if (!password) {
      password = randomBytes(24).toString("base64url");
      const existing = await db.user.findUnique({ where: { email }, select: { id: true, role: true, disabledAt: true } });
      if (!existing) await createUser(db, { email, name: `Bench ${role}`, role, password });
      else {
        if (existing.role !== role || existing.disabledAt)
          throw new Error(`${email} exists with role ${existing.role}${existing.disabledAt ? ", disabled" : ""}: not a bench ${role}`);
        // Another process made it and its password is gone with it; a new one also ends that process's sessions.
        await setPassword(db, existing.id, password);
      }
      passwords.set(key, password);
    }
    const signedIn = await signIn(db, authFor(db, false), { email, password }, "127.0.0.1");
    if (!signedIn.ok) throw new Error(`bench sign-in as ${email} failed: ${signedIn.message}`);
    const cookie = [...parseSetCookieHeader(signedIn.setCookies.join(", "))].map(([name, v]) => `${name}=${encodeURIComponent(v.value)}`).join("; ");
    if (!cookie) throw new Error(`bench sign-in as ${email} returned no cookie`);
    return { email, role, cookie, headers: { cookie }, env: { ROUNDTABLE_AUTH_SECRET: secret } };
  } finally {
    await db.$disconnect();
  }
}

/**
 * Fails unless the server at `base` takes the session: `/search` must answer 200 (not a redirect to /sign-in), and
 * `/api/session` (what the header's name is filled in from) must name the bench user. Call it once after startServer,
 * before timing anything.
 */
export async function assertSignedIn(base: string, session: BenchSession): Promise<void> {
  const response = await fetch(`${base}/search`, { headers: session.headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`the server did not take the bench session: /search answered ${response.status} ${response.headers.get("location") ?? ""}`);
  const who = await fetch(`${base}/api/session`, { headers: session.headers });
  const email = who.ok ? ((await who.json()) as { email?: unknown }).email : undefined;
  if (email !== session.email) throw new Error(`the server did not take the bench session: /api/session names ${String(email)}, not ${session.email}`);
}
