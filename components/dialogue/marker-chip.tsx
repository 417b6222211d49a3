import type { ReactNode } from "react";
import type { Marker } from "@/lib/contract";

// Each type's colour (app/globals.css `.chip-<type>`); another type keeps `.chip`'s own grey.
const TYPES = new Set(["PERSPECTIVE", "TENSION", "RESOLVED", "REFINEMENT", "CONCESSION"]);

/**
 * A marker where it stands in its contribution: its type and id link to its own address, then its description as
 * rendered markdown, whole (it wraps, never truncated). Opened by a link (`#marker-7`), it is outlined.
 */
export function MarkerChip({ marker, anchor, description }: { marker: Marker; anchor: string; description: ReactNode }) {
  return (
    <span id={anchor} data-marker-chip="" className={TYPES.has(marker.type) ? `chip chip-${marker.type.toLowerCase()}` : "chip"}>
      <a href={`#${anchor}`}>
        {marker.type}
        {marker.id ? <span className="font-mono"> {marker.id}</span> : null}
      </a>
      {description ? <span className="ml-1.5">{description}</span> : null}
    </span>
  );
}
