import { detectA52Session, parseA52Session } from "./a52/session";
import { projectA52Session } from "./a52/project";
import { detectFormat } from "./formats";
import type { DocumentProjection } from "./core/projection";

/** Below this a JSON text is not taken for a PCPP history export. */
const SESSION_THRESHOLD = 0.5;

/** Whether the first few kilobytes of a JSON file show a document Roundtable reads (a PCPP history export). */
export function isDocumentJson(head: string): boolean {
  return detectA52Session(head) >= SESSION_THRESHOLD;
}

/**
 * How storage keeps a file that is not a dialogue, or null when it is one (or nothing else claims it): a PCPP history
 * export becomes an A52 session; any other text goes to the format that detects it, through that format's projection.
 */
export function projectText(text: string): DocumentProjection | null {
  if (detectA52Session(text) >= SESSION_THRESHOLD) return projectA52Session(parseA52Session(text));
  const format = detectFormat(text);
  return format.project ? format.project(format.parse(text)) : null;
}
