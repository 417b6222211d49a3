import type { GoopReport } from "./types";

/** Keys that say where or how cleanly something was written, not what: a canonical render may change them. */
const PLACE_KEYS: ReadonlySet<string> = new Set(["line", "endLine", "lines", "wellFormed", "closed"]);

function withoutPlaces(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPlaces);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!PLACE_KEYS.has(k)) out[k] = withoutPlaces(v);
  return out;
}

/**
 * What a report says, without where it said it (line numbers, well-formedness, closure): everything here must survive
 * a canonical render, except a missing `version`, which render fills in.
 */
export function reportFacts(report: GoopReport | null): Record<string, unknown> | null {
  return report ? (withoutPlaces(report) as Record<string, unknown>) : null;
}
