import { sourceAnchor } from "@/lib/anchors";
import type { Diagnostic, Severity } from "@/lib/contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { InlineMarkdown } from "./markdown";
import { ExpandAll } from "./expand-all";
import { groupDiagnostics, severityCounts } from "./lint-groups";
import { capped, PAGE_BUDGET } from "@/lib/page-budget";

const TONE: Record<Severity, BadgeTone> = { error: "danger", warning: "warning", info: "info" };
const WORD: Record<Severity, [string, string]> = { error: ["error", "errors"], warning: ["warning", "warnings"], info: ["note", "notes"] };

// Few enough to read at a glance: shown open.
const OPEN_AT_MOST = 5;

/**
 * The contract's diagnostics grouped by code (errors first), each group collapsed to its count, severity and what the
 * code checks, and opened to its diagnostics, each linking to its line in the source view (on this page or
 * `sourcePath`). `idPrefix` keeps ids apart when two lists share a page; `compact` sets the text small.
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
  if (diagnostics.length === 0) return <p className={`${size}muted`}>{empty}</p>;
  const groups = groupDiagnostics(diagnostics);
  const open = diagnostics.length <= OPEN_AT_MOST;
  const listId = `${idPrefix}-groups`;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={`${size}text-slate-700 dark:text-slate-300`}>
          {severityCounts(diagnostics)} under {groups.length} {groups.length === 1 ? "code" : "codes"}
        </p>
        {groups.length > 1 ? <ExpandAll targetId={listId} label="diagnostics" /> : null}
      </div>
      <ul id={listId} aria-label="Diagnostics by code" className="space-y-1.5 text-sm">
        {groups.map((g) => {
          const [one, many] = WORD[g.severity];
          const count = g.diagnostics.length;
          return (
            <li key={g.code} className="rounded border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
              <details open={open} className="group">
                <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-2 gap-y-1 rounded p-2 hover:bg-slate-50 focus-ring dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
                  <span aria-hidden="true" className="inline-block w-3 text-slate-500 transition-transform group-open:rotate-90 dark:text-slate-400">
                    ›
                  </span>
                  <Badge tone={TONE[g.severity]}>
                    {count} {count === 1 ? one : many}
                  </Badge>
                  <span className="font-mono text-xs font-medium">{g.code}</span>
                  <span className="min-w-0 flex-1 basis-64 muted">
                    <InlineMarkdown text={g.summary} />
                  </span>
                </summary>
                <div className="border-t border-slate-200 px-2 pb-2 pt-1.5 dark:border-slate-800">
                  {g.hint ? (
                    <p className="mb-1.5 text-xs muted">
                      Fix: <InlineMarkdown text={g.hint} />
                    </p>
                  ) : null}
                  <ol className="space-y-1">
                    {capped(g.diagnostics).shown.map((d, i) => (
                      <li key={`${d.file ?? ""}-${d.line}-${i}`} className="break-words">
                        <a href={`${sourcePath}#${sourceAnchor(d)}`} className="font-mono text-xs link">
                          {d.file ? `${d.file}:` : "line "}
                          {d.line}
                        </a>{" "}
                        <span>
                          <InlineMarkdown text={d.message} />
                        </span>
                        {g.hint ? null : (
                          <p className="text-xs text-slate-500 dark:text-slate-400">
                            <InlineMarkdown text={d.hint} />
                          </p>
                        )}
                      </li>
                    ))}
                    {count > PAGE_BUDGET.listItems ? (
                      <li className="muted">and {(count - PAGE_BUDGET.listItems).toLocaleString("en")} more (every one in the CLI&apos;s `roundtable lint`)</li>
                    ) : null}
                  </ol>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
