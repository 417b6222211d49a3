"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useId, useOptimistic, useRef, useState, useTransition } from "react";
import { INDEX_SORTS, indexHref, sourceLabel, type IndexQuery, type IndexSort } from "@/lib/dialogue-index";
import type { SortDirection } from "@/lib/sorting";
import type { DialogueIndexPage } from "@/lib/db/dialogues";
import { SORT_LABELS } from "./columns";

const label = "text-xs font-medium text-slate-600 dark:text-slate-400";
const field =
  "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600";

/**
 * Filters and (on phones) the sort, all written to the URL. Typing filters as you go; the form still works as a
 * plain GET before hydration.
 */
export function IndexToolbar({
  page,
  columnMenu,
}: {
  page: Pick<DialogueIndexPage, "query" | "statusOptions" | "sources" | "kinds" | "audits" | "stubCount">;
  /** The Columns menu, at the end of the row. */
  columnMenu?: ReactNode;
}) {
  const { query } = page;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [text, setText] = useState(query.q);
  // The box ticks at once; the address (and the rows) follow when the navigation lands.
  const [stubs, setStubs] = useOptimistic(query.stubs);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // Back and Forward change the URL under us: follow it unless the reader is typing.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(query.q);
  }, [query.q]);

  const go = (change: Partial<IndexQuery>, replace = false) => {
    const href = indexHref(query, { ...change, page: 1 });
    startTransition(() => (replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
  };

  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => go({ q: text.trim() }, true), 250);
    return () => clearTimeout(timer);
    // A navigation (Clear filters, Back) changes query.q and cancels a pending timer, which would otherwise replace
    // the new address with a stale one. `go` changes with every render and is left out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, query.q]);

  const filtered = query.q !== "" || query.kind !== null || query.status !== null || query.source !== null || query.audit.length > 0 || query.stubs;
  // Several rules come only from an address (a link from /audit); the menu then names them as one choice.
  const several = query.audit.length > 1 ? query.audit.join(",") : null;
  const kinds = page.kinds;
  const sources = page.sources.some((s) => s.value === query.source) || !query.source ? page.sources : [...page.sources, { value: query.source, count: 0 }];

  return (
    <form
      role="search"
      aria-label="Filter dialogues"
      action="/"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        go({ q: text.trim() });
      }}
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-busy={pending}
    >
      <Field id={`${id}-q`} label="Filter by title or path" className="min-w-0 flex-1 basis-56">
        <input
          ref={input}
          id={`${id}-q`}
          type="search"
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="e.g. rate limit"
          maxLength={200}
          className={field}
        />
      </Field>
      <Field id={`${id}-kind`} label="Kind">
        <select id={`${id}-kind`} name="kind" value={query.kind ?? ""} onChange={(e) => go({ kind: e.target.value || null })} className={field}>
          <option value="">Any kind</option>
          {kinds.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label} ({k.count})
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          name="status"
          value={query.status ?? ""}
          onChange={(e) => go({ status: (e.target.value || null) as IndexQuery["status"] })}
          className={field}
        >
          <option value="">Any status</option>
          {page.statusOptions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label} ({s.count})
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-source`} label="Source">
        <select
          id={`${id}-source`}
          name="source"
          value={query.source ?? ""}
          onChange={(e) => go({ source: e.target.value || null })}
          className={`${field} max-w-48`}
        >
          <option value="">Any source</option>
          {sources.map((s) => (
            <option key={s.value} value={s.value}>
              {sourceLabel(s.value)} ({s.count})
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-audit`} label="Audit">
        <select
          id={`${id}-audit`}
          name="audit"
          value={several ?? query.audit[0] ?? ""}
          onChange={(e) => go({ audit: e.target.value && e.target.value !== several ? [e.target.value] : several && e.target.value ? query.audit : [] })}
          className={`${field} max-w-52`}
        >
          <option value="">With or without findings</option>
          {several ? <option value={several}>Any of {query.audit.length} rules</option> : null}
          {page.audits.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label} ({a.count})
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-sort`} label="Sort by" className="sm:hidden">
        <select
          id={`${id}-sort`}
          value={`${query.sort}:${query.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(":") as [IndexSort, SortDirection];
            go({ sort, dir });
          }}
          className={field}
        >
          {INDEX_SORTS.flatMap((s) =>
            (["desc", "asc"] as const).map((d) => (
              <option key={`${s}:${d}`} value={`${s}:${d}`}>
                {SORT_LABELS[s]} {d === "asc" ? "↑" : "↓"}
              </option>
            )),
          )}
        </select>
      </Field>
      <label className="flex items-center gap-2 py-1.5 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          name="stubs"
          value="1"
          checked={stubs}
          onChange={(e) => {
            const checked = e.target.checked;
            startTransition(() => {
              setStubs(checked);
              router.push(indexHref(query, { stubs: checked, page: 1 }), { scroll: false });
            });
          }}
          className="size-4 accent-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        Show stubs, no rounds yet ({page.stubCount})
      </label>
      {/* Carried through a plain GET submit before hydration. */}
      {query.sort !== "date" || query.dir !== "desc" ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      {filtered ? (
        <Link
          href={indexHref(query, { q: "", kind: null, status: null, source: null, audit: [], stubs: false, page: 1 })}
          onClick={() => setText("")}
          className="py-1.5 text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          Clear filters
        </Link>
      ) : null}
      <span aria-live="polite" className="py-1.5 text-xs text-slate-500 dark:text-slate-400">
        {pending ? "Loading…" : ""}
      </span>
      {columnMenu ? <div className="ml-auto">{columnMenu}</div> : null}
    </form>
  );
}

/** One labelled control of the toolbar, its label above it. */
function Field({ id, label: text, className = "", children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`${className} flex flex-col gap-1`.trim()}>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}
