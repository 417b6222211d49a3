import Link from "next/link";

/** The rounds a judge can score, each a link, the scored ones ticked. */
export function RoundLinks({ slug, rounds, done, current }: { slug: string; rounds: number[]; done: Set<number>; current: number | null }) {
  return (
    <nav aria-label="Rounds to score" className="flex flex-wrap gap-1.5">
      {rounds.map((r) => (
        <Link
          key={r}
          href={`/d/${slug}/judge?round=${r}`}
          aria-current={r === current ? "page" : undefined}
          className={`rounded-md border px-2.5 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${r === current ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"}`}
        >
          R{r}
          {done.has(r) ? <span aria-label=" (scored)"> ✓</span> : null}
        </Link>
      ))}
    </nav>
  );
}
