/** Page numbers to show around the current one: always the first and last, `null` for a gap. */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const pages = new Set([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const previous = out.at(-1);
    // A gap of one page is shown as that page: "1 2 3", never "1 … 3".
    if (typeof previous === "number" && p - previous === 2) out.push(previous + 1);
    else if (typeof previous === "number" && p - previous > 2) out.push(null);
    out.push(p);
  }
  return out;
}
