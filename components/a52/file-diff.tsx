import { lineDiff, type DiffOp } from "@/lib/line-diff";
import { blockOf, type DiffSide } from "@/lib/a52-view";

const ROW: Record<DiffOp, string> = {
  context: "",
  added: "bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100",
  removed: "bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100",
};
const SIGN: Record<DiffOp, string> = { context: " ", added: "+", removed: "-" };

function Missing({ side, supplied }: { side: DiffSide; supplied: boolean }) {
  if (supplied) return null;
  return <p className="text-sm text-amber-800 dark:text-amber-200">{side.response ? `${side.label} supplies no block for this path; it is diffed as empty.` : `${side.label}: no such response; diffed as empty.`}</p>;
}

/** One file of two responses as a unified diff: hunks, each line with its old and new number, additions and removals coloured. */
export function FileDiff({ path, from, to }: { path: string; from: DiffSide; to: DiffSide }) {
  const left = blockOf(from.response, path);
  const right = blockOf(to.response, path);
  const diff = lineDiff(left?.content ?? "", right?.content ?? "");
  return (
    <section aria-labelledby="diff-heading" className="space-y-2">
      <h3 id="diff-heading" className="text-lg font-semibold">
        Diff of <code className="break-all">{path}</code>: {from.label} → {to.label}
      </h3>
      <Missing side={from} supplied={left !== null} />
      <Missing side={to} supplied={right !== null} />
      {!diff.ok ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-200">{diff.reason}</p>
      ) : diff.identical ? (
        <p role="status" className="text-sm">The two versions are identical.</p>
      ) : (
        <>
          <p className="text-sm"><span className="font-semibold text-emerald-800 dark:text-emerald-300">+{diff.added}</span> added, <span className="font-semibold text-red-800 dark:text-red-300">−{diff.removed}</span> removed</p>
          <div tabIndex={0} role="region" aria-label={`Diff of ${path}`} className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
            <table className="w-full border-collapse font-mono text-xs leading-5">
              <thead className="sr-only">
                <tr><th scope="col">Old line</th><th scope="col">New line</th><th scope="col">Change</th><th scope="col">Text</th></tr>
              </thead>
              {diff.hunks.map((h) => (
                <tbody key={`${h.oldStart}-${h.newStart}`}>
                  <tr className="bg-slate-100 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                    <td colSpan={4} className="px-2">@@ −{h.oldStart},{h.oldCount} +{h.newStart},{h.newCount} @@</td>
                  </tr>
                  {h.lines.map((l, i) => (
                    <tr key={i} data-op={l.op} className={ROW[l.op]}>
                      <td className="w-10 select-none px-2 text-right text-slate-600 dark:text-slate-400">{l.oldLine ?? ""}</td>
                      <td className="w-10 select-none px-2 text-right text-slate-600 dark:text-slate-400">{l.newLine ?? ""}</td>
                      <td className="w-4 select-none" aria-label={l.op}>{SIGN[l.op]}</td>
                      <td className="whitespace-pre pr-3">{l.text}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
