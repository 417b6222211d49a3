import { RubricCard } from "@/components/judging/rubric-card";
import type { RubricSummary } from "@/lib/db/rubrics";
import { dimensionsToText } from "@/lib/judging/rubric-text";
import { pluralOfKind } from "@/lib/judging/judgeable-kinds";
import { counted } from "@/lib/plural";
import { NewVersionForm } from "./rubric-form";

/** Every rubric: its latest version in full with a form for the next, and its older versions with the scores under each. */
export function RubricList({ rubrics, kinds }: { rubrics: RubricSummary[]; kinds: readonly string[] }) {
  return (
    <ul className="space-y-6" aria-label="Rubrics">
      {rubrics.map((r) => {
        const latest = r.versions.at(-1)!;
        return (
          <li key={r.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <h3 className="text-base font-semibold">{r.name}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {r.description || "No description."} Meant for: {r.kinds.length === 0 ? "any kind" : r.kinds.map(pluralOfKind).join(", ")}.
            </p>
            <p className="text-sm">
              {r.defaultFor.length > 0 ? `Outside queues, scores: ${r.defaultFor.map(pluralOfKind).join(", ")}.` : "Used only by the queues that choose it."}
            </p>
            <p className="text-sm">Versions: {r.versions.map((v) => `version ${v.version} (${counted(r.scoreCounts.get(v.id) ?? 0, "score")})`).join(" · ")}</p>
            <RubricCard rubric={latest} />
            <details>
              <summary className="cursor-pointer text-sm font-medium">New version of {r.name}</summary>
              <div className="mt-3">
                <NewVersionForm rubricId={r.id} version={latest.version} text={dimensionsToText(latest.dimensions)} kinds={kinds} checked={r.kinds} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
