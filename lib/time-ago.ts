const STEPS: [limitSeconds: number, unitSeconds: number, unit: string][] = [
  [60, 1, "second"],
  [3600, 60, "minute"],
  [86400, 3600, "hour"],
  [86400 * 30, 86400, "day"],
  [86400 * 365, 86400 * 30, "month"],
  [Infinity, 86400 * 365, "year"],
];

/** "just now", "5 minutes ago", "3 days ago": how long before `now` a moment was, in its largest whole unit. */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds < 45) return "just now";
  const [, unitSeconds, unit] = STEPS.find(([limit]) => seconds < limit)!;
  const n = Math.max(1, Math.floor(seconds / unitSeconds));
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/** A moment as UTC text for a tooltip and the CSV-minded: "2026-11-24 21:30 UTC". */
export function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
