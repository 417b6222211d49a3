import type { A52Document } from "@/lib/contract";
import { FILE_ROW_LABELS, fileRows, type FileRowMark } from "@/lib/views/a52/a52-view";
import { ColumnHeads } from "@/components/data-table/column-heads";
import { blockAnchor } from "./file-block";

const MARK_TONE: Record<FileRowMark, string> = {
  "listed-and-supplied": "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  "listed-only": "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
  "supplied-only": "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  "prefix-match": "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
};

const lines = (n: number) => `${n} ${n === 1 ? "line" : "lines"}`;

/** The files list against the blocks, one row a path: its listed status, its block, and how the two agree. */
export function FilesTable({ document, linkBlocks = true }: { document: A52Document; linkBlocks?: boolean }) {
  const rows = fileRows(document);
  if (rows.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No files listed and no file blocks.</p>;
  return (
    // Focusable so a keyboard can scroll it when a narrow screen makes it wider than its box.
    <div tabIndex={0} role="group" aria-label="Files listed and supplied" className="overflow-x-auto">
      {document.filesList === null ? (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">The response has no files list; every block counts as supplied only.</p>
      ) : null}
      <table aria-label="Files listed and supplied" className={`w-full text-left text-sm ${linkBlocks ? "sm:min-w-[32rem]" : ""}`}>
        <thead className="border-b border-slate-300 text-xs uppercase text-slate-600 dark:border-slate-700 dark:text-slate-400">
          <ColumnHeads
            className="py-1.5"
            columns={[
              { label: "Path", className: "pr-3" },
              { label: "Agreement", className: "pr-3" },
              { label: "Listed status", className: "pr-3" },
              { label: "Block" },
            ]}
          />
        </thead>
        <tbody>
          {rows.map((row) => {
            const block = row.block === null ? null : document.fileBlocks[row.block]!;
            return (
              <tr key={`${row.path}-${row.listedLine ?? ""}-${row.block ?? ""}`} className="border-b border-slate-200 align-top dark:border-slate-800">
                <td className="break-all py-1.5 pr-3 font-mono text-xs">
                  {row.path}
                  {row.blockPath ? <span className="block text-slate-600 dark:text-slate-400">block: {row.blockPath}</span> : null}
                </td>
                <td className="py-1.5 pr-3">
                  <span data-mark={row.mark} className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${MARK_TONE[row.mark]}`}>
                    {FILE_ROW_LABELS[row.mark]}
                  </span>
                </td>
                <td className="py-1.5 pr-3">
                  {row.listedLine === null ? <span className="text-slate-600 dark:text-slate-400">not listed</span> : (row.status ?? "—")}
                </td>
                <td className="whitespace-nowrap py-1.5">
                  {block && row.block !== null ? (
                    linkBlocks ? (
                      <a href={`#${blockAnchor(row.block)}`} className="text-blue-700 underline dark:text-blue-300">
                        {lines(block.lineCount)}
                      </a>
                    ) : (
                      lines(block.lineCount)
                    )
                  ) : (
                    <span className="text-slate-600 dark:text-slate-400">none</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
