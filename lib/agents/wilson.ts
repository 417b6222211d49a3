import type { Interval } from "./bootstrap";

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The 95 % Wilson score interval of a proportion k/n: unlike k/n ± z·se it stays inside [0, 1] and is not of zero width
 * at 0 or n, which is where small panels' counts sit. Null without trials (nothing to estimate).
 */
export function wilsonInterval(k: number, n: number, z = Z95): Interval | null {
  if (n <= 0 || k < 0 || k > n) return null;
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A share with its interval and the count behind it, as every corpus figure is shown. */
export interface Proportion {
  k: number;
  n: number;
  /** k/n; null without trials. */
  share: number | null;
  interval: Interval | null;
}

export function proportion(k: number, n: number): Proportion {
  return { k, n, share: n > 0 ? k / n : null, interval: wilsonInterval(k, n) };
}
