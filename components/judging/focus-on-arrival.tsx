"use client";

import { useEffect } from "react";

/**
 * Puts the keyboard on `targetId` when this mounts and nothing else holds focus: on a page load, and when a save
 * moves the page on to another round (the previous round's forms, and the focus with them, are gone).
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(targetId)?.focus();
  }, [targetId]);
  return null;
}
