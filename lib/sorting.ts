/** Sorting words every sortable table shares: its direction in URLs, its next click, its aria-sort. Pure. */
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Where a click on a header leads: the other direction on the sorted column, else the column's first direction. */
export function nextDirection(sorted: boolean, current: SortDirection, first: SortDirection): SortDirection {
  if (!sorted) return first;
  return current === "asc" ? "desc" : "asc";
}

export function ariaSort(sorted: SortDirection | false): "ascending" | "descending" | "none" {
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none";
}
