import Link from "next/link";

/** The map page of a dialogue past the page's budget (lib/page-budget.ts): what it holds, and where its threads are listed. */
export function MapOverBudget({ slug, title, reason, threads }: { slug: string; title: string; reason: string; threads: number }) {
  return (
    <article aria-labelledby="map-title" className="space-y-4">
      <p className="text-sm">
        <Link href={`/d/${slug}`} className="text-blue-700 underline dark:text-blue-300">
          ← {title}
        </Link>
      </p>
      <h1 id="map-title" className="text-2xl font-semibold tracking-tight">
        Argument map
      </h1>
      <p data-render-budget="" className="text-sm text-amber-800 dark:text-amber-200">
        The map is not drawn: {reason}. Its {threads.toLocaleString("en")} threads are listed a page at a time on the{" "}
        <Link href={`/d/${slug}#threads`} className="underline">
          dialogue page
        </Link>
        .
      </p>
    </article>
  );
}
