import type { LoadBenchFigures } from "./load";

/** Fresh entries replace the previous ones of the same key where they stood; entries with a new key come after. */
function mergeBy<T>(previous: readonly T[], fresh: readonly T[], key: (entry: T) => string, combine: (old: T, next: T) => T = (_, next) => next): T[] {
  const freshByKey = new Map(fresh.map((entry) => [key(entry), entry]));
  const kept = previous.map((entry) => {
    const next = freshByKey.get(key(entry));
    return next ? combine(entry, next) : entry;
  });
  const previousKeys = new Set(previous.map(key));
  return [...kept, ...fresh.filter((entry) => !previousKeys.has(key(entry)))];
}

/**
 * What a partial load run (`--loads <label>`) leaves in bench/results.json: its scenarios and mixes replace those of
 * the same setup and label, and every other figure keeps its last run, so measuring one mix again loses nothing.
 */
export function mergeLoadFigures(previous: LoadBenchFigures | undefined, fresh: LoadBenchFigures): LoadBenchFigures {
  if (!previous) return fresh;
  const setups = mergeBy(
    previous.setups,
    fresh.setups,
    (s) => s.setup,
    (old, next) => ({ ...next, scenarios: mergeBy(old.scenarios, next.scenarios, (s) => s.label) }),
  );
  const mixes = mergeBy(previous.mixes ?? [], fresh.mixes ?? [], (m) => `${m.setup}\n${m.label}`);
  return { ...fresh, setups, ...(mixes.length > 0 ? { mixes } : {}) };
}
