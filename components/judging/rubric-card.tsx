import type { RubricVersionView } from "@/lib/judging/rubric";
import { RUBRIC_DESCRIPTION_ID } from "./score-ids";

/**
 * The rubric the round is scored under, once a page: each dimension's meaning, bounds and what each anchored level
 * means, beside the forms. Every score field points here for its description.
 */
export function RubricCard({ rubric }: { rubric: RubricVersionView }) {
  return (
    <section aria-label="Rubric" className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="font-medium">
        Rubric: {rubric.name}, version {rubric.version}
      </p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rubric.dimensions.map((d) => (
          <div key={d.key}>
            <dt className="font-medium">
              {d.label}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                whole numbers {d.min}–{d.max}
              </span>
            </dt>
            <dd id={`${RUBRIC_DESCRIPTION_ID}-${d.key}`} className="text-slate-600 dark:text-slate-400">
              {d.description}
            </dd>
            {d.anchors.length > 0 ? (
              <dd>
                <ul aria-label={`${d.label}: what each level means`} className="mt-1 space-y-0.5 text-xs text-slate-600 dark:text-slate-400">
                  {d.anchors.map((a) => (
                    <li key={a.level}>
                      <span className="inline-block w-6 font-mono font-semibold text-slate-800 tabular-nums dark:text-slate-200">{a.level}</span>
                      {a.text}
                    </li>
                  ))}
                </ul>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
