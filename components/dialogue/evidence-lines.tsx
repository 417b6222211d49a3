import { sourceAnchor } from "@/lib/anchors";
import type { CoreAuditEvidence } from "@/lib/contract";

const link = "font-mono text-xs link";

/** The lines a finding or a move stands on, each a link to its place in the source view and its text as the file has it. */
export function EvidenceLines({ lines, sourcePath, label }: { lines: CoreAuditEvidence[]; sourcePath: string; label: string }) {
  return (
    <ul aria-label={label} className="mt-1 space-y-0.5">
      {lines.map((e) => (
        <li key={`${e.file ?? ""}:${e.line}`} className="flex min-w-0 gap-2">
          <a href={`${sourcePath}#${sourceAnchor(e)}`} className={`${link} shrink-0`}>
            {e.file ? `${e.file}:${e.line}` : `line ${e.line}`}
          </a>
          <code className="min-w-0 truncate text-xs text-slate-700 dark:text-slate-300" title={e.text}>
            {e.text.trim()}
          </code>
        </li>
      ))}
    </ul>
  );
}
