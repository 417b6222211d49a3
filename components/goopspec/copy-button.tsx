"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** Copies `text` to the clipboard and says so; the only client code of the GoopSpec review. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={`${label}: ${text}`}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setState("copied"),
          () => setState("failed"),
        );
      }}
    >
      {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}
    </Button>
  );
}
