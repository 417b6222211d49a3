import { diffHunks, type DiffKind } from "@/lib/diff/line-diff";
import { diffResponseFile, type FileChange } from "@/lib/diff/response-file";
import type { DiffSide } from "@/lib/views/a52/a52-view";

const ROW: Record<DiffKind, string> = {
  equal: "",
  insert: "bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100",
  delete: "bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100",
};
const SIGN: Record<DiffKind, string> = { equal: " ", insert: "+", delete: "-" };
const OP: Record<DiffKind, string> = { equal: "context", insert: "added", delete: "removed" };

/** What the change means before the lines say it. */
function changeNote(change: FileChange, from: DiffSide, to: DiffSide): string | null {
  switch (change) {
    case "absent":
      return `Neither ${from.label} nor ${to.label} supplies this file.`;
    case "added":
      return `${from.label} does not supply this file; every line is new in ${to.label}.`;
    case "removed":
      return `${to.label} does not supply this file; every line of ${from.label} is shown removed.`;
    case "deleted":
      return `${to.label} deletes this file.`;
    case "same":
      return "The two versions are identical.";
    default:
      return null;
  }
}

/**
 * One file of two responses as a unified diff (`lib/diff`): hunks, each line with its old and new number, additions
 * and removals coloured. Paths are compared normalised, as the contract compares them.
 */
export function FileDiff({ path, from, to }: { path: string; from: DiffSide; to: DiffSide }) {
  const { change, diff } = diffResponseFile(from.response?.document ?? null, to.response?.document ?? null, path);
  const hunks = diffHunks(diff);
  const note = changeNote(change, from, to);
  return (
    <section aria-labelledby="diff-heading" className="space-y-2">
      <h3 id="diff-heading" className="text-lg font-semibold">
        Diff of <code className="break-all">{path}</code>: {from.label} → {to.label}
      </h3>
      {note ? (
        <p role="status" className="text-sm">
          {note}
        </p>
      ) : null}
      {!diff.minimal ? (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          The versions differ in too many lines for a line-by-line match; the changed middle is shown as one replacement.
        </p>
      ) : null}
      {hunks.length > 0 ? (
        <>
          <p className="text-sm">
            <span className="font-semibold text-emerald-800 dark:text-emerald-300">+{diff.added}</span> added,{" "}
            <span className="font-semibold text-red-800 dark:text-red-300">−{diff.removed}</span> removed
          </p>
          <div
            tabIndex={0}
            role="region"
            aria-label={`Diff of ${path}`}
            className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
          >
            <table className="w-full border-collapse font-mono text-xs leading-5">
              <thead className="sr-only">
                <tr>
                  <th scope="col">Old line</th>
                  <th scope="col">New line</th>
                  <th scope="col">Change</th>
                  <th scope="col">Text</th>
                </tr>
              </thead>
              {hunks.map((h) => (
                <tbody key={`${h.oldStart}-${h.newStart}`}>
                  <tr className="bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                    <td colSpan={4} className="px-2">
                      @@ −{h.oldStart},{h.oldLines} +{h.newStart},{h.newLines} @@
                    </td>
                  </tr>
                  {h.lines.map((l, i) => (
                    <tr key={i} data-op={OP[l.kind]} className={ROW[l.kind]}>
                      <td className="w-10 select-none px-2 text-right text-slate-600 dark:text-slate-400">{l.oldNumber ?? ""}</td>
                      <td className="w-10 select-none px-2 text-right text-slate-600 dark:text-slate-400">{l.newNumber ?? ""}</td>
                      {/* A ruled gutter apart from the text: an unchanged line that begins with "- " must not read as removed. */}
                      <td data-gutter="" className="w-5 select-none border-r border-slate-300 text-center dark:border-slate-600" aria-label={OP[l.kind]}>
                        {SIGN[l.kind]}
                      </td>
                      <td className="whitespace-pre pr-3 pl-2">{l.text}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
