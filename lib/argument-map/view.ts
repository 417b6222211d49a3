import { z } from "zod";
import type { ParsedDialogue } from "@/lib/contract";
import { firstValue } from "@/lib/url-params";
import { buildArgumentGraph, type EdgeKind } from "./graph";
import { layoutArgumentMap, type MapGroup, type MapLayout } from "./layout";

// A malformed value in a shared link falls back to the default rather than failing the page.
const mapViewSchema = z.object({
  group: firstValue(z.enum(["round", "tension"])).catch("round"),
});

export interface MapView {
  group: MapGroup;
}

/** The map's view state from the URL: `/d/x/map?group=tension`. */
export function parseMapView(params: Record<string, string | string[] | undefined>): MapView {
  return mapViewSchema.parse(params);
}

/** The words for each kind of move, as the edge list and legend say them. */
export const EDGE_VERBS: Record<EdgeKind, string> = {
  refined: "refined",
  conceded: "conceded",
  acknowledged: "acknowledged",
  resolved: "resolved",
  confirmed: "confirmed",
  challenged: "challenged",
  referenced: "referred to",
};

/** The whole server-side work of the map but the rendering: graph from the contract's threads, then layout. */
export function argumentMapLayout(dialogue: Pick<ParsedDialogue, "threads" | "perspectiveThreads" | "markers">, group: MapGroup): Promise<MapLayout> {
  return layoutArgumentMap(buildArgumentGraph(dialogue), group);
}
