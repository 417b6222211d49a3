import type { Severity } from "@/lib/contract";
import { sourceAnchor } from "@/lib/anchors";

export interface SourceFile {
  path: string | null;
  text: string;
}

/**
 * The markdown as imported, with line numbers; `#L12` (or `#L-<file>-12`) lands on and highlights the line, and a
 * line with a diagnostic is marked in the gutter. A line is a bare span and its number a CSS counter (globals.css,
 * `.source-lines`): a long dialogue has thousands of lines, and per-line classes and links tripled its size.
 */
export function SourceView({ files, flagged }: { files: SourceFile[]; flagged: Map<string, Severity> }) {
  return (
    <div className="space-y-6">
      {files.map((file) => (
        <figure key={file.path ?? "source"} className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
          {file.path ? (
            <figcaption className="border-b border-slate-200 bg-slate-100 px-3 py-1.5 font-mono text-xs dark:border-slate-800 dark:bg-slate-900">
              {file.path}
            </figcaption>
          ) : null}
          <pre
            tabIndex={0}
            aria-label={file.path ? `Source of ${file.path}` : "Source"}
            className="overflow-x-auto bg-white py-2 text-xs leading-5 dark:bg-slate-950"
          >
            <code className="source-lines">
              {file.text.split("\n").map((line, i) => {
                const id = sourceAnchor({ line: i + 1, ...(file.path ? { file: file.path } : {}) });
                return (
                  <span key={id} id={id} data-lint={flagged.get(`${file.path ?? ""}:${i + 1}`)}>
                    {line}
                  </span>
                );
              })}
            </code>
          </pre>
        </figure>
      ))}
    </div>
  );
}
