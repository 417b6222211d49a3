/**
 * Every linkable place on the dialogue page, in one file so links and targets cannot drift apart. Anchors are
 * positional (the nth marker, the nth contribution of round r): stable for a given file, which is what a link names.
 */
export const roundAnchor = (round: number) => `round-${round}`;
export const contributionAnchor = (round: number, index: number) => `round-${round}-c${index + 1}`;
export const markerAnchor = (ordinal: number) => `marker-${ordinal + 1}`;
export type ThreadKind = "tension" | "perspective";
/** The nth tension or perspective of the Threads section: `tension-3`. */
export const threadAnchor = (kind: ThreadKind, index: number) => `${kind}-${index + 1}`;
/** A line of the source page: `L12`, or `L-round-0-muffin.md-12` in a directory's file. */
export const sourceAnchor = (d: { line: number; file?: string | null }) => (d.file ? `L-${d.file.split("/").join("-")}-${d.line}` : `L${d.line}`);
