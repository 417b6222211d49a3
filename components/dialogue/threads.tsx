import { OPEN_STATUSES, type Marker, type ParsedDialogue, type Thread, type ThreadEventKind } from "@/lib/contract";
import { markerAnchor } from "@/lib/anchors";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ArguedElsewhere } from "@/components/search/argued-elsewhere";
import { capped, PAGE_BUDGET, paged } from "@/lib/page-budget";
import { ListPager } from "./list-pager";

const VERB: Record<ThreadEventKind, string> = {
  raised: "raised",
  refined: "refined",
  conceded: "conceded",
  acknowledged: "acknowledged",
  resolved: "resolved",
  confirmed: "confirmed",
  challenged: "challenged",
  referenced: "referenced",
};
const STATUS: Record<string, BadgeTone> = {
  resolved: "success",
  accepted: "success",
  deferred: "neutral",
  partial: "warning",
  open: "warning",
  superseded: "neutral",
  untracked: "accent",
  unknown: "neutral",
};

type MarkerHref = (ordinal: number) => string;

function Moves({ thread, markers, label, markerHref }: { thread: Thread; markers: Marker[]; label: string; markerHref: MarkerHref }) {
  // A thread's moves are markers: past the page's budget, the first ones and a count (the rest in the marker list).
  const events = capped(thread.events);
  return (
    <ol className="mt-2 space-y-1 text-sm" aria-label={label}>
      {events.shown.map((e) => (
        <li key={`${e.kind}-${e.marker}`}>
          <a href={markerHref(e.marker)} className="text-blue-700 underline dark:text-blue-300">
            {VERB[e.kind]} by {e.agent ?? "the preamble"}
            {e.round !== null ? `, round ${e.round}` : ""}
          </a>
          {markers[e.marker]!.description && e.kind !== "raised" ? (
            <span className="text-slate-600 dark:text-slate-400"> — {markers[e.marker]!.description}</span>
          ) : null}
        </li>
      ))}
      {events.more > 0 ? <li className="text-slate-600 dark:text-slate-400">and {events.more.toLocaleString("en")} more moves</li> : null}
    </ol>
  );
}

function ThreadCard({
  thread,
  anchor,
  markers,
  kind,
  slug,
  markerHref,
}: {
  thread: Thread;
  anchor: string;
  markers: Marker[];
  kind: "tension" | "perspective";
  slug: string;
  markerHref: MarkerHref;
}) {
  const open = kind === "tension" && OPEN_STATUSES.includes(thread.status);
  const status = kind === "tension" ? (open ? "open" : thread.status) : null;
  const builtOn = thread.events.filter((e) => e.kind !== "raised").length;
  return (
    <li
      id={anchor}
      className={`scroll-mt-24 rounded-lg border p-3 ${open ? "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/30" : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"}`}
    >
      <p className="flex flex-wrap items-baseline gap-2">
        <a href={`#${anchor}`} className="font-mono text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600">
          {thread.id}
        </a>
        <span className="min-w-0 break-words font-medium">{thread.label || "(no label)"}</span>
        {status ? <Badge tone={STATUS[status] ?? "neutral"}>{status}</Badge> : null}
        {kind === "perspective" && builtOn > 0 ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {builtOn} {builtOn === 1 ? "response" : "responses"}
          </span>
        ) : null}
      </p>
      {thread.events.length > 0 ? (
        <Moves thread={thread} markers={markers} label={`Moves on ${thread.id}`} markerHref={markerHref} />
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          From the {kind === "tension" ? "Tensions Tracker" : "Perspectives Inventory"} only{thread.agent ? `, raised by ${thread.agent}` : ""}
          {thread.round !== null ? ` in round ${thread.round}` : ""}
          {kind === "tension" && thread.statusRaw ? `: ${thread.statusRaw}` : ""}.
        </p>
      )}
      {open ? <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-200">Unresolved at the end of the dialogue.</p> : null}
      {kind === "tension" && thread.status === "untracked" ? (
        <p className="mt-1 text-sm text-violet-800 dark:text-violet-200">
          Not in the Judge&apos;s Tensions Tracker{thread.agent ? `: raised by ${thread.agent}` : ""}
          {thread.round !== null ? ` in round ${thread.round}` : ""}.
        </p>
      ) : null}
      <ArguedElsewhere query={new URLSearchParams({ slug, kind, id: thread.id }).toString()} name={`${thread.id} ${thread.label}`.trim()} />
    </li>
  );
}

function ThreadSection({
  kind,
  title,
  threads,
  markers,
  note,
  empty,
  listClass,
  slug,
  page,
  pageHref,
  markerHref,
}: {
  slug: string;
  page: number;
  pageHref: (n: number) => string;
  markerHref: MarkerHref;
  kind: "tension" | "perspective";
  title: string;
  threads: Thread[];
  markers: Marker[];
  note: string;
  empty: string;
  listClass: string;
}) {
  // Past the page's budget a list is paged: one page of threads per view, whatever the file holds.
  const shown = threads.length > PAGE_BUDGET.listItems ? paged(threads, page) : null;
  return (
    <section aria-labelledby={`${kind}-threads-heading`}>
      <h3 id={`${kind}-threads-heading`} className="mb-2 font-semibold">
        {title} <span className="font-normal text-slate-500 dark:text-slate-400">({note})</span>
      </h3>
      {threads.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <>
          {shown ? <ListPager page={shown} label={title.toLowerCase()} href={pageHref} /> : null}
          <ol className={listClass} aria-label={`${title.slice(0, -1)} threads`} start={(shown?.from ?? 0) + 1}>
            {(shown?.items ?? threads).map((t, i) => (
              <ThreadCard
                key={`${t.id}-${i}`}
                thread={t}
                anchor={`${kind}-${(shown?.from ?? 0) + i + 1}`}
                markers={markers}
                kind={kind}
                slug={slug}
                markerHref={markerHref}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/**
 * Every tension and every perspective followed across rounds; each move links to its marker in the timeline, and
 * each thread can show where else it was argued.
 */
export function Threads({
  dialogue,
  slug,
  page = 1,
  pageHref = (n) => `/d/${slug}?threads=${n}#threads`,
  markerHref = (ordinal) => `#${markerAnchor(ordinal)}`,
}: {
  dialogue: ParsedDialogue;
  slug: string;
  /** The page of each list shown when a list is past the page's budget (`?threads=N`). */
  page?: number;
  pageHref?: (n: number) => string;
  markerHref?: MarkerHref;
}) {
  const paging = { page, pageHref, markerHref };
  const open = dialogue.threads.filter((t) => OPEN_STATUSES.includes(t.status)).length;
  const untracked = dialogue.threads.filter((t) => t.status === "untracked").length;
  return (
    <div className="space-y-6">
      <ThreadSection
        kind="tension"
        slug={slug}
        {...paging}
        title="Tensions"
        threads={dialogue.threads}
        markers={dialogue.markers}
        note={`${dialogue.threads.length}${open > 0 ? `, ${open} open` : ""}${untracked > 0 ? `, ${untracked} untracked` : ""}`}
        empty="No tensions were raised or tracked."
        listClass="space-y-3"
      />
      <ThreadSection
        kind="perspective"
        slug={slug}
        {...paging}
        title="Perspectives"
        threads={dialogue.perspectiveThreads}
        markers={dialogue.markers}
        note={String(dialogue.perspectiveThreads.length)}
        empty="No perspectives were raised or listed."
        listClass="grid gap-3 md:grid-cols-2"
      />
    </div>
  );
}
