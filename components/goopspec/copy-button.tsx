"use client";

import { useCopy } from "@/components/ui/use-copy";
import { Button } from "@/components/ui/button";

/** Copies `text` to the clipboard and says so; the only client code of the GoopSpec review. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [state, copy] = useCopy(text);
  return (
    <Button type="button" variant="secondary" size="sm" aria-label={`${label}: ${text}`} onClick={copy}>
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}
    </Button>
  );
}
