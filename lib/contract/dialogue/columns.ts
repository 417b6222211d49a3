import { headerKey } from "./tables";
import { stripDecoration, stripEmphasis } from "../core/text";

/** The index of the first header cell named by one of `names` (bold, emoji and case ignored), or -1. */
export function column(header: string[], names: readonly string[]): number {
  const keys = header.map(headerKey);
  for (const name of names) {
    const at = keys.indexOf(name);
    if (at >= 0) return at;
  }
  return -1;
}

/** An agent cell: `🧁 Muffin`, `**Ada**`, `Muffin (Role)` → the name. */
export function agentName(cell: string): string {
  let s = stripDecoration(stripEmphasis(cell));
  const paren = s.indexOf(" (");
  if (paren > 0) s = s.slice(0, paren);
  return s.trim();
}
