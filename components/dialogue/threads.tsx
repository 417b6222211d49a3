import { OPEN_STATUSES, type Marker, type ParsedDialogue, type Thread, type ThreadEventKind } from "@/lib/contract";
import { markerAnchor, threadAnchor, type ThreadKind } from "@/lib/anchors";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ArguedElsewhere } from "@/components/search/argued-elsewhere";
import { capped, PAGE_BUDGET, paged } from "@/lib/page-budget";
import { ClosedPart } from "./closed-part";
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

/** "resolved by Eclair, round 1": a move in words, the text of its link. */
const moveWords = (e: Thread["events"][number]) => `${VERB[e.kind]} by ${e.agent ?? "the preamble"}${e.round !== null ? `, round ${e.round}` : ""}`;

function Moves({ thread, part, markers, label, markerHref }: { thread: Thread; part?: string; markers: Marker[]; label: string; markerHref: MarkerHref }) {
  // A thread's moves are markers: past the page's budget, the first ones and a count (the rest in the marker list).
  const events = capped(thread.events);
  return (
    <ol className="thread-moves" aria-label={label} data-part={part}>
      {events.shown.map((e) => (
        <li key={`${e.kind}-${e.marker}`}>
          <a href={markerHref(e.marker)} className="link">
            {moveWords(e)}
          </a>
          {markers[e.marker]!.description && e.kind !== "raised" ? <span className="muted"> — {markers[e.marker]!.description}</span> : null}
        </li>
      ))}
      {events.more > 0 ? <li className="muted">and {events.more.toLocaleString("en")} more moves</li> : null}
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
  closedHref,
  alone = false,
}: {
  thread: Thread;
  anchor: string;
  markers: Marker[];
  kind: "tension" | "perspective";
  slug: string;
  markerHref: MarkerHref;
  /** Where the thread alone is, when its moves are left for later (a long dialogue); a single move is drawn anyway. */
  closedHref?: string;
  /** The thread on its own page: its moves carry the name the dialogue page's closed part has (`data-part`). */
  alone?: boolean;
}) {
  const open = kind === "tension" && OPEN_STATUSES.includes(thread.status);
  const status = kind === "tension" ? (open ? "open" : thread.status) : null;
  const builtOn = thread.events.filter((e) => e.kind !== "raised").length;
  const single = closedHref && thread.events.length === 1 && thread.events[0]!.kind === "raised" ? thread.events[0]! : null;
  return (
    <li id={anchor} className={`card thread${open ? " card-open" : ""}`}>
      <p>
        <a href={`#${anchor}`} className="thread-id">
          {thread.id}
        </a>
        <span className="thread-label">{thread.label || "(no label)"}</span>
        {status ? <Badge tone={STATUS[status] ?? "neutral"}>{status}</Badge> : null}
        {kind === "perspective" && builtOn > 0 ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {builtOn} {builtOn === 1 ? "response" : "responses"}
          </span>
        ) : null}
        {single ? (
          // A long dialogue's thread of one move (most perspectives: raised, never answered) says it in its head line.
          <a href={markerHref(single.marker)} className="link text-sm">
            {moveWords(single)}
          </a>
        ) : null}
      </p>
      {single ? null : thread.events.length > 1 && closedHref ? (
        // Left for later: a link to the thread alone (`/d/<slug>/threads/<anchor>`), opened in place.
        <ClosedPart part={anchor} href={closedHref} className="mt-2 text-sm">
          Show its {thread.events.length.toLocaleString("en")} moves
        </ClosedPart>
      ) : thread.events.length > 0 ? (
        <Moves thread={thread} part={alone ? anchor : undefined} markers={markers} label={`Moves on ${thread.id}`} markerHref={markerHref} />
      ) : (
        <p className="mt-1 text-sm muted">
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
      {/* Named by the thread's id alone (unique in its list; the label is beside it): a long dialogue lists a hundred. */}
      <ArguedElsewhere query={new URLSearchParams({ slug, kind, id: thread.id }).toString()} name={thread.id} />
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
  threadHref,
}: {
  slug: string;
  page: number;
  pageHref: (n: number) => string;
  markerHref: MarkerHref;
  threadHref?: (anchor: string) => string;
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
        <p className="muted">{empty}</p>
      ) : (
        <>
          {shown ? <ListPager page={shown} label={title.toLowerCase()} href={pageHref} /> : null}
          <ol className={listClass} aria-label={`${title.slice(0, -1)} threads`} start={(shown?.from ?? 0) + 1}>
            {(shown?.items ?? threads).map((t, i) => {
              const anchor = threadAnchor(kind, (shown?.from ?? 0) + i);
              return (
                <ThreadCard
                  key={`${t.id}-${i}`}
                  thread={t}
                  anchor={anchor}
                  markers={markers}
                  kind={kind}
                  slug={slug}
                  markerHref={markerHref}
                  closedHref={threadHref?.(anchor)}
                />
              );
            })}
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
  threadHref,
}: {
  dialogue: ParsedDialogue;
  slug: string;
  /** The page of each list shown when a list is past the page's budget (`?threads=N`). */
  page?: number;
  pageHref?: (n: number) => string;
  markerHref?: MarkerHref;
  /**
   * Where each thread is alone (app/d/[slug]/threads/[thread]): given for a long dialogue (lib/page-budget.ts,
   * closesThreads), whose threads show their counts and open their moves when asked.
   */
  threadHref?: (anchor: string) => string;
}) {
  const paging = { page, pageHref, markerHref, threadHref };
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

/** One thread alone, whole: its page, and what the dialogue page reads to open its moves in place. */
export function SingleThread({
  dialogue,
  slug,
  kind,
  index,
  markerHref,
}: {
  dialogue: ParsedDialogue;
  slug: string;
  kind: ThreadKind;
  index: number;
  markerHref: MarkerHref;
}) {
  const thread = (kind === "tension" ? dialogue.threads : dialogue.perspectiveThreads)[index]!;
  return (
    <ol aria-label={`${kind === "tension" ? "Tension" : "Perspective"} thread`}>
      <ThreadCard thread={thread} anchor={threadAnchor(kind, index)} markers={dialogue.markers} kind={kind} slug={slug} markerHref={markerHref} alone />
    </ol>
  );
}
