"use client";

import { useState } from "react";
import type { ElsewhereHit } from "@/lib/db/argued-elsewhere";

type State = { phase: "closed" | "loading" } | { phase: "done"; hits: ElsewhereHit[]; terms: string[] } | { phase: "failed"; message: string };

/**
 * "Argued elsewhere" for one tension or perspective: fetched when first opened (a few ms each, but a dialogue has
 * dozens of threads and most are never opened), then kept. `query` names it for /api/search/elsewhere.
 */
export function ArguedElsewhere({ query, name }: { query: string; name: string }) {
  const [state, setState] = useState<State>({ phase: "closed" });
  const load = async () => {
    setState({ phase: "loading" });
    try {
      const response = await fetch(`/api/search/elsewhere?${query}`);
      if (!response.ok) throw new Error(response.status === 404 ? "It is no longer in the database." : `The server answered ${response.status}.`);
      const body = (await response.json()) as { hits: ElsewhereHit[]; terms: string[] };
      setState({ phase: "done", hits: body.hits, terms: body.terms });
    } catch (error) {
      setState({ phase: "failed", message: error instanceof Error ? error.message : "It could not be loaded." });
    }
  };
  return (
    <details
      className="mt-2 text-sm"
      onToggle={(e) => {
        if (e.currentTarget.open && (state.phase === "closed" || state.phase === "failed")) void load();
      }}
    >
      <summary className="disclosure">
        Argued elsewhere<span className="sr-only">{` (${name})`}</span>
      </summary>
      <div aria-live="polite" className="mt-2">
        {state.phase === "loading" ? <p className="muted">Looking in other dialogues…</p> : null}
        {state.phase === "failed" ? <p className="text-red-700 dark:text-red-300">{state.message}</p> : null}
        {state.phase === "done" && state.hits.length === 0 ? <p className="muted">No other dialogue shares two of its distinctive words.</p> : null}
        {state.phase === "done" && state.hits.length > 0 ? (
          <>
            <ol className="space-y-2" aria-label={`Argued elsewhere: ${name}`}>
              {state.hits.map((h) => (
                <li key={h.markerId} className="border-l-2 border-slate-300 pl-2 dark:border-slate-700">
                  <a href={h.href} className="font-medium break-words link">
                    <span className="font-mono text-xs">{[h.type, h.ref].filter(Boolean).join(" ")}</span> {h.label || h.text || "(no label)"}
                  </a>
                  <span className="block text-xs muted">
                    {h.dialogue.title}
                    {h.round !== null ? ` · round ${h.round}` : ""}
                    {h.agent ? ` · ${h.agent}` : ""}
                  </span>
                </li>
              ))}
            </ol>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Matched on: {state.terms.join(", ")}</p>
          </>
        ) : null}
      </div>
    </details>
  );
}
