import type { A52FileBlock } from "@/lib/contract";
import { closerLabel } from "@/lib/views/a52/a52-view";

/** The id a block's figure carries, so the files table can link to it. */
export const blockAnchor = (index: number) => `block-${index + 1}`;

/**
 * One supplied file: path, language, line count and how it was closed, then its content numbered line by line.
 * Plain text: highlighting would mean a grammar per language on the server, left out for now.
 */
export function FileBlock({ block, index, sourcePath }: { block: A52FileBlock; index: number | null; sourcePath: string | null }) {
  return (
    <figure
      id={index === null ? undefined : blockAnchor(index)}
      className="min-w-0 scroll-mt-16 overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <figcaption className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-b border-slate-200 bg-slate-100 px-3 py-1.5 text-xs dark:border-slate-800 dark:bg-slate-900">
        <span className="min-w-0 break-all font-mono font-semibold">{block.path}</span>
        <span>{block.language ?? "no language"}</span>
        <span>
          {block.lineCount} {block.lineCount === 1 ? "line" : "lines"}
        </span>
        <span>{closerLabel(block)}</span>
        {block.action ? <span className="font-semibold text-red-700 dark:text-red-300">action: {block.action}</span> : null}
        {sourcePath === null ? (
          <span>line {block.line}</span>
        ) : (
          <a href={`${sourcePath}#L${block.line}`} className="text-blue-700 underline dark:text-blue-300">
            source line {block.line}
          </a>
        )}
      </figcaption>
      {block.content === "" ? (
        <p className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">No content.</p>
      ) : (
        <pre tabIndex={0} aria-label={`Content of ${block.path}`} className="max-h-[32rem] overflow-auto bg-white py-2 text-xs leading-5 dark:bg-slate-950">
          <code className="source-lines">
            {block.content.split("\n").map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </code>
        </pre>
      )}
    </figure>
  );
}
