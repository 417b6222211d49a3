import Link from "next/link";
import type { ReactNode } from "react";

export const primaryAction =
  "inline-flex items-center rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
export const secondaryAction =
  "inline-flex items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

export interface StatusLink {
  href: string;
  label: string;
}

/**
 * The frame every not-found, forbidden and error page shares: what happened (a status line, a heading, a sentence) and
 * ways back, the first one primary. `tone` "danger" marks a failure rather than a missing or refused page.
 */
export function StatusPage({
  status,
  title,
  tone = "neutral",
  children,
  links,
  action,
  role,
}: {
  status: string;
  title: string;
  tone?: "neutral" | "danger";
  children: ReactNode;
  links: StatusLink[];
  /** A button before the links (Try again). */
  action?: ReactNode;
  role?: "alert";
}) {
  return (
    <section role={role} aria-labelledby="status-heading" className="mx-auto max-w-xl py-10 sm:py-16">
      <p
        className={`font-mono text-sm font-semibold uppercase tracking-wider ${tone === "danger" ? "text-red-700 dark:text-red-300" : "text-blue-700 dark:text-blue-300"}`}
      >
        {status}
      </p>
      <h1 id="status-heading" className="mt-2 text-3xl font-semibold tracking-tight">
        {title}
      </h1>
      <div className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">{children}</div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {action}
        {links.map((l, i) => (
          <Link key={l.href} href={l.href} className={i === 0 && !action ? primaryAction : secondaryAction}>
            {l.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
