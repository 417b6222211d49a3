import type { Db } from "@/lib/db/client";

/** Failed sign-ins allowed in a window: per account (guessing one password) and per address (spraying many). */
export const THROTTLE = { windowMs: 15 * 60 * 1000, perAccount: 5, perAddress: 20 };

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;

/** Refuses once either key has used up its failures in the window; says when the oldest of them expires. */
export async function checkThrottle(db: Db, email: string, address: string, now = new Date()): Promise<ThrottleVerdict> {
  const since = new Date(now.getTime() - THROTTLE.windowMs);
  for (const [key, limit] of [[accountKey(email), THROTTLE.perAccount], [addressKey(address), THROTTLE.perAddress]] as const) {
    const recent = await db.signInFailure.findMany({ where: { key, createdAt: { gt: since } }, orderBy: { createdAt: "desc" }, take: limit, select: { createdAt: true } });
    if (recent.length >= limit) {
      const frees = recent[recent.length - 1]!.createdAt.getTime() + THROTTLE.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
    }
  }
  return { allowed: true };
}

export async function recordFailure(db: Db, email: string, address: string, now = new Date()): Promise<void> {
  await db.$transaction([
    db.signInFailure.createMany({ data: [{ key: accountKey(email), createdAt: now }, { key: addressKey(address), createdAt: now }] }),
    // Old failures count for nothing; dropping them here keeps the table small without a scheduler.
    db.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } } }),
  ]);
}

/** A correct password clears the account's count (not the address's: one success must not reset a spray). */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await db.signInFailure.deleteMany({ where: { key: accountKey(email) } });
}
