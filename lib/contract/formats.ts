import type { DocumentKind, FormatContract, FormatDocument } from "./core/format";
import { a52Format } from "./a52";
import { acorFormat } from "./acor";
import { dialogueFormat } from "./dialogue";
import { goopspecFormat } from "./goopspec";

/**
 * The registry of document formats. Order matters only for ties in `detect`: the dialogue comes last, because it is
 * the fallback every markdown file can be read as (its diagnostics then say what is missing).
 * Each new format adds its contract here, and nowhere else.
 */
export const FORMATS: readonly FormatContract[] = [goopspecFormat, a52Format, acorFormat, dialogueFormat] as const;

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
