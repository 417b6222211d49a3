import type { AuditFinding, AuditRule } from "./core/audit";
import type { DocumentKind, FormatContract, FormatDocument } from "./core/format";
import { AUDIT_RULES, dialogueFormat } from "./dialogue";
import { a52Format } from "./a52";
import { acorFormat } from "./acor";
import { goopspecFormat } from "./goopspec";

/**
 * The registry of document formats. Order matters only for ties in `detect`: the dialogue comes last, because it is
 * the fallback every markdown file can be read as (its diagnostics then say what is missing).
 * Each new format adds its contract here, and nowhere else.
 */
const registry: FormatContract[] = [goopspecFormat, a52Format, acorFormat, dialogueFormat];
export const FORMATS: readonly FormatContract[] = registry;

/**
 * Adds a format to the registry, ahead of the dialogue fallback (a kind already registered is left as it is). The
 * built-in formats are listed above; this is the door for a format kept elsewhere, such as a test's toy format:
 * everything in the app that lists kinds reads `FORMATS`, so the new kind is detected, stored, searched and shown.
 */
export function registerFormat(format: FormatContract): void {
  if (registry.some((f) => f.kind === format.kind)) return;
  registry.splice(registry.indexOf(dialogueFormat), 0, format);
}

/** Below this, no format claims the text and it is read as a dialogue. */
const CLAIM_THRESHOLD = 0.5;

export function formatOf(kind: DocumentKind): FormatContract {
  const found = FORMATS.find((f) => f.kind === kind);
  if (!found) throw new Error(`no format registered for ${kind}`);
  return found;
}

/** The format a text is written in, from its content alone; a dialogue when no other format claims it. */
export function detectFormat(text: string): FormatContract {
  let best: FormatContract = dialogueFormat;
  let bestScore = CLAIM_THRESHOLD;
  for (const format of FORMATS) {
    if (format === dialogueFormat) continue;
    const score = format.detect(text);
    if (score > bestScore) {
      best = format;
      bestScore = score;
    }
  }
  return best;
}

/** Parses text in whatever format it is written in. */
export function parseDocument(text: string): FormatDocument {
  return detectFormat(text).parse(text);
}

/**
 * What a format's audit finds in a document it parsed from `source`: its claim against its delivery (docs/audit.md);
 * none for a format with no audit. The dialogue's convergence audit reads the whole reading and has its own path.
 */
export function auditDocument(format: FormatContract, doc: FormatDocument, source: string): AuditFinding[] {
  return format.audit ? format.audit(doc, source) : [];
}

/** The model, agent or tool a document names, as its format reads it; null when it names none or the format has no audit. */
export function auditSubject(format: FormatContract, doc: FormatDocument): string | null {
  return format.auditSubject ? format.auditSubject(doc) : null;
}

/** Every audit rule of every registered format, the dialogue's convergence rules first, in the order pages list them. */
export function allAuditRules(): readonly AuditRule[] {
  return [...AUDIT_RULES, ...FORMATS.flatMap((f) => f.auditRules ?? [])];
}
