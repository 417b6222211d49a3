import { z } from "zod";

/** How a refused start exits (EX_CONFIG), so server/serve.ts stops rather than starting the worker again. */
export const REFUSED_EXIT_CODE = 78;

/** How often a running instance refreshes its row; a row not refreshed for LIVE_MS belongs to a process that is gone. */
export const HEARTBEAT_MS = 10_000;
// Two heartbeats and some slack: a busy event loop or a slow write must not make a live instance look gone.
export const LIVE_MS = 2 * HEARTBEAT_MS + 5_000;

export const instanceSchema = z.object({
  id: z.string().min(1),
  host: z.string().min(1),
  pid: z.number().int().positive(),
  port: z.number().int().min(1).max(65535).nullable(),
  startedAt: z.date(),
  seenAt: z.date(),
  secretFromEnv: z.boolean(),
  secretDigest: z.string().regex(/^[0-9a-f]{64}$/),
});

export type InstanceRecord = z.infer<typeof instanceSchema>;

export type RefusalReason = "self-secret-from-file" | "other-secret-from-file" | "different-secrets";

export type StartVerdict = { ok: true; live: InstanceRecord[] } | { ok: false; reason: RefusalReason; other: InstanceRecord };

export interface CheckContext {
  now: Date;
  /** This machine's host name: a row of this host whose process is not running is a crashed start, not a peer. */
  host: string;
  isRunning: (pid: number) => boolean;
}

/** The other instances that are still there: seen within LIVE_MS, and on this host only while their process runs. */
export function liveOthers(self: InstanceRecord, rows: InstanceRecord[], context: CheckContext): InstanceRecord[] {
  return rows.filter(
    (row) =>
      row.id !== self.id &&
      context.now.getTime() - row.seenAt.getTime() <= LIVE_MS &&
      !(row.host === context.host && row.pid !== self.pid && !context.isRunning(row.pid)),
  );
}

/**
 * Whether this instance may serve next to the live ones: every instance sharing a database must sign session cookies
 * with the same key, and only the environment can promise that (data/auth-secret is generated per checkout), so with
 * another instance live both secrets must come from ROUNDTABLE_AUTH_SECRET and be equal (compared by digest).
 */
export function checkStart(self: InstanceRecord, rows: InstanceRecord[], context: CheckContext): StartVerdict {
  const live = liveOthers(self, rows, context);
  for (const other of live) {
    if (!self.secretFromEnv) return { ok: false, reason: "self-secret-from-file", other };
    if (!other.secretFromEnv) return { ok: false, reason: "other-secret-from-file", other };
    if (other.secretDigest !== self.secretDigest) return { ok: false, reason: "different-secrets", other };
  }
  return { ok: true, live };
}

const WHY: Record<RefusalReason, string> = {
  "self-secret-from-file": "this instance's session signing key comes from data/auth-secret, not from ROUNDTABLE_AUTH_SECRET",
  "other-secret-from-file": "that instance's session signing key comes from its data/auth-secret, not from ROUNDTABLE_AUTH_SECRET",
  "different-secrets": "the two instances have different ROUNDTABLE_AUTH_SECRET values",
};

/**
 * The one paragraph printed when start-up is refused (or, `running`, when a heartbeat finds a conflicting instance
 * that started while this one's row was stale): which instance, why, and the fix.
 */
export function refusalMessage(verdict: Extract<StartVerdict, { ok: false }>, now: Date, when: "start" | "running" = "start"): string {
  const { other } = verdict;
  const seen = Math.max(0, Math.round((now.getTime() - other.seenAt.getTime()) / 1000));
  const where = `${other.host}${other.port ? `:${other.port}` : ""} (pid ${other.pid}, started ${other.startedAt.toISOString()}, seen ${seen} s ago)`;
  return (
    `roundtable: ${when === "start" ? "refusing to start: another instance" : "warning: another instance"}, ${where}, serves the same database, and ${WHY[verdict.reason]}, ` +
    `so a session signed in on one instance would be refused by the other. Fix: set ROUNDTABLE_AUTH_SECRET to the same ` +
    `value of at least 32 characters on every instance (e.g. the output of \`openssl rand -base64 32\`), then restart ` +
    `them all. If that instance is gone, its registration expires ${Math.round(LIVE_MS / 1000)} s after it was last seen.`
  );
}
