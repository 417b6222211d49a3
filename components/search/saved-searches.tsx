"use client";

import Link from "next/link";
import { useActionState, useEffect, useRef } from "react";
import { deleteSavedSearchAction } from "@/lib/actions/delete-saved-search";
import { initialActionState } from "@/lib/actions/kit/form";
import { renameSavedSearchAction } from "@/lib/actions/rename-saved-search";
import { saveSearchAction } from "@/lib/actions/save-search";
import { Button } from "@/components/ui/button";

const field =
  "min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950";
const statusClass = (ok: boolean | null) => `text-xs ${ok === false ? "text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}`;

export interface SavedSearchItem {
  id: number;
  name: string;
  query: string;
}

function SaveForm({ query }: { query: string }) {
  const [state, action, pending] = useActionState(saveSearchAction, initialActionState);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.ok) form.current?.reset();
  }, [state]);
  return (
    <form ref={form} action={action} aria-label="Save this search" className="space-y-1">
      <input type="hidden" name="query" value={query} />
      <label htmlFor="saved-search-name" className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Save this search as
      </label>
      <div className="flex gap-2">
        <input
          id="saved-search-name"
          name="name"
          required
          maxLength={80}
          aria-invalid={!!state.fieldErrors.name}
          aria-describedby="saved-search-status"
          className={field}
        />
        <Button size="sm" variant="secondary" disabled={pending}>
          Save
        </Button>
      </div>
      <p id="saved-search-status" role="status" className={statusClass(state.ok)}>
        {state.fieldErrors.name ?? state.message ?? ""}
      </p>
    </form>
  );
}

function Item({ item, current }: { item: SavedSearchItem; current: boolean }) {
  const [renamed, rename, renaming] = useActionState(renameSavedSearchAction, initialActionState);
  const [deleted, remove, deleting] = useActionState(deleteSavedSearchAction, initialActionState);
  const message = renamed.fieldErrors.name ?? (renamed.ok === false ? renamed.message : null) ?? (deleted.ok === false ? deleted.message : null);
  return (
    <li className="space-y-1">
      <div className="flex items-center gap-2">
        <Link
          href={item.query ? `/search?${item.query}` : "/search"}
          aria-current={current ? "page" : undefined}
          className={`min-w-0 flex-1 truncate text-sm underline ${current ? "font-semibold text-slate-900 dark:text-white" : "text-blue-700 dark:text-blue-300"}`}
        >
          {item.name}
        </Link>
        <form action={remove}>
          <input type="hidden" name="id" value={item.id} />
          <button
            type="submit"
            disabled={deleting}
            aria-label={`Delete saved search ${item.name}`}
            className="rounded px-1 text-xs text-slate-600 hover:bg-slate-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-300"
          >
            Delete
          </button>
        </form>
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-slate-600 dark:text-slate-400">
          Rename<span className="sr-only"> {item.name}</span>
        </summary>
        <form action={rename} className="mt-1 flex gap-2" aria-label={`Rename ${item.name}`}>
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={`rename-${item.id}`} className="sr-only">
            New name for {item.name}
          </label>
          <input id={`rename-${item.id}`} name="name" required maxLength={80} defaultValue={item.name} className={field} />
          <Button size="sm" variant="secondary" disabled={renaming}>
            Rename
          </Button>
        </form>
      </details>
      {message ? (
        <p role="status" className={statusClass(false)}>
          {message}
        </p>
      ) : null}
    </li>
  );
}

/** The reader's own saved searches (open, rename, delete) and a form to save the one on screen. */
export function SavedSearches({ saved, query }: { saved: SavedSearchItem[]; query: string }) {
  return (
    <section aria-labelledby="saved-searches-heading" className="space-y-3">
      <h2 id="saved-searches-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
        My saved searches
      </h2>
      {saved.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="My saved searches">
          {saved.map((s) => (
            <Item key={s.id} item={s} current={s.query === query} />
          ))}
        </ul>
      )}
      <SaveForm query={query} />
    </section>
  );
}
