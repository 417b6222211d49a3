import Link from "next/link";
import { indexHref, PAGE_SIZES, type IndexQuery } from "@/lib/dialogue-index";
import { pageWindow } from "./page-window";

const item = "inline-flex min-w-8 justify-center rounded-md px-2 py-1 tabular-nums focus-visible:outline-2 focus-visible:outline-blue-600";

// Where there is no page to go to: muted by a dashed outline, not by faint text (slate-400 read at 2.5:1).
const unavailable = "text-slate-600 outline-1 outline-dashed -outline-offset-1 outline-slate-300 dark:text-slate-400 dark:outline-slate-700";

/** Where the reader is in the result, and links to the other pages and page sizes. */
export function Pagination({ query, matching, pageCount }: { query: IndexQuery; matching: number; pageCount: number }) {
  const first = matching === 0 ? 0 : (query.page - 1) * query.size + 1;
  const last = Math.min(matching, query.page * query.size);
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        <span className="tabular-nums">
          {first.toLocaleString("en")}–{last.toLocaleString("en")}
        </span>{" "}
        of <span className="tabular-nums">{matching.toLocaleString("en")}</span>
      </p>
      {pageCount > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {query.page > 1 ? (
              <Link href={indexHref(query, { page: query.page - 1 })} rel="prev" className={`${item} hover:bg-slate-200 dark:hover:bg-slate-800`}>
                Previous
              </Link>
            ) : (
              <span aria-disabled="true" className={`${item} ${unavailable}`}>
                Previous
              </span>
            )}
          </li>
          {pageWindow(query.page, pageCount).map((p, i) => (
            <li key={p ?? `gap-${i}`}>
              {p === null ? (
                <span className="px-1 text-slate-600 dark:text-slate-400">…</span>
              ) : p === query.page ? (
                <span aria-current="page" className={`${item} bg-blue-700 font-semibold text-white dark:bg-blue-600`}>
                  {p}
                </span>
              ) : (
                <Link href={indexHref(query, { page: p })} aria-label={`Page ${p}`} className={`${item} hover:bg-slate-200 dark:hover:bg-slate-800`}>
                  {p}
                </Link>
              )}
            </li>
          ))}
          <li>
            {query.page < pageCount ? (
              <Link href={indexHref(query, { page: query.page + 1 })} rel="next" className={`${item} hover:bg-slate-200 dark:hover:bg-slate-800`}>
                Next
              </Link>
            ) : (
              <span aria-disabled="true" className={`${item} ${unavailable}`}>
                Next
              </span>
            )}
          </li>
        </ul>
      ) : null}
      <p className="flex items-center gap-1 text-slate-600 dark:text-slate-400">
        <span>Per page</span>
        {PAGE_SIZES.map((size) =>
          size === query.size ? (
            <span key={size} aria-current="true" className={`${item} font-semibold text-slate-900 dark:text-white`}>
              {size}
            </span>
          ) : (
            <Link
              key={size}
              href={indexHref(query, { size, page: 1 })}
              aria-label={`${size} per page`}
              className={`${item} underline hover:bg-slate-200 dark:hover:bg-slate-800`}
            >
              {size}
            </Link>
          ),
        )}
      </p>
    </nav>
  );
}
