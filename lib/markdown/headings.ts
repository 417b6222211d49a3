/**
 * The level each of a text's headings takes under a page heading of level `base`, in document order: the text's own
 * levels ranked (a text of `##` and `####` has two), starting one below `base`, and never more than one below the
 * heading before it, so the page's outline never skips (an agent's lone `## [MOVE:CONVERGE]` under an h4 is an h5).
 */
export function headingLevels(levels: number[], base: number): number[] {
  const used = [...new Set(levels)].sort((a, b) => a - b);
  let previous = base;
  return levels.map((level) => {
    const shown = Math.min(6, base + 1 + used.indexOf(level), previous + 1);
    previous = shown;
    return shown;
  });
}
