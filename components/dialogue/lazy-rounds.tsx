"use client";

import { useEffect } from "react";
import { openRound, revealAddress } from "./lazy-round-dom";

/**
 * The closed rounds of a long dialogue open in place: a click on "Show round N" (a plain link to the round alone
 * without script), and an address inside one (`#marker-41`, `#round-3-c2`) on arrival or later. `j`/`k` open them
 * too (keyboard-shortcuts.tsx).
 */
export function LazyRounds() {
  useEffect(() => {
    const fromAddress = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (id) void revealAddress(id);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-open-round]");
      const body = link?.closest<HTMLElement>("[data-closed-round]");
      if (!link || !body || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void openRound(body).catch(() => (location.href = body.dataset.href!));
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
