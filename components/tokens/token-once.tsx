"use client";

import { useCopy } from "@/components/ui/use-copy";

/** A new token, shown this once: to select or copy, with the first call to try it. */
export function TokenOnce({ token, name }: { token: string; name: string }) {
  const [state, copy] = useCopy(token);
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
      <label htmlFor="new-token" className="text-sm font-medium">
        {name}: copy it now, it is not shown again
      </label>
      <div className="flex items-center gap-2">
        <input
          id="new-token"
          readOnly
          value={token}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        />
        <button
          type="button"
          onClick={copy}
          className="shrink-0 rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          {state === "copied" ? "Copied" : "Copy token"}
        </button>
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">Try it:</p>
      <pre className="overflow-x-auto rounded bg-slate-900 p-2 font-mono text-xs text-slate-100">{`curl -H "Authorization: Bearer ${token}" ${origin}/api/v1/me`}</pre>
      <p role="status" className="text-xs text-slate-600 dark:text-slate-400">
        {state === "copied" ? "Copied to the clipboard." : state === "failed" ? "The browser refused to copy: select the token and copy it." : ""}
      </p>
    </div>
  );
}
