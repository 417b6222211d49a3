import { sourceAnchor } from "./lint-panel";

export interface SourceFile {
  path: string | null;
  text: string;
}

/** The markdown as imported, with line numbers; `#L12` (or `#L-<file>-12`) lands on and highlights the line. */
export function SourceView({ files }: { files: SourceFile[] }) {
  return (
    <div className="space-y-6">
      {files.map((file) => (
        <figure key={file.path ?? "source"} className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
          {file.path ? <figcaption className="border-b border-slate-200 bg-slate-100 px-3 py-1.5 font-mono text-xs dark:border-slate-800 dark:bg-slate-900">{file.path}</figcaption> : null}
          <pre className="max-h-[32rem] overflow-auto bg-white py-2 text-xs leading-5 dark:bg-slate-950">
            <code>
              {file.text.split("\n").map((line, i) => {
                const id = sourceAnchor({ line: i + 1, ...(file.path ? { file: file.path } : {}) });
                return (
                  <span key={id} id={id} className="block scroll-mt-24 pr-3 target:bg-amber-200 dark:target:bg-amber-800/70">
                    <a href={`#${id}`} aria-label={`Line ${i + 1}`} className="inline-block w-12 select-none pr-3 text-right text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200">{i + 1}</a>
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
