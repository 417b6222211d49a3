"use client";

import { useCopy } from "@/components/ui/use-copy";

/** A set-password link, shown once: the whole address in a field to select, and a copy button. */
export function PasswordLink({ path, email }: { path: string; email: string }) {
  // Only ever rendered after an action answered, in the browser, so the page's own origin is known.
  const url = `${typeof window === "undefined" ? "" : window.location.origin}${path}`;
  const [state, copy] = useCopy(url);
  const id = `link-${email.replace(/[^a-z0-9]/gi, "-")}`;
  return (
    <div className="basis-full space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        Set-password link for {email}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        />
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          {state === "copied" ? "Copied" : "Copy link"}
        </button>
      </div>
      <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
        {state === "copied" ? "Copied to the clipboard." : state === "failed" ? "The browser refused to copy: select the link and copy it." : ""}
      </p>
    </div>
  );
}
