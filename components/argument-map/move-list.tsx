import { markerAnchor } from "@/lib/anchors";
import type { MapLayout, PlacedNode } from "@/lib/argument-map/layout";
import { EDGE_VERBS } from "@/lib/argument-map/view";

const short = (n: PlacedNode | undefined) => (n ? `${n.id}${n.agent ? ` (${n.agent}${n.round !== null ? `, R${n.round}` : ""})` : ""}` : "?");

/** The map's text alternative: every edge as a sentence, by round, each linked to the marker of the move. */
export function MoveList({ layout, slug }: { layout: MapLayout; slug: string }) {
  const byKey = new Map(layout.nodes.map((n) => [n.key, n]));
  const rounds = [...new Set(layout.edges.map((e) => e.round))];
  if (layout.edges.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No moves: nothing was refined, conceded, resolved or referred to.</p>;
  return (
    <div className="space-y-3">
      {rounds.map((r) => (
        <div key={r ?? "none"}>
          <h3 className="text-sm font-semibold">{r !== null ? `Round ${r}` : "No round"}</h3>
          <ol className="mt-1 space-y-0.5 text-sm">
            {layout.edges
              .filter((e) => e.round === r)
              .map((e, i) => (
                <li key={`${e.marker}-${e.target}-${i}`} className="break-words">
                  <a href={`/d/${slug}#${markerAnchor(e.marker)}`} className="text-blue-700 underline dark:text-blue-300">
                    {e.agent ?? "Someone"} {EDGE_VERBS[e.kind]} {short(byKey.get(e.target))}
                  </a>
                  {byKey.get(e.source)?.kind !== "moves" ? (
                    <span className="text-slate-600 dark:text-slate-400"> from {short(byKey.get(e.source))}</span>
                  ) : null}
                </li>
              ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
