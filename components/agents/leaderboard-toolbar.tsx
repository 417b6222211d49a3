import Link from "next/link";
import { type LeaderboardQuery, leaderboardHref, SCORE_SOURCE_LABELS, SCORE_SOURCES } from "@/lib/agents/leaderboard";
import { buttonClass } from "@/components/ui/button";
import { linkClass } from "@/components/ui/styles";

const label = "text-xs font-medium text-slate-600 dark:text-slate-400";
const field =
  "mt-1 block rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900";

/** Score source, grouping and filters as a plain GET form: it works without JavaScript and every state is an address. */
export function LeaderboardToolbar({ query, sources }: { query: LeaderboardQuery; sources: string[] }) {
  const filtered = Boolean(query.from || query.to || query.source);
  return (
    <form role="search" aria-label="Filter the leaderboard" action="/agents" method="get" className="flex flex-wrap items-end gap-3">
      {/* The sort survives a filter change. */}
      {query.sort !== "rank" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <label className={label}>
        Scores from
        <select name="scores" defaultValue={query.scores} className={field}>
          {SCORE_SOURCES.map((s) => (
            <option key={s} value={s}>
              {SCORE_SOURCE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Rows
        <select name="by" defaultValue={query.by} className={field}>
          <option value="name">By agent name</option>
          <option value="role">By role</option>
        </select>
      </label>
      <label className={label}>
        From
        <input type="date" name="from" defaultValue={query.from ?? ""} className={field} />
      </label>
      <label className={label}>
        To
        <input type="date" name="to" defaultValue={query.to ?? ""} className={field} />
      </label>
      <label className={label}>
        Source
        <select name="source" defaultValue={query.source ?? ""} className={`${field} max-w-48`}>
          <option value="">All sources</option>
          {sources.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass("secondary", "sm")}>
        Apply
      </button>
      {filtered ? (
        <Link href={leaderboardHref(query, { from: undefined, to: undefined, source: undefined })} className={`${linkClass} self-center text-sm`}>
          Clear filters
        </Link>
      ) : null}
    </form>
  );
}
