import type { VersionDiff } from "@/lib/versions/version-diff";

const LINE = {
  insert: "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-200",
  delete: "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-200",
  equal: "",
};
const SIGN = { insert: "+", delete: "-", equal: " " };

/** Two versions compared: rounds added or gone, rulings changed, and each changed file's lines. */
export function VersionDiffView({ diff }: { diff: VersionDiff }) {
  const nothing = diff.roundsAdded.length + diff.roundsRemoved.length + diff.rulings.length + diff.files.length === 0;
  return (
    <section aria-label={`Changes from v${diff.from} to v${diff.to}`} className="space-y-2 rounded border border-slate-200 p-3 dark:border-slate-800">
      <h3 className="font-semibold">
        From v{diff.from} to v{diff.to}
      </h3>
      {nothing ? <p>No change.</p> : null}
      <ul className="list-disc pl-5 text-sm">
        {diff.roundsAdded.length > 0 ? <li>Rounds added: {diff.roundsAdded.join(", ")}</li> : null}
        {diff.roundsRemoved.length > 0 ? <li>Rounds gone: {diff.roundsRemoved.join(", ")}</li> : null}
        {diff.rulings.map((r) => (
          <li key={r.id}>
            {r.id} {r.label}: {r.before ?? "not there"} → {r.after ?? "gone"}
          </li>
        ))}
      </ul>
      {diff.files.map((f) => (
        <details key={f.path} open={diff.files.length === 1}>
          <summary className="cursor-pointer text-sm">
            {f.path || "the file"}: {f.change}, +{f.added} −{f.removed}
          </summary>
          <pre className="overflow-x-auto text-xs">
            {f.hunks.flatMap((h) =>
              h.lines.map((l, i) => (
                <div key={`${h.oldStart}-${h.newStart}-${i}`} className={LINE[l.kind]}>
                  {SIGN[l.kind]} {l.text}
                </div>
              )),
            )}
          </pre>
        </details>
      ))}
    </section>
  );
}
