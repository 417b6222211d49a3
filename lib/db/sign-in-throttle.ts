import type { Db } from "@/lib/db/client";
import { retryBusy } from "@/lib/db/retry";

/** Failed sign-ins allowed in a window: per account (guessing one password) and per address (spraying many). */
export const THROTTLE = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 };

export type ThrottleVerdict = { allowed: true; attempt: number[] } | { allowed: false; retryAfterSeconds: number };

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/**
 * Takes one attempt before any password is checked, and cannot be raced: the attempt is written (and committed)
 * first, then the window is counted. Whatever order parallel attempts commit in, the k-th of them counts at least k
 * rows, so no more than the limit ever go on to a password check. A refused attempt is removed again (it checked
 * nothing, and must not keep a lock from expiring); a checked one stays as a failure unless the password was right.
 */
export async function takeAttempt(db: Db, email: string, address: string, now = new Date()): Promise<ThrottleVerdict> {
  const keys = [
    [accountKey(email), THROTTLE.perAccount],
    [addressKey(address), THROTTLE.perAddress],
  ] as const;
  const attempt = await retryBusy(() =>
    db.$transaction([
      db.signInFailure.create({ data: { key: keys[0][0], createdAt: now }, select: { id: true } }),
      db.signInFailure.create({ data: { key: keys[1][0], createdAt: now }, select: { id: true } }),
      // Old failures count for nothing; dropping them here keeps the table small without a scheduler.
      db.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } }),
    ]),
  );
  const ids = [attempt[0].id, attempt[1].id];
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  for (const [key, limit] of keys) {
    const recent = await db.signInFailure.count({ where: { key, createdAt: { gt: since } } });
    if (recent > limit) {
      await releaseAttempt(db, ids);
      return { allowed: false, retryAfterSeconds: await secondsUntilFree(db, key, limit, now) };
    }
  }
  return { allowed: true, attempt: ids };
}

/** When the oldest of the failures that fill the window expires. */
async function secondsUntilFree(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  const recent = await db.signInFailure.findMany({
    where: { key, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    take: limit,
    select: { createdAt: true },
  });
  const frees = (recent.at(-1)?.createdAt.getTime() ?? now.getTime()) + THROTTLE.windowMs;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

/** Forgets an attempt that turned out not to be a failure (refused before checking, or the right password). */
export async function releaseAttempt(db: Db, attempt: number[]): Promise<void> {
  await retryBusy(() => db.signInFailure.deleteMany({ where: { id: { in: attempt } } }));
}

/** A correct password clears the account's count (not the address's: one success must not reset a spray). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await retryBusy(() => db.signInFailure.deleteMany({ where: { key: accountKey(email) } }));
}

/** The way out of a locked account (`roundtable user unlock EMAIL`): its failures are forgotten; returns how many. */
export async function unlockAccount(db: Db, email: string): Promise<number> {
  const { count } = await retryBusy(() => db.signInFailure.deleteMany({ where: { key: accountKey(email.trim()) } }));
  return count;
}
