"use client";

import { useState } from "react";

export type CopyState = "idle" | "copied" | "failed";

/** Copying one text to the clipboard: the state to show (copied, or refused by the browser) and the action. */
export function useCopy(text: string): [CopyState, () => Promise<void>] {
  const [state, setState] = useState<CopyState>("idle");
  // Async so a missing clipboard (an insecure origin has none) fails into the state rather than throwing.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return [state, copy];
}
