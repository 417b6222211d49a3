import Link from "next/link";
import { StatusBadge } from "@/components/dialogue/status-badge";
import type { SearchHit } from "@/lib/db/search";
import { ArguedElsewhere } from "./argued-elsewhere";
import { Highlighted } from "./highlighted";

const KIND_STYLE: Record<string, string> = {
  tension: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  perspective: "bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100",
  resolution: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  refinement: "bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100",
  concession: "bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100",
};

function Thread({ hit }: { hit: SearchHit }) {
  const t = hit.thread;
  if (!t) return null;
  if (hit.kind === "tension") {
    return t.resolvedBy ? (
      <p className="text-sm">
        Resolved by{" "}
        <Link href={t.resolvedBy.href} className="font-medium text-blue-700 underline dark:text-blue-300">
          {t.resolvedBy.agent ?? "the Judge"}
          {t.resolvedBy.round !== null ? ` in round ${t.resolvedBy.round}` : ""}
        </Link>
      </p>
    ) : (
      <p className="text-sm font-medium text-amber-800 dark:text-amber-200">
        {t.status === "open"
          ? "Still open at the end of the dialogue"
          : t.status === "untracked"
            ? "Not in the Judge's Tensions Tracker"
            : `Tracked as ${t.status}`}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      On <span className="font-mono">{t.id}</span> {t.label ? <>— {t.label}</> : null} <span className="text-xs">({t.status})</span>
    </p>
  );
}

/** One marker found: what it is, where it was said, the words that matched, for a tension its end, and where else. */
export function ResultCard({ hit, showDialogue = true }: { hit: SearchHit; showDialogue?: boolean }) {
  return (
    <article aria-label={`${hit.kind} ${hit.ref ?? ""} in ${hit.dialogue.title}`} className="space-y-2">
      <header className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={`rounded-md px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${KIND_STYLE[hit.kind] ?? ""}`}>{hit.kind}</span>
        {hit.ref ? <span className="font-mono text-sm font-semibold">{hit.ref}</span> : null}
        {hit.status ? <span className="text-xs text-slate-500 dark:text-slate-400">{hit.status}</span> : null}
        <h3 className="min-w-0 basis-full font-medium break-words sm:basis-auto">
          <Link href={hit.href} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
            {hit.description.length > 0 ? <Highlighted parts={hit.description} /> : `(${hit.type.toLowerCase()} without a label)`}
          </Link>
        </h3>
      </header>
      {hit.snippet.length > 0 ? (
        <p className="text-sm leading-relaxed break-words text-slate-700 dark:text-slate-300">
          <Highlighted parts={hit.snippet} />
        </p>
      ) : null}
      <Thread hit={hit} />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        {showDialogue ? (
          <>
            <Link href={`/d/${hit.dialogue.slug}`} className="font-medium text-slate-800 underline dark:text-slate-200">
              {hit.dialogue.title}
            </Link>
            <StatusBadge status={hit.dialogue.status} />
          </>
        ) : null}
        {hit.round !== null ? <span>round {hit.round}</span> : null}
        {hit.agent ? <span>{hit.agent}</span> : null}
        {showDialogue && hit.dialogue.date ? <span className="tabular-nums">{hit.dialogue.date.slice(0, 10)}</span> : null}
        {showDialogue ? <span>{hit.dialogue.source}</span> : null}
      </p>
      {hit.kind === "tension" || hit.kind === "perspective" ? (
        <ArguedElsewhere query={`marker=${hit.markerId}`} name={`${hit.ref ?? hit.kind} in ${hit.dialogue.title}`} />
      ) : null}
    </article>
  );
}

/** The markers found, in order. */
export function SearchResults({ hits, firstOrdinal }: { hits: SearchHit[]; firstOrdinal: number }) {
  return (
    <ol className="space-y-3" aria-label="Results" start={firstOrdinal}>
      {hits.map((hit) => (
        <li key={hit.markerId} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <ResultCard hit={hit} />
        </li>
      ))}
    </ol>
  );
}
