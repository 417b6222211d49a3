import type { Rubric } from "@/lib/judging/rubric";
import { DIMENSIONS } from "@/lib/judging/scores";
import { RUBRIC_DESCRIPTION_ID } from "./score-ids";

/** What each dimension means and its bounds, once a page; every score field points here for its description. */
export function RubricCard({ rubric }: { rubric: Rubric }) {
  return (
    <section aria-label="Rubric" className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {DIMENSIONS.map((d) => (
          <div key={d}>
            <dt className="font-medium">
              {rubric[d].name}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                whole numbers {rubric[d].min}–{rubric[d].max}
              </span>
            </dt>
            <dd id={`${RUBRIC_DESCRIPTION_ID}-${d}`} className="text-slate-600 dark:text-slate-400">
              {rubric[d].description}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
