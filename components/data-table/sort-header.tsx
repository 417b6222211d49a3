import Link from "next/link";
import type { ReactNode } from "react";
import { ariaSort, type SortDirection } from "@/lib/sorting";

/**
 * A column header that sorts by a link, so sorting works before hydration and every order has an address. The arrow
 * is decoration: aria-sort says the order. `reserveArrow` keeps a column's width steady as the arrow comes and goes.
 */
export function SortHeader({
  href,
  sorted,
  align = "left",
  className = "",
  reserveArrow = false,
  children,
}: {
  href: string;
  sorted: SortDirection | false;
  align?: "left" | "right";
  className?: string;
  reserveArrow?: boolean;
  children: ReactNode;
}) {
  return (
    <th scope="col" aria-sort={ariaSort(sorted)} className={`${align === "right" ? "text-right" : "text-left"} ${className}`}>
      <Link
        href={href}
        scroll={false}
        className={`inline-flex items-center gap-0.5 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-white ${sorted ? "text-slate-900 dark:text-white" : ""}`}
      >
        {children}
        <span aria-hidden="true" className={reserveArrow ? "w-3" : ""}>
          {sorted === "asc" ? "↑" : sorted === "desc" ? "↓" : ""}
        </span>
      </Link>
    </th>
  );
}
