"use client";

import Link from "next/link";
import { useEffect } from "react";

export interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * What a route segment shows when it fails: what could not be shown, a retry, and a way back to somewhere that works.
 * The digest names the failure in the server's log without showing its details here.
 */
export function ErrorPanel({ error, reset, title, back }: ErrorProps & { title: string; back: { href: string; label: string } }) {
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <h1 className="text-lg font-semibold">{title}</h1>
      <p className="mt-2 text-sm">
        Something went wrong on the server. If the database is down, <code>/api/health</code> says so.
      </p>
      {error.digest ? (
        <p className="mt-1 text-xs opacity-80">
          Reference for the server log: <code>{error.digest}</code>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={reset}
          className="rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          Try again
        </button>
        <Link href={back.href} className="text-sm font-medium underline focus-visible:outline-2 focus-visible:outline-red-700">
          {back.label}
        </Link>
      </div>
    </section>
  );
}
