"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { isCurrent, type NavLink } from "@/lib/navigation";

const item =
  "block rounded-md px-3 py-2.5 text-base text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-blue-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-950 dark:aria-[current=page]:text-blue-200";

/**
 * Narrow screens: a Menu button that shows every page the person can use, and `children` (who is signed in, Sign out)
 * under them. A disclosure: the list follows the button in the tab order; Escape or a click outside closes it and
 * gives the keyboard back to the button; following a link closes it.
 */
export function NavMenu({ links, children }: { links: NavLink[]; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [shownFor, setShownFor] = useState(pathname);
  // A new page closes the menu (set during render, React's way to reset state on a changed value).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
          {open ? <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" /> : <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />}
        </svg>
        Menu
      </button>
      <div
        id="site-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg dark:border-slate-800 dark:bg-slate-900"
      >
        <ul aria-label="Site pages" className="mx-auto grid max-w-6xl gap-1 sm:grid-cols-2">
          {links.map(({ href, label }) => (
            <li key={href}>
              <Link href={href} className={item} aria-current={isCurrent(href, pathname) ? "page" : undefined} onClick={() => setOpen(false)}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        {children ? <div className="mx-auto mt-3 max-w-6xl border-t border-slate-200 pt-3 dark:border-slate-800">{children}</div> : null}
      </div>
    </div>
  );
}
