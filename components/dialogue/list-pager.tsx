import type { Paged } from "@/lib/page-budget";
import { pageWindow } from "@/components/dialogue-index/page-window";

const item = "inline-flex min-w-8 justify-center rounded-md px-2 py-1 tabular-nums focus-ring";
const link = `${item} text-blue-700 hover:bg-slate-200 dark:text-blue-300 dark:hover:bg-slate-800`;

/** Where a paged list of the dialogue page is, and links to its other pages (`href(n)`). */
export function ListPager({ page, label, href }: { page: Paged<unknown>; label: string; href: (n: number) => string }) {
  return (
    <nav aria-label={`Pages of ${label}`} className="my-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="muted tabular-nums">
        {page.total === 0 ? 0 : (page.from + 1).toLocaleString("en")}–{(page.from + page.items.length).toLocaleString("en")} of{" "}
        {page.total.toLocaleString("en")} {label}
      </p>
      {page.pages > 1 ? (
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            {page.page > 1 ? (
              <a href={href(page.page - 1)} rel="prev" className={link}>
                Previous
              </a>
            ) : (
              <span className={`${item} text-slate-400`}>Previous</span>
            )}
          </li>
          {pageWindow(page.page, page.pages).map((p, i) => (
            <li key={p ?? `gap-${i}`}>
              {p === null ? (
                <span className="px-1 text-slate-400">…</span>
              ) : p === page.page ? (
                <span aria-current="page" className={`${item} bg-blue-700 font-semibold text-white dark:bg-blue-600`}>
                  {p}
                </span>
              ) : (
                <a href={href(p)} aria-label={`Page ${p} of ${label}`} className={link}>
                  {p}
                </a>
              )}
            </li>
          ))}
          <li>
            {page.page < page.pages ? (
              <a href={href(page.page + 1)} rel="next" className={link}>
                Next
              </a>
            ) : (
              <span className={`${item} text-slate-400`}>Next</span>
            )}
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
