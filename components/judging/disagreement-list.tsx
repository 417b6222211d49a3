import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { RoundDisagreement } from "@/lib/judging/agreement";

/** The rounds judges disagree on most, widest first, each a link to its dialogue's judges. */
export function DisagreementList({
  worst,
  dialogues,
  names,
}: {
  worst: RoundDisagreement[];
  dialogues: Map<number, { slug: string; title: string }>;
  names: Map<string, string>;
}) {
  return (
    <>
      {worst.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No round has been scored by two judges yet.</p>
      ) : (
        <ol className="space-y-2" aria-label="Rounds by disagreement">
          {worst.map((d) => {
            const dialogue = dialogues.get(d.dialogueId)!;
            return (
              <li
                key={`${d.dialogueId}-${d.round}`}
                className="rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
              >
                <Link href={`/d/${dialogue.slug}#judges`} className={linkClass}>
                  {dialogue.title}
                </Link>
                , round {d.round}: {d.agent} totals differ by <strong>{d.spread}</strong>
                <span className="text-slate-600 dark:text-slate-400"> ({d.totals.map((t) => `${names.get(t.judgeId) ?? "?"} ${t.total}`).join(", ")})</span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
