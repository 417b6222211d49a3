/** What a key does on the dialogue page; null when it is not ours (typing in a field, a modifier held). */
export type NavAction = "next-contribution" | "previous-contribution" | "next-round" | "previous-round" | "help";

export function navAction(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">, targetTag: string, editable: boolean): NavAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || editable) return null;
  if (targetTag === "INPUT" || targetTag === "TEXTAREA" || targetTag === "SELECT") return null;
  const actions: Record<string, NavAction> = { j: "next-contribution", k: "previous-contribution", "]": "next-round", "[": "previous-round", "?": "help" };
  return actions[event.key] ?? null;
}

/**
 * The element to move to: the first one below the reading line going forward, the last one above it going back.
 * `tops` are the elements' offsets from the top of the viewport, in document order.
 */
export function nextIndex(tops: number[], current: number, forward: boolean, line = 120): number | null {
  if (tops.length === 0) return null;
  if (current >= 0) {
    const i = forward ? current + 1 : current - 1;
    return i >= 0 && i < tops.length ? i : null;
  }
  if (forward) {
    const i = tops.findIndex((t) => t > line);
    return i >= 0 ? i : null;
  }
  const i = tops.findLastIndex((t) => t < line - 8);
  return i >= 0 ? i : null;
}

/** A key of the round scrubber, outside text fields: `,` the round before, `.` the round after. */
export function scrubKey(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">, targetTag: string, editable: boolean): -1 | 1 | null {
  if (event.ctrlKey || event.metaKey || event.altKey || editable) return null;
  if (targetTag === "INPUT" || targetTag === "TEXTAREA" || targetTag === "SELECT") return null;
  return event.key === "," ? -1 : event.key === "." ? 1 : null;
}
