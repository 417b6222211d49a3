import { closesFence, fenceOpener } from "../core/fences";
import { splitLines } from "../core/text";
import { readHeader } from "./headers";

/** Message types only ACOR has; `## Output` or `## Suggestions` alone could be any markdown. */
const DISTINCTIVE = new Set(["Status", "Progress", "Error", "Input Needed", "AI Directive", "Session", "Session Checkpoint"]);

/** Line starts that belong to the other agent formats (A52 tags, GoopSpec envelopes) or to a dialogue's title. */
const FOREIGN_STARTS = ["<summary>", "<course_of_action>", "<file path=", "<files_updated>", "<goop_report", "# Alignment Dialogue", "# Dialogue "];

/**
 * How much a text looks like an ACOR transcript: the share of its `## ` headings (outside code) that are protocol
 * messages, scaled down when none is distinctive, when other markdown headings dominate, or when a line belongs to
 * another format. A dialogue's many `## Round N` / `## Expert Panel` headings keep its share low.
 */
export function detectAcor(text: string): number {
  let fence: string | null = null;
  let headings = 0;
  let known = 0;
  let distinctive = 0;
  let foreign = 0;
  let titles = 0;
  for (const line of splitLines(text)) {
    const trimmed = line.trim();
    if (fence) {
      if (closesFence(trimmed, fence)) fence = null;
      continue;
    }
    fence = fenceOpener(trimmed);
    if (fence) continue;
    if (FOREIGN_STARTS.some((s) => trimmed.startsWith(s))) foreign++;
    if (trimmed.startsWith("# ")) titles++;
    const header = readHeader(line);
    if (!header) continue;
    headings++;
    if (header.type === "unknown") continue;
    known++;
    if (DISTINCTIVE.has(header.type)) distinctive++;
  }
  if (known === 0) return 0;
  let score = (known / headings) * (distinctive > 0 ? 0.95 : 0.55);
  if (titles > 0) score *= 0.8;
  if (foreign > 0) score *= 0.3;
  return Math.round(score * 1000) / 1000;
}
