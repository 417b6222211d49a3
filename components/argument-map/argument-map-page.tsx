import Link from "next/link";
import { counted } from "@/lib/plural";
import type { MapGroup, MapLayout } from "@/lib/argument-map/layout";
import { ArgumentMap } from "./argument-map";
import { MapLegend } from "./map-legend";
import { MoveList } from "./move-list";

const GROUPS: [MapGroup, string][] = [
  ["round", "By round"],
  ["tension", "By tension"],
];

/** What a map holds, in words: "1 tension, 2 perspectives, 1 move across 1 round". */
export function mapSummary(layout: Pick<MapLayout, "nodes" | "edges" | "columns">): string {
  const count = (kind: string) => layout.nodes.filter((n) => n.kind === kind).length;
  const rounds = layout.columns.filter((c) => c.round !== null).length;
  return `${counted(count("tension"), "tension")}, ${counted(count("perspective"), "perspective")}, ${counted(layout.edges.length, "move")} across ${counted(rounds, "round")}`;
}

/** The map page: a link back, what the map holds, the grouping (in the URL), the map, and its moves as a list. */
export function ArgumentMapPage({ layout, group, slug, title }: { layout: MapLayout; group: MapGroup; slug: string; title: string }) {
  const count = (kind: string) => layout.nodes.filter((n) => n.kind === kind).length;
  const summary = mapSummary(layout);
  const loose = count("moves");
  return (
    <article aria-labelledby="map-title" className="space-y-4">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={`/d/${slug}`} className="text-blue-700 underline dark:text-blue-300">
            ← {title}
          </Link>
        </p>
        <h1 id="map-title" className="text-2xl font-semibold tracking-tight">
          Argument map
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {summary}.{loose > 0 ? ` Grey nodes (${loose}) gather the moves of an agent who raised nothing of their own that round.` : ""} Each node opens its
          marker on the timeline; hover or focus one to see only what it is joined to.
        </p>
      </header>
      {layout.nodes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">This dialogue marks no perspectives or tensions, so there is nothing to map.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <nav aria-label="Group the map" className="inline-flex rounded-md border border-slate-300 text-sm dark:border-slate-700">
              {GROUPS.map(([g, label]) => (
                <Link
                  key={g}
                  href={g === "round" ? `/d/${slug}/map` : `/d/${slug}/map?group=${g}`}
                  aria-current={g === group ? "page" : undefined}
                  className="px-3 py-1 first:rounded-l-md last:rounded-r-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-100 dark:aria-[current=page]:text-slate-900"
                >
                  {label}
                </Link>
              ))}
            </nav>
            <MapLegend kinds={[...new Set(layout.edges.map((e) => e.kind))]} />
          </div>
          <a href="#moves-heading" className="sr-only focus:not-sr-only focus:underline">
            Skip the map to its moves as a list
          </a>
          <div
            tabIndex={0}
            role="region"
            aria-label="Argument map, scrollable"
            className="overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-2 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:bg-slate-950"
          >
            <ArgumentMap layout={layout} slug={slug} label={`Argument map: ${summary}`} />
          </div>
          <section aria-labelledby="moves-heading" className="space-y-2">
            <h2 id="moves-heading" className="text-xl font-semibold">
              Moves, as a list
            </h2>
            <MoveList layout={layout} slug={slug} />
          </section>
        </>
      )}
    </article>
  );
}
