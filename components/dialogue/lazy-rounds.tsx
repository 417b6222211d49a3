"use client";

import { useEffect } from "react";
import { openRound, openPart, revealAddress } from "./lazy-round-dom";

/**
 * The closed rounds of a long dialogue open in place: a click on "Show round N" (a plain link to the round alone
 * without script), and an address inside one (`#marker-41`, `#round-3-c2`) on arrival or later. `j`/`k` open them
 * too (keyboard-shortcuts.tsx). So do a long dialogue's other closed parts (a thread's moves, persuasion's), on a click
 * on their link (the same condition closes them all: lib/page-budget.ts, isLongDialogue).
 */
export function LazyRounds() {
  useEffect(() => {
    const fromAddress = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (id) void revealAddress(id);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-open-round], a[data-open-part]");
      const body = link?.closest<HTMLElement>("[data-closed-round], [data-closed-part]");
      if (!link || !body || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const href = link.getAttribute("href")!;
      if (body.matches("[data-closed-part]")) {
        // The link is replaced by what it opens: the reader's focus goes to the first link of it.
        const part = `[data-part="${body.dataset.part}"]`;
        void openPart(body)
          .then(() => document.querySelector<HTMLElement>(`${part} a`)?.focus())
          .catch(() => (location.href = href));
      } else void openRound(body).catch(() => (location.href = href));
    };
    fromAddress();
    window.addEventListener("hashchange", fromAddress);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("hashchange", fromAddress);
      document.removeEventListener("click", onClick);
    };
  }, []);
  return null;
}
