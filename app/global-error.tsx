"use client";

import Link from "next/link";
import { THEME_SCRIPT } from "@/components/ui/theme";
import { primaryAction, secondaryAction } from "@/components/ui/status-page";
import "./globals.css";

/** When the root layout itself fails: no header is left, so this page brings its own html, theme and ways back. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <title>Error · Roundtable</title>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <main className="mx-auto max-w-xl px-4 py-16">
          <section role="alert" aria-labelledby="global-error-heading">
            <p className="font-mono text-sm font-semibold uppercase tracking-wider text-red-700 dark:text-red-300">Error</p>
            <h1 id="global-error-heading" className="mt-2 text-3xl font-semibold tracking-tight">
              Roundtable could not show this page
            </h1>
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              Something went wrong on the server. If the database is down, <code>/api/health</code> says so.
            </p>
            {error.digest ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                Reference for the server log: <code>{error.digest}</code>
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap gap-3">
              <button type="button" onClick={reset} className={primaryAction}>
                Try again
              </button>
              <Link href="/" className={secondaryAction}>
                Back to the dialogues
              </Link>
            </div>
          </section>
        </main>
      </body>
    </html>
  );
}
