import { sourceAnchor } from "@/lib/anchors";
import type { Diagnostic, Severity } from "@/lib/contract";

const ORDER: Severity[] = ["error", "warning", "info"];
const TITLES: Record<Severity, string> = { error: "Errors", warning: "Warnings", info: "Notes" };

/**
 * The contract's diagnostics by severity, each linking to its line in the source view (on this page or `sourcePath`).
 * `idPrefix` keeps heading ids apart when two lists share a page; `compact` sets the text small.
 */
export function LintPanel({
  diagnostics,
  sourcePath = "",
  empty = "No diagnostics: the dialogue is canonical.",
  idPrefix = "lint",
  compact = false,
}: {
  diagnostics: Diagnostic[];
  sourcePath?: string;
  empty?: string;
  idPrefix?: string;
  compact?: boolean;
}) {
  const size = compact ? "text-sm " : "";
  if (diagnostics.length === 0) return <p className={`${size}text-slate-600 dark:text-slate-400`}>{empty}</p>;
  return (
    <div className="space-y-4">
      {ORDER.map((severity) => {
        const list = diagnostics.filter((d) => d.severity === severity);
        if (list.length === 0) return null;
        return (
          <section key={severity} aria-labelledby={`${idPrefix}-${severity}`}>
            <h3 id={`${idPrefix}-${severity}`} className={`mb-2 ${size}font-semibold`}>
              {TITLES[severity]} ({list.length})
            </h3>
            <ul className="space-y-1.5 text-sm">
              {list.map((d, i) => (
                <li
                  key={`${d.code}-${d.file ?? ""}-${d.line}-${i}`}
                  className="rounded border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900"
                >
                  <a href={`${sourcePath}#${sourceAnchor(d)}`} className="font-mono text-xs text-blue-700 underline dark:text-blue-300">
                    {d.file ? `${d.file}:` : "line "}
                    {d.line}
                  </a>{" "}
                  <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{d.code}</span> <span>{d.message}</span>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{d.hint}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
