import type { ParsedDialogue, TensionEventKind } from "@/lib/contract";

const VERB: Record<TensionEventKind, string> = { raised: "raised", refined: "refined", conceded: "conceded", acknowledged: "acknowledged", resolved: "resolved" };
const STATUS: Record<string, string> = {
  resolved: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  accepted: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  deferred: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  partial: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  open: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  unknown: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** Every tension followed across rounds; each move links to its marker in the timeline. Open ones stand out. */
export function Threads({ dialogue }: { dialogue: ParsedDialogue }) {
  if (dialogue.threads.length === 0) return <p className="text-slate-600 dark:text-slate-400">No tensions were raised or tracked.</p>;
  return (
    <ol className="space-y-3" aria-label="Tension threads">
      {dialogue.threads.map((t, i) => {
        const open = t.status === "open" || t.status === "partial";
        return (
          <li key={`${t.id}-${i}`} id={`tension-${i + 1}`} className={`scroll-mt-24 rounded-lg border p-3 ${open ? "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/30" : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"}`}>
            <p className="flex flex-wrap items-baseline gap-2">
              <a href={`#tension-${i + 1}`} className="font-mono text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-600">{t.id}</a>
              <span className="font-medium">{t.label || "(no label)"}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS[t.status] ?? STATUS.unknown}`}>{open ? "open" : t.status}</span>
            </p>
            {t.events.length > 0 ? (
              <ol className="mt-2 space-y-1 text-sm" aria-label={`Moves on ${t.id}`}>
                {t.events.map((e) => (
                  <li key={e.marker}>
                    <a href={`#marker-${e.marker + 1}`} className="text-blue-700 underline dark:text-blue-300">
                      {VERB[e.kind]} by {e.agent ?? "the preamble"}{e.round !== null ? `, round ${e.round}` : ""}
                    </a>
                    {dialogue.markers[e.marker]!.description && e.kind !== "raised" ? <span className="text-slate-600 dark:text-slate-400"> — {dialogue.markers[e.marker]!.description}</span> : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">From the Tensions Tracker only{t.statusRaw ? `: ${t.statusRaw}` : ""}.</p>
            )}
            {open ? <p className="mt-1 text-sm font-medium text-amber-800 dark:text-amber-200">Unresolved at the end of the dialogue.</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
