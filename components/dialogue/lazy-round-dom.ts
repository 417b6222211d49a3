import { z } from "zod";

// The dialogue page's closed rounds (components/dialogue/timeline.tsx) and a long dialogue's other closed parts (a
// thread's moves, persuasion's moves: `[data-closed-part]`), each opened in place from its own page.

const CLOSED = "[data-closed-round]";
const loading = new WeakMap<HTMLElement, Promise<void>>();

/** `#round-3-c2` or `#marker-41` (both 1-based): what the address names, to find the closed part of a round it is in. */
const anchorSchema = z.union([
  z
    .string()
    .regex(/^round-\d+-c\d+$/)
    .transform((id) => {
      const [, round, c] = /^round-(\d+)-c(\d+)$/.exec(id)!;
      return { round: Number(round), contribution: Number(c) - 1 };
    }),
  z
    .string()
    .regex(/^marker-\d+$/)
    .transform((id) => ({ marker: Number(id.slice(7)) - 1 })),
]);

/** The closed part of a round that holds the element an address names; null when it is on the page already, or names no such place. */
export function closedRoundFor(id: string): HTMLElement | null {
  if (document.getElementById(id)) return null;
  const parsed = anchorSchema.safeParse(id);
  if (!parsed.success) return null;
  const target = parsed.data;
  if ("round" in target) {
    const body = document.getElementById(`round-${target.round}`)?.querySelector<HTMLElement>(CLOSED);
    return body && target.contribution >= Number(body.dataset.from) ? body : null;
  }
  for (const body of document.querySelectorAll<HTMLElement>(`${CLOSED}[data-markers]`)) {
    const [low, high] = body.dataset.markers!.split("-").map(Number);
    if (target.marker >= low! && target.marker <= high!) return body;
  }
  return null;
}

export const isClosedRound = (el: Element): el is HTMLElement => el instanceof HTMLElement && el.matches(CLOSED);

/** Replaces the body of a round with a closed part by the round's whole body, read from its page; one fetch however often it is asked. */
export function openRound(body: HTMLElement): Promise<void> {
  if (!body.matches(CLOSED)) return Promise.resolve();
  return once(body, `[data-round-body="${body.dataset.roundOf}"]`);
}

/**
 * Replaces a closed part (`[data-closed-part]`: a thread's moves, …) by the part of the same name (`data-part`) on the
 * page its link leads to.
 */
export function openPart(closed: HTMLElement): Promise<void> {
  const href = closed.querySelector<HTMLAnchorElement>("a[data-open-part]")?.getAttribute("href");
  if (!closed.matches("[data-closed-part]") || !href) return Promise.resolve();
  return once(closed, `[data-part="${closed.dataset.part}"]`, href);
}

function once(closed: HTMLElement, selector: string, href = closed.dataset.href!): Promise<void> {
  let pending = loading.get(closed);
  if (!pending) {
    pending = fill(closed, selector, href).finally(() => loading.delete(closed));
    loading.set(closed, pending);
  }
  return pending;
}

/** The element `selector` names around `closed`, replaced by the one it names on the page at `href`. */
async function fill(closed: HTMLElement, selector: string, href: string): Promise<void> {
  closed.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(href, { headers: { accept: "text/html" } });
    if (!response.ok) throw new Error(`${href} answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const fresh = page.querySelector(selector);
    const current = closed.closest(selector);
    if (!fresh || !current) throw new Error(`${href} holds no ${selector}`);
    const part = document.importNode(fresh, true);
    // Asked for, a disclosure arrives open (a round's "what changed").
    if (part instanceof HTMLDetailsElement) part.open = true;
    // Links to this page (a move's marker: `/d/<slug>#marker-7` on the thread's own page) stay on it, as in-page addresses.
    for (const a of part.querySelectorAll<HTMLAnchorElement>("a[href]"))
      if (a.pathname === location.pathname && a.search === "" && a.hash) a.setAttribute("href", a.hash);
    current.replaceWith(part);
  } finally {
    closed.removeAttribute("aria-busy");
  }
}

/** Opens the round an address is in, then goes to what it names, as the browser would have had it been there. */
export async function revealAddress(id: string): Promise<void> {
  const body = closedRoundFor(id);
  if (!body) return;
  await openRound(body);
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: "start" });
  if (target.matches("[data-contribution], [data-round]")) target.focus({ preventScroll: true });
}
