import Link from "next/link";
import { StatusBadge } from "@/components/dialogue/status-badge";
import { buttonClass } from "@/components/ui/button";
import { inputClass, linkClass } from "@/components/ui/styles";
import { counted } from "@/lib/plural";

export interface PickItem {
  slug: string;
  title: string;
  date: string | null;
  status: string;
  roundCount: number;
  /** Title similarity to the dialogue or words asked for, 0–1; null when listed newest first. */
  similarity: number | null;
}

/**
 * Choosing a dialogue to compare: a GET form to filter by title words, and the list, most similar titles first. Each
 * entry is a link, so the choice is an address.
 */
export function ComparePicker({
  items,
  hrefFor,
  a,
  q,
  heading,
}: {
  items: PickItem[];
  hrefFor: (slug: string) => string;
  a?: string;
  q?: string;
  heading: string;
}) {
  return (
    <section aria-labelledby="pick-heading" className="space-y-3">
      <h2 id="pick-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      <form role="search" aria-label="Find a dialogue" action="/compare" method="get" className="flex max-w-xl items-end gap-2">
        {a ? <input type="hidden" name="a" value={a} /> : null}
        <label className="min-w-0 flex-1 text-xs font-medium text-slate-600 dark:text-slate-400">
          Title words
          <input type="search" name="q" defaultValue={q ?? ""} className={inputClass} placeholder="e.g. supersession architecture" />
        </label>
        <button type="submit" className={buttonClass("secondary", "sm")}>
          Find
        </button>
      </form>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No other dialogue to compare with.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((item) => (
            <li key={item.slug} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <Link href={hrefFor(item.slug)} className={`${linkClass} min-w-0 flex-1 basis-64 break-words`}>
                {item.title}
              </Link>
              <span className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                <StatusBadge status={item.status} />
                {item.date ? <span>{item.date}</span> : null}
                <span>{counted(item.roundCount, "round")}</span>
                {item.similarity !== null && item.similarity > 0 ? <span title="Title similarity">{Math.round(item.similarity * 100)} % alike</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
