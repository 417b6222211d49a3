"use client";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
      <h1 className="text-lg font-semibold">Something went wrong</h1>
      <p className="mt-2 text-sm">The page could not be loaded. If the database is down, <code>/api/health</code> says so.</p>
      <button type="button" onClick={reset} className="mt-4 rounded bg-red-700 px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
        Try again
      </button>
    </section>
  );
}
