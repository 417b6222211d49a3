import { counted } from "@/lib/plural";

/** The model judges, each with what it runs and how much it has scored. */
export function ModelJudgesList({ judges }: { judges: { id: string; name: string; model: string | null; judgeVersion: string | null; scoreCount: number }[] }) {
  if (judges.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No model judges yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {judges.map((j) => (
        <li key={j.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2">
          <span className="font-medium">{j.name}</span>
          <span className="text-slate-600 dark:text-slate-400">
            {j.model}
            {j.judgeVersion ? ` · ${j.judgeVersion}` : ""}
          </span>
          <span className="ml-auto text-slate-600 dark:text-slate-400">{counted(j.scoreCount, "score")}</span>
        </li>
      ))}
    </ul>
  );
}
