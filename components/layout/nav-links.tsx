"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrent, type NavLink } from "@/lib/navigation";

const link =
  "shrink-0 rounded text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:font-semibold aria-[current=page]:text-slate-900 dark:text-slate-300 dark:hover:text-white dark:aria-[current=page]:text-white";

/** The links in a row (wide screens), the current section marked for sight and for screen readers. */
export function NavLinks({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  return (
    <ul className="hidden min-w-0 items-center gap-3.5 overflow-x-auto py-1 lg:flex">
      {links.map(({ href, label }) => (
        <li key={href} className="shrink-0">
          <Link href={href} className={link} aria-current={isCurrent(href, pathname) ? "page" : undefined}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
