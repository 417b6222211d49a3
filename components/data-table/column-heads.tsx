import type { ReactNode } from "react";

export interface Column {
  label: ReactNode;
  /** Classes for this column's header only (alignment, padding that differs from the rest). */
  className?: string;
}

/** A header row of column headers that share one look: `className` for every cell, each column's own added. */
export function ColumnHeads({ columns, className = "", rowClassName }: { columns: readonly Column[]; className?: string; rowClassName?: string }) {
  return (
    <tr className={rowClassName}>
      {columns.map((col, i) => (
        <th key={i} scope="col" className={`${className} ${col.className ?? ""}`.trim()}>
          {col.label}
        </th>
      ))}
    </tr>
  );
}
