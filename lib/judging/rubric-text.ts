import type { RubricDimension } from "./rubric";

/**
 * A rubric's dimensions as an admin writes them, one block a dimension:
 *
 *     ## depth: Depth (0–4)
 *     How far the answer goes below the surface.
 *     0: Restates the question.
 *     4: Finds the cause and shows it.
 *
 * The heading gives key, label and bounds; plain lines are the description; `level: text` lines are the anchors.
 * Pure: parsed here, then checked by `rubricDimensionsSchema` (keys, bounds, anchors within them) at the action.
 */
export function dimensionsToText(dimensions: RubricDimension[]): string {
  return dimensions
    .map((d) =>
      [`## ${d.key}: ${d.label} (${d.min}–${d.max})`, ...(d.description ? [d.description] : []), ...d.anchors.map((a) => `${a.level}: ${a.text}`)].join("\n"),
    )
    .join("\n\n");
}

export type ParsedDimensions = { ok: true; dimensions: RubricDimension[] } | { ok: false; error: string };

/** Reads the text back; the first line it cannot read is named in the error. */
export function dimensionsFromText(text: string): ParsedDimensions {
  const out: RubricDimension[] = [];
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === "") continue;
    if (line.startsWith("## ")) {
      const heading = readHeading(line.slice(3));
      if (!heading) return { ok: false, error: `Line ${i + 1}: a dimension's heading is "## key: Label (min–max)".` };
      out.push({ ...heading, description: "", anchors: [] });
      continue;
    }
    const current = out.at(-1);
    if (!current) return { ok: false, error: `Line ${i + 1}: start with a dimension's heading, "## key: Label (min–max)".` };
    const anchor = readAnchor(line);
    if (anchor) current.anchors.push(anchor);
    else current.description = current.description ? `${current.description} ${line}` : line;
  }
  if (out.length === 0) return { ok: false, error: "Write at least one dimension." };
  return { ok: true, dimensions: out };
}

function readHeading(text: string): Pick<RubricDimension, "key" | "label" | "min" | "max"> | null {
  const colon = text.indexOf(":");
  const open = text.lastIndexOf("(");
  if (colon < 1 || open < colon || !text.endsWith(")")) return null;
  const bounds = text
    .slice(open + 1, -1)
    .split(/[–-]/)
    .map((n) => n.trim());
  if (bounds.length !== 2 || !bounds.every((n) => /^\d{1,4}$/.test(n))) return null;
  const label = text.slice(colon + 1, open).trim();
  if (!label) return null;
  return { key: text.slice(0, colon).trim(), label, min: Number(bounds[0]), max: Number(bounds[1]) };
}

function readAnchor(line: string): { level: number; text: string } | null {
  const colon = line.indexOf(":");
  if (colon < 1) return null;
  const level = line.slice(0, colon).trim();
  const text = line.slice(colon + 1).trim();
  return /^\d{1,4}$/.test(level) && text ? { level: Number(level), text } : null;
}
