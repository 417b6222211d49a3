"use client";

import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from "react";
import { formatIndexColumns, INDEX_COLUMNS, INDEX_COLUMNS_COOKIE, toggleIndexColumn, type IndexColumn } from "@/lib/dialogue-index";
import { COLUMN_LABELS } from "./columns";

interface ColumnsState {
  shown: IndexColumn[];
  judge: boolean;
  toggle: (column: IndexColumn, show: boolean) => void;
}

const ColumnsContext = createContext<ColumnsState | null>(null);

/** The index's shown columns, shared by the Columns menu and the table; the choice is kept in a cookie the server reads. */
export function IndexColumnsProvider({ initial, judge, children }: { initial: IndexColumn[]; judge: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(initial);
  const toggle = (column: IndexColumn, show: boolean) => {
    const next = toggleIndexColumn(shown, column, show);
    setShown(next);
    document.cookie = `${INDEX_COLUMNS_COOKIE}=${formatIndexColumns(next)}; path=/; max-age=31536000; samesite=lax`;
  };
  return <ColumnsContext value={{ shown, judge, toggle }}>{children}</ColumnsContext>;
}

export function useIndexColumns(): ColumnsState {
  const state = useContext(ColumnsContext);
  if (!state) throw new Error("useIndexColumns needs an IndexColumnsProvider");
  return state;
}

/**
 * A disclosure with a checkbox a column: Escape or a click outside closes it and gives focus back to its button.
 * Only on screens wide enough for the table; phones get cards.
 */
export function ColumnMenu() {
  const { shown, judge, toggle } = useIndexColumns();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const choices = INDEX_COLUMNS.filter((c) => judge || c !== "scored");
  const hidden = choices.filter((c) => !shown.includes(c)).length;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  return (
    <div
      ref={box}
      className="relative hidden sm:block"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        Columns{hidden > 0 ? <span className="text-slate-500 dark:text-slate-400"> · {hidden} hidden</span> : null}
        <span aria-hidden="true"> ▾</span>
      </button>
      {/* Rendered only while open, so its checkboxes never answer for the toolbar's own labels. */}
      {open ? (
        <div
          id={`${id}-panel`}
          className="absolute right-0 z-20 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <fieldset>
            <legend className="px-2 pb-1 text-xs font-medium text-slate-600 dark:text-slate-400">Show columns</legend>
            {choices.map((c) => (
              <label
                key={c}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-blue-600 dark:hover:bg-slate-800"
              >
                <input type="checkbox" checked={shown.includes(c)} onChange={(e) => toggle(c, e.target.checked)} className="accent-blue-600" />
                {COLUMN_LABELS[c]}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
