"use client";

import { useCopy } from "@/components/ui/use-copy";

/** Copies one text to the clipboard; says so in a live region, and says how to copy by hand when the browser refuses. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, copy] = useCopy(text);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        {state === "copied" ? "Copied" : "Copy"}
      </button>
      <span role="status" className="text-xs text-slate-500 dark:text-slate-400">
        {state === "copied" ? "Copied to the clipboard" : state === "failed" ? "The browser refused; select the command and copy it" : ""}
      </span>
    </span>
  );
}
