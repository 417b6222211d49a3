import { z } from "zod";

// The dialogue page's closed rounds (components/dialogue/timeline.tsx), opened in place from the round's own page.

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
  let pending = loading.get(body);
  if (!pending) {
    pending = fill(body).finally(() => loading.delete(body));
    loading.set(body, pending);
  }
  return pending;
}

async function fill(body: HTMLElement): Promise<void> {
  body.setAttribute("aria-busy", "true");
  try {
    const response = await fetch(body.dataset.href!, { headers: { accept: "text/html" } });
    if (!response.ok) throw new Error(`${body.dataset.href} answered ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const index = body.dataset.roundOf!;
    const fresh = page.querySelector(`[data-round-body="${index}"]`);
    const current = body.closest(`[data-round-body="${index}"]`);
    if (!fresh || !current) throw new Error(`${body.dataset.href} holds no round ${index}`);
    current.replaceWith(document.importNode(fresh, true));
  } finally {
    body.removeAttribute("aria-busy");
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
