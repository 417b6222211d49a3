/**
 * The file's 💙 Judge as a rubric of its own: Blue's ALIGNMENT, W+C+T+R per agent per round, as the file records it.
 * Neither the file nor RFC 0028 gives those dimensions a maximum (Blue calls them unbounded), so the file's 0–1 scale
 * is relative: a per-round total divided by the highest per-round total the same file's Judge gives. 1 is the file's
 * best-scored agent-round, not a perfect score; the pages say so wherever the file stands beside the judges.
 */
export const FILE_SCALE_NOTE =
  "The file's Judge scores on Blue's own scale, which has no maximum (neither the file nor RFC 0028 gives one), so on the 0–1 scale its per-round totals are divided by the highest per-round total it gives in the same dialogue: 1 is its best-scored agent-round, not a perfect score.";

/** The highest per-round total the file's Judge gives in each dialogue, from `unitKey → total`. */
export function fileMaxByDialogue(fileRounds: Map<string, number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const [key, total] of fileRounds) {
    const dialogueId = Number(key.split(":")[0]);
    out.set(dialogueId, Math.max(out.get(dialogueId) ?? 0, total));
  }
  return out;
}

/** One unit's file total on the 0–1 scale; null where the file has no score, or only zeros (no scale to read). */
export function fileOnScale(fileRounds: Map<string, number>, max: Map<number, number>): (key: string) => number | null {
  return (key) => {
    const total = fileRounds.get(key);
    const top = max.get(Number(key.split(":")[0])) ?? 0;
    return total === undefined || top <= 0 ? null : Math.max(0, total) / top;
  };
}

/**
 * The file's per-round values on the 0–1 scale, by unitKey then measure: each dimension (wisdom, consistency, …) by the
 * highest value of that dimension the same dialogue's Judge gives, as the total is; the total becomes "overall".
 */
export function fileMeasuresOnScale(fileRounds: Map<string, Record<string, number>>): Map<string, Record<string, number>> {
  const byDimension = new Map<string, Map<string, number>>();
  for (const [key, values] of fileRounds)
    for (const [dimension, value] of Object.entries(values)) {
      const column = byDimension.get(dimension) ?? new Map<string, number>();
      byDimension.set(dimension, column.set(key, value));
    }
  const out = new Map<string, Record<string, number>>();
  for (const [dimension, column] of byDimension) {
    const onScale = fileOnScale(column, fileMaxByDialogue(column));
    for (const key of column.keys()) {
      const value = onScale(key);
      if (value !== null) out.set(key, { ...out.get(key), [dimension === "total" ? "overall" : dimension]: value });
    }
  }
  return out;
}
