import type { ReactNode } from "react";

/** One grey placeholder; its size and shape come from `className` (Tailwind height, width, margin). */
export function SkeletonBlock({ className = "h-4 w-full" }: { className?: string }) {
  return <div className={`animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`} />;
}

/** Rows of a table that is on its way: a header row and `rows` lighter ones, in a bordered box like the tables it stands for. */
export function SkeletonTable({ rows = 6 }: { rows?: number }) {
  return (
    <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
      <SkeletonBlock className="h-5 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonBlock key={i} className={`h-4 ${i % 3 === 2 ? "w-4/5" : "w-full"} opacity-70`} />
      ))}
    </div>
  );
}

/**
 * What stands in for a page or a section while its data streams in: the blocks are hidden from assistive technology,
 * which hears "Loading {what} …" once instead, and `aria-busy` marks the region as not ready. `heading`, when given, is
 * the real heading of what is loading, so the page keeps its title and outline from the first byte.
 */
export function Loading({ what, heading, className = "space-y-4", children }: { what: string; heading?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div aria-busy="true" className={className} data-loading={what}>
      {heading}
      <p role="status" className="sr-only">
        {`Loading ${what} …`}
      </p>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}
