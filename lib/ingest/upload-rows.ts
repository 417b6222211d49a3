import type { Severity } from "@/lib/contract";
import { documentHref } from "@/lib/document-href";
import type { ImportOutcome, OutcomeStatus } from "./pipeline";

/** A rejected file's reasons shown at most; the rest are counted. */
export const MAX_SHOWN_DIAGNOSTICS = 50;

export interface UploadDiagnostic {
  severity: Severity;
  code: string;
  file: string | null;
  line: number;
  message: string;
  hint: string;
}

/** One line of an upload's result, as the page shows it. */
export interface UploadRow {
  path: string;
  status: OutcomeStatus;
  title: string | null;
  /** Where the stored document is read (imported, updated or unchanged); null when rejected or archived. */
  href: string | null;
  /** Where its diagnostics are listed: a dialogue's Lint section, any other kind's source page with its findings. */
  lintHref: string | null;
  /** Unchanged because the same content is stored under another path or source. */
  elsewhere: boolean;
  /** A rejected or skipped file's reasons, each with its line, in order (the first MAX_SHOWN_DIAGNOSTICS). */
  reasons: UploadDiagnostic[];
  /** How many diagnostics there are in all: a stored document's lint, or a rejection's reasons. */
  diagnostics: number;
}

const ORDER: Record<OutcomeStatus, number> = { rejected: 0, imported: 1, updated: 2, unchanged: 3, skipped: 4 };

/** The outcomes as rows, rejected first (what needs a look), each stored one linked where it is read (/d/ for dialogues, /r/ for other kinds). */
export function uploadRows(outcomes: ImportOutcome[]): UploadRow[] {
  return outcomes
    .map((o, i) => ({ o, i }))
    .sort((a, b) => ORDER[a.o.status] - ORDER[b.o.status] || a.i - b.i)
    .map(({ o }) => {
      const link = o.status !== "rejected" && o.status !== "skipped" && o.slug && o.kind ? { slug: o.slug, kind: o.kind } : null;
      const href = link ? documentHref(link.kind, link.slug) : null;
      return {
        path: o.path,
        status: o.status,
        title: o.title,
        href,
        lintHref: href && link ? (link.kind === "dialogue" ? `${href}#lint` : `${href}/source`) : null,
        elsewhere: o.existing !== undefined,
        reasons:
          o.status === "rejected" || o.status === "skipped"
            ? o.diagnostics
                .slice(0, MAX_SHOWN_DIAGNOSTICS)
                .map((d) => ({ severity: d.severity, code: d.code, file: d.file ?? null, line: d.line, message: d.message, hint: d.hint }))
            : [],
        diagnostics: o.status === "rejected" || o.status === "skipped" ? o.diagnostics.length : o.diagnosticCount,
      };
    });
}
