import Link from "next/link";
import { markerAnchor, sourceAnchor } from "@/lib/anchors";
import type { ComparedSide } from "@/lib/compare/compare-dialogues";
import { linkClass } from "@/components/ui/styles";
import { Markdown } from "@/components/dialogue/markdown";

/** What one dialogue records of its outcome: the section that states it, and every dissent. */
export function OutcomeColumn({ side, data, slug }: { side: "A" | "B"; data: ComparedSide; slug: string }) {
  const { decision, dissent } = data.outcome;
  const openCount = data.open;
  return (
    <div className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold">{side}</h3>
      <div>
        <h4 className="text-xs font-medium text-slate-600 dark:text-slate-400">Decision {decision ? `(“${decision.heading}”)` : ""}</h4>
        {decision ? (
          <div className="mt-1">
            <Markdown text={decision.text} />
            {decision.truncated ? (
              <p className="mt-2 text-xs">
                <Link href={`/d/${slug}/source#${sourceAnchor(decision)}`} className={linkClass}>
                  The whole section, from line {decision.line}
                </Link>
              </p>
            ) : null}
          </div>
        ) : (
          <p className="mt-1 text-slate-600 dark:text-slate-400">No verdict, decision, convergence or summary section.</p>
        )}
      </div>
      <div>
        <h4 className="text-xs font-medium text-slate-600 dark:text-slate-400">Dissent</h4>
        {dissent.length === 0 ? (
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            No DISSENT or MINORITY VERDICT marker{openCount > 0 ? `; ${openCount} tension${openCount === 1 ? "" : "s"} left open` : ""}.
          </p>
        ) : (
          <ul className="mt-1 space-y-1">
            {dissent.map((d) => (
              <li key={d.marker} className="break-words">
                <Link href={`/d/${slug}#${markerAnchor(d.marker)}`} className={linkClass}>
                  {d.type}
                </Link>{" "}
                {d.agent ? <span className="font-medium">{d.agent}</span> : null}
                {d.round !== null ? <span className="text-xs text-slate-500 dark:text-slate-400"> R{d.round}</span> : null}: {d.text}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
