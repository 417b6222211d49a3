import type { Interval } from "./bootstrap";

/** The normal quantile of a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The 95 % Wilson score interval of a proportion, `successes` of `trials`: it stays inside [0, 1] and is not zero-wide
 * at 0 or n successes, as the normal approximation is. Null with no trials (there is no proportion).
 */
export function wilsonInterval(successes: number, trials: number, z = Z95): Interval | null {
  if (trials <= 0 || successes < 0 || successes > trials) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
