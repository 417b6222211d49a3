"use client";

import { useMemo } from "react";
import { useTable } from "@tanstack/react-table";
import { SortHeader } from "@/components/data-table/sort-header";
import { TableShell } from "@/components/data-table/table-shell";
import { INDEX_SORTS, sortHref, type IndexQuery, type IndexSort } from "@/lib/dialogue-index";
import type { DialogueListItem } from "@/lib/db/dialogues";
import { features, shownColumns } from "./columns";
import { useIndexColumns } from "./index-columns";

const isSort = (id: string): id is IndexSort => (INDEX_SORTS as readonly string[]).includes(id);

/**
 * The index as a table (from 640 px up). Rows arrive sorted and paged by the server; each header is a link to the
 * other order, so sorting works before hydration and every sorted view has an address.
 */
export function DialogueTable({ rows, query }: { rows: DialogueListItem[]; query: IndexQuery }) {
  const { shown, judge } = useIndexColumns();
  const columns = useMemo(() => shownColumns(shown, judge), [shown, judge]);
  const table = useTable({
    features,
    columns,
    data: rows,
    manualSorting: true,
    state: { sorting: [{ id: query.sort, desc: query.dir === "desc" }] },
  });
  return (
    <TableShell caption={`Dialogues, sorted by ${query.sort} ${query.dir === "asc" ? "ascending" : "descending"}`} className="hidden sm:block">
      <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              const align = meta?.numeric ? "text-right" : "text-left";
              if (header.isPlaceholder) return <td key={header.id} />;
              if (header.subHeaders.length > 0) {
                return (
                  <th
                    key={header.id}
                    scope="colgroup"
                    colSpan={header.colSpan}
                    className="border-b border-slate-100 px-2 pt-2 text-center font-medium uppercase dark:border-slate-800"
                  >
                    <table.FlexRender header={header} />
                  </th>
                );
              }
              const id = header.column.id;
              if (!isSort(id)) {
                return (
                  <th key={header.id} scope="col" title={meta?.label} className={`px-2 py-2 font-medium uppercase ${align}`}>
                    {meta?.label ? (
                      <>
                        <span aria-hidden="true">
                          <table.FlexRender header={header} />
                        </span>
                        <span className="sr-only">{meta.label}</span>
                      </>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              }
              return (
                <SortHeader
                  key={header.id}
                  href={sortHref(query, id)}
                  sorted={header.column.getIsSorted()}
                  align={meta?.numeric ? "right" : "left"}
                  className="px-2 py-2 font-medium uppercase"
                  reserveArrow
                >
                  {meta?.label ? (
                    // A short header on screen, the whole name for screen readers.
                    <>
                      <span aria-hidden="true">
                        <table.FlexRender header={header} />
                      </span>
                      <span className="sr-only">{meta.label}</span>
                    </>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                </SortHeader>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.original.slug} className="border-b border-slate-100 last:border-0 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/50">
            {row.getAllCells().map((cell) => (
              <td
                key={cell.id}
                className={`px-2 py-2 align-top ${cell.column.columnDef.meta?.numeric ? "text-right tabular-nums" : ""} ${cell.column.id === "title" ? "min-w-48" : ""}`}
              >
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}
