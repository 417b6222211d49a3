"use client";

import { useEffect } from "react";

/**
 * Puts the keyboard on `targetId` when this mounts: keyed by document and round, that is on a page load and whenever
 * the page moves on to another round (a save that finished one, the queue's next item), where whatever held focus
 * belonged to the round before.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.focus();
  }, [targetId]);
  return null;
}
