import { sourceAnchor } from "@/lib/anchors";
import type { Diagnostic, Severity } from "@/lib/contract";

const MARK: Record<Severity, string> = {
  error: "border-red-300 dark:border-red-800",
  warning: "border-amber-300 dark:border-amber-800",
  info: "border-slate-200 dark:border-slate-800",
};

/** The contract's findings on one report, each linking to its line in the source view. */
export function GoopFindings({ diagnostics, sourcePath = "" }: { diagnostics: Diagnostic[]; sourcePath?: string }) {
  if (diagnostics.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No findings: the report follows the spec.</p>;
  return (
    <ul className="space-y-1.5 text-sm">
      {diagnostics.map((d, i) => (
        <li key={`${d.code}-${d.line}-${i}`} className={`rounded border-l-4 border bg-white p-2 dark:bg-slate-900 ${MARK[d.severity]}`}>
          <a href={`${sourcePath}#${sourceAnchor(d)}`} className="font-mono text-xs text-blue-700 underline dark:text-blue-300">
            line {d.line}
          </a>{" "}
          <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{d.code}</span>{" "}
          <span className="text-xs uppercase text-slate-500 dark:text-slate-400">{d.severity}</span>
          <p>{d.message}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{d.hint}</p>
        </li>
      ))}
    </ul>
  );
}
