import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { linkClass } from "@/components/ui/styles";
import { formatInterval, formatShare, MIN_DIALOGUES, type AuditViewQuery, type Comparison, type CorpusFilter } from "@/lib/audit-view";

const label = "text-xs font-medium text-slate-600 dark:text-slate-400";
const field =
  "mt-1 block w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900";

/** One side's fields: source, an agent of the panel, a range of months. Plain GET fields: every comparison is an address. */
function SideFields({ side, filter, sources }: { side: "a" | "b"; filter: CorpusFilter; sources: string[] }) {
  return (
    <fieldset className="min-w-0 flex-1 basis-64 space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold">{side === "a" ? "A" : "B"}</legend>
      <label className={`${label} block`}>
        Source
        <select name={`${side}.source`} defaultValue={filter.source ?? ""} className={field}>
          <option value="">Any source</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className={`${label} block`}>
        Agent on the panel
        <input name={`${side}.agent`} list="audit-agents" defaultValue={filter.agent ?? ""} placeholder="any agent" maxLength={200} className={field} />
      </label>
      <div className="flex gap-2">
        <label className={`${label} block min-w-0 flex-1`}>
          From month
          <input type="month" name={`${side}.from`} defaultValue={filter.from ?? ""} className={field} />
        </label>
        <label className={`${label} block min-w-0 flex-1`}>
          To month
          <input type="month" name={`${side}.to`} defaultValue={filter.to ?? ""} className={field} />
        </label>
      </div>
    </fieldset>
  );
}

/** The two filters' form, then per rule each side's share of dialogues with a finding, with intervals and counts. */
export function ComparisonView({
  query,
  comparison,
  choices,
}: {
  query: AuditViewQuery;
  comparison: Comparison;
  choices: { sources: string[]; agents: string[] };
}) {
  const few = [comparison.a, comparison.b].filter((s) => s.few);
  return (
    <div className="space-y-4">
      <form action="/audit" method="get" aria-label="Compare two filters" className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <SideFields side="a" filter={query.a} sources={choices.sources} />
          <SideFields side="b" filter={query.b} sources={choices.sources} />
        </div>
        <datalist id="audit-agents">
          {choices.agents.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass("secondary", "sm")}>
            Compare
          </button>
          <Link href="/audit#compare" className={`${linkClass} text-sm`}>
            Clear
          </Link>
        </div>
      </form>
      {few.length > 0 ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Too few dialogues to compare: {few.map((s) => `“${s.label}” has ${s.dialogues}`).join(" and ")}, fewer than {MIN_DIALOGUES}. The shares below would
          change a lot with one dialogue more or less.
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Share of dialogues with a finding of each rule, A against B</caption>
          <thead className="bg-slate-50 text-xs text-slate-600 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Rule
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                A: {comparison.a.label} ({comparison.a.dialogues.toLocaleString("en")} dialogues)
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                B: {comparison.b.label} ({comparison.b.dialogues.toLocaleString("en")} dialogues)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {comparison.rows.map((r) => (
              <tr key={r.rule}>
                <th scope="row" className="px-3 py-2 text-left align-top font-medium">
                  {r.title}
                  {r.apart ? <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">intervals apart</span> : null}
                </th>
                {[r.a, r.b].map((s, i) => (
                  <td key={i} className="px-3 py-2 text-right align-top tabular-nums">
                    <span className="whitespace-nowrap">{formatShare(s)}</span>
                    {s.rate !== null ? <span className="block text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">{formatInterval(s)}</span> : null}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                Findings per dialogue
              </th>
              {[comparison.a, comparison.b].map((s, i) => (
                <td key={i} className="px-3 py-2 text-right tabular-nums">
                  {s.findingsPerDialogue === null ? "—" : s.findingsPerDialogue.toFixed(2)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        A side takes the live dialogues with rounds that match all its fields; an empty side is every dialogue. “Agent on the panel” is an agent who took part,
        by the name the dialogue gives it (the stored rows name agents, not the models behind them). Months are the dialogue&apos;s own date. “Intervals apart”
        marks a rule whose two 95 % intervals do not overlap; otherwise the difference may be chance.
      </p>
    </div>
  );
}
