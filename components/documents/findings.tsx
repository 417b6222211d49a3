import { sourceAnchor } from "@/lib/anchors";
import type { Diagnostic, Severity } from "@/lib/contract";
import { InlineMarkdown } from "@/components/dialogue/markdown";

const TONE: Record<Severity, string> = {
  error: "border-red-300 dark:border-red-800",
  warning: "border-amber-300 dark:border-amber-800",
  info: "border-slate-200 dark:border-slate-800",
};
const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** A document's diagnostics, worst first then by line, each linking to its line in the source view (when there is one). */
export function Findings({ diagnostics, sourcePath, label = "Findings" }: { diagnostics: Diagnostic[]; sourcePath: string | null; label?: string }) {
  if (diagnostics.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No findings: the document is canonical.</p>;
  const sorted = [...diagnostics].sort((a, b) => ORDER[a.severity] - ORDER[b.severity] || a.line - b.line);
  return (
    <ul aria-label={label} className="space-y-1.5 text-sm">
      {sorted.map((d, i) => (
        <li key={`${d.code}-${d.line}-${i}`} className={`rounded border bg-white p-2 dark:bg-slate-900 ${TONE[d.severity]}`}>
          {sourcePath === null ? (
            <span className="font-mono text-xs">line {d.line}</span>
          ) : (
            <a href={`${sourcePath}#${sourceAnchor(d)}`} className="font-mono text-xs text-blue-700 underline dark:text-blue-300">
              line {d.line}
            </a>
          )}{" "}
          <span className="font-mono text-xs text-slate-600 dark:text-slate-400">
            {d.severity} · {d.code}
          </span>
          <p className="break-words">
            <InlineMarkdown text={d.message} />
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <InlineMarkdown text={d.hint} />
          </p>
        </li>
      ))}
    </ul>
  );
}
