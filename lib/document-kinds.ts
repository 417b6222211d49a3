/** What a reader calls each stored kind of document. */
export const KIND_LABELS: Record<string, string> = {
  dialogue: "Dialogue",
  a52: "A52 response",
  "a52-session": "A52 session",
  goopspec: "GoopSpec report",
  acor: "ACOR run",
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** Status words of other kinds that ask for attention (a blocked report, a failed run, a files list that disagrees). */
export const ATTENTION_STATUSES = ["blocked", "failed", "error", "mismatch", "input-needed", "partial"] as const;
