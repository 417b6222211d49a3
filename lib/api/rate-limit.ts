/**
 * Requests per token, as a token bucket per process: `capacity` at once, refilled at `perMinute`. Several instances
 * each keep their own bucket, so the limit a client sees is per instance; it guards the server, not a quota.
 */
export interface RateLimiter {
  take(key: string, now?: number): { allowed: boolean; remaining: number; retryAfterSeconds: number };
}

export function rateLimiter(perMinute: number, capacity = perMinute): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = perMinute / 60_000;
  return {
    take(key, now = Date.now()) {
      const bucket = buckets.get(key) ?? { tokens: capacity, at: now };
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.at) * perMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return { allowed: false, remaining: 0, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / perMs / 1000) };
      bucket.tokens -= 1;
      return { allowed: true, remaining: Math.floor(bucket.tokens), retryAfterSeconds: 0 };
    },
  };
}
