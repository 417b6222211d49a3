import Link from "next/link";
import { linkClass } from "@/components/ui/styles";

/**
 * The model judges, each linked to its calibration against people, and the list of them with the file's Judge. No
 * score counts here: a count of all a judge's scores would tell a reader how much blind judging hides from them (the
 * list page counts only the scores the reader may see).
 */
export function ModelJudgeLinks({ judges }: { judges: { id: string; name: string; model: string | null }[] }) {
  return (
    <section aria-labelledby="model-judges-heading" className="space-y-2">
      <h2 id="model-judges-heading" className="text-lg font-semibold">
        Model judges
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Automated judges, kept out of the agreement above and calibrated against people, as the file&apos;s own Judge is:{" "}
        <Link href="/judging/models" className={linkClass}>
          calibration of each →
        </Link>
      </p>
      {judges.length === 0 ? null : (
        <ul className="space-y-1 text-sm">
          {judges.map((j) => (
            <li key={j.id}>
              <Link href={`/judging/models/${j.id}`} className={linkClass}>
                {j.name}
              </Link>{" "}
              <span className="text-slate-600 dark:text-slate-400">{j.model}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
