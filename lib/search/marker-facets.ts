import type { MarkerType, ParsedDialogue } from "@/lib/contract";
import type { SearchType } from "./query";

export type MarkerKind = SearchType | "other";

const KIND: Partial<Record<MarkerType, SearchType>> = {
  TENSION: "tension",
  PERSPECTIVE: "perspective",
  RESOLVED: "resolution",
  RESOLUTION: "resolution",
  "REFINED RESOLUTION": "resolution",
  REFINEMENT: "refinement",
  REFINED: "refinement",
  CONCESSION: "concession",
  "CONCEDE-WITH-SCOPE": "concession",
};

export function markerKind(type: MarkerType): MarkerKind {
  return KIND[type] ?? "other";
}

/**
 * What search filters each marker by: its kind, and the status of the tension thread it moves (raised, refined,
 * conceded, resolved); null for markers outside every tension thread. Aligned with `dialogue.markers`.
 */
export function markerFacets(dialogue: ParsedDialogue): { kind: MarkerKind; status: string | null }[] {
  const status = new Map<number, string>();
  for (const thread of dialogue.threads)
    for (const e of thread.events) if (!status.has(e.marker)) status.set(e.marker, thread.status === "partial" ? "open" : thread.status);
  return dialogue.markers.map((m, i) => ({ kind: markerKind(m.type), status: status.get(i) ?? null }));
}
