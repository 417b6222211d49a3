import { detectA52Session, parseA52Session } from "./a52/session";
import { projectA52Session } from "./a52/project";
import { detectFormat } from "./formats";
import type { AuditFinding } from "./core/audit";
import type { DocumentProjection } from "./core/projection";

/**
 * The version of what storage keeps of a reading: bump it whenever any format's parse, projection or audit changes
 * what a stored row or its child rows hold. Rows written under an older version are re-projected from their stored
 * text at start (`roundtable reproject`, docs/architecture.md), so the index never lags behind the pages.
 */
// 2: the agents board's seats (AgentSeat), written from a dialogue's rows at save.
export const PROJECTION_VERSION = 2;

/** Below this a JSON text is not taken for a PCPP history export. */
const SESSION_THRESHOLD = 0.5;

/** Whether the first few kilobytes of a JSON file show a document Roundtable reads (a PCPP history export). */
export function isDocumentJson(head: string): boolean {
  return detectA52Session(head) >= SESSION_THRESHOLD;
}

/** What storage keeps of a document that is not a dialogue: its projection, and its format's audit findings. */
export interface TextReading {
  projection: DocumentProjection;
  /** What its format's `audit` found (empty for a format without one, and for an A52 session). */
  findings: AuditFinding[];
  /** The model, agent or tool the document names, as its format reads it (`auditSubject`); null when it names none. */
  subject: string | null;
}

/**
 * How storage keeps a file that is not a dialogue, or null when it is one (or nothing else claims it): a PCPP history
 * export becomes an A52 session; any other text goes to the format that detects it, through that format's projection
 * and, with `audit`, its audit.
 */
export function readText(text: string, options: { audit: boolean } = { audit: true }): TextReading | null {
  if (detectA52Session(text) >= SESSION_THRESHOLD) return { projection: projectA52Session(parseA52Session(text)), findings: [], subject: null };
  const format = detectFormat(text);
  if (!format.project) return null;
  const document = format.parse(text);
  return {
    projection: format.project(document),
    findings: options.audit && format.audit ? format.audit(document, text) : [],
    subject: format.auditSubject ? format.auditSubject(document) : null,
  };
}

/** A non-dialogue file's projection alone (see `readText`). */
export function projectText(text: string): DocumentProjection | null {
  return readText(text, { audit: false })?.projection ?? null;
}
