import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import type { Marker, ParsedDialogue } from "@/lib/contract";
import { MarkerChip } from "./marker-chip";

export function contributionAnchor(round: number, index: number): string {
  return `round-${round}-c${index + 1}`;
}

/** Rounds in order; each contribution rendered as markdown (no raw HTML) with its markers as linkable chips. */
export function Timeline({ dialogue }: { dialogue: ParsedDialogue }) {
  const ordinal = new Map<Marker, number>(dialogue.markers.map((m, i) => [m, i]));
  if (dialogue.rounds.length === 0) return <p className="text-slate-600 dark:text-slate-400">This dialogue records no rounds.</p>;
  return (
    <ol className="space-y-8" aria-label="Rounds">
      {dialogue.rounds.map((round, ri) => (
        <li key={`${round.number}-${ri}`}>
          <section id={`round-${round.number}`} aria-labelledby={`round-${round.number}-heading`} className="scroll-mt-20">
            <h3 id={`round-${round.number}-heading`} className="sticky top-0 z-10 -mx-1 bg-slate-50/95 px-1 py-2 text-lg font-semibold backdrop-blur dark:bg-slate-950/95">
              <a href={`#round-${round.number}`} className="focus-visible:outline-2 focus-visible:outline-blue-600">Round {round.number}{round.label ? `: ${round.label}` : ""}</a>
            </h3>
            <div className="mt-3 space-y-4">
              {round.contributions.map((c, ci) => {
                const anchor = contributionAnchor(round.number, ci);
                const markers = dialogue.markers.filter((m) => m.round === round.number && m.agent === c.agent && (m.file ?? null) === (c.file ?? null) && m.line >= c.line && m.line <= (c.lines.at(-1)?.line ?? c.line));
                return (
                  <article
                    key={anchor}
                    id={anchor}
                    aria-labelledby={`${anchor}-agent`}
                    className={`scroll-mt-24 rounded-lg border p-4 ${c.judge ? "border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950/40" : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"}`}
                  >
                    <header className="mb-2 flex flex-wrap items-baseline gap-x-2">
                      <h4 id={`${anchor}-agent`} className="font-semibold">
                        <a href={`#${anchor}`} className="focus-visible:outline-2 focus-visible:outline-blue-600">{c.emoji} {c.judge ? (c.note ?? "Judge") : c.agent}</a>
                      </h4>
                      {c.role ? <span className="text-sm text-slate-500 dark:text-slate-400">{c.role}</span> : null}
                      {c.note && !c.judge ? <span className="text-sm text-slate-500 dark:text-slate-400">→ {c.note}</span> : null}
                    </header>
                    {markers.length > 0 ? (
                      <ul className="mb-3 flex flex-wrap gap-1.5" aria-label={`Markers of ${c.agent}`}>
                        {markers.map((m) => <MarkerChip key={ordinal.get(m)} marker={m} anchor={`marker-${ordinal.get(m)! + 1}`} />)}
                      </ul>
                    ) : null}
                    <div className="markdown space-y-3 text-sm leading-relaxed">
                      <ReactMarkdown remarkPlugins={[remarkGfm]}>{c.lines.map((l) => l.text).join("\n")}</ReactMarkdown>
                    </div>
                  </article>
                );
              })}
            </div>
          </section>
        </li>
      ))}
    </ol>
  );
}
