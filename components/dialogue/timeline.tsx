import type { Contribution, Marker, ParsedDialogue, Round } from "@/lib/contract";
import { contributionAnchor, markerAnchor, roundAnchor } from "@/lib/anchors";
import { Markdown } from "./markdown";
import { MarkerChip } from "./marker-chip";

/** Each contribution's markers with their ordinals, found in one pass over the markers. */
function markersByContribution(dialogue: ParsedDialogue): Map<Contribution, [Marker, number][]> {
  const out = new Map<Contribution, [Marker, number][]>();
  const spans = dialogue.rounds.flatMap((r) => r.contributions.map((c) => ({ c, round: r.number, last: c.lines.at(-1)?.line ?? c.line })));
  dialogue.markers.forEach((m, ordinal) => {
    const span = spans.find((s) => s.round === m.round && s.c.agent === m.agent && (s.c.file ?? null) === (m.file ?? null) && m.line >= s.c.line && m.line <= s.last);
    if (span) out.set(span.c, [...(out.get(span.c) ?? []), [m, ordinal]]);
  });
  return out;
}

function ContributionCard({ c, round, index, markers }: { c: Contribution; round: Round; index: number; markers: [Marker, number][] }) {
  const anchor = contributionAnchor(round.number, index);
  const name = c.judge ? (c.note ?? "Judge") : c.agent;
  return (
    <article
      id={anchor}
      data-contribution=""
      tabIndex={-1}
      aria-labelledby={`${anchor}-agent`}
      className={`scroll-mt-28 rounded-lg border p-4 focus:outline-2 focus:outline-offset-2 focus:outline-blue-600 ${c.judge ? "border-blue-200 bg-blue-50 dark:border-blue-900 dark:bg-blue-950/40" : "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"}`}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-2">
        <h4 id={`${anchor}-agent`} className="font-semibold">
          <a href={`#${anchor}`} className="focus-visible:outline-2 focus-visible:outline-blue-600">{c.emoji} {name}</a>
        </h4>
        {c.judge ? <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-900/70 dark:text-blue-200">Judge&apos;s assessment</span> : null}
        {c.role ? <span className="text-sm text-slate-500 dark:text-slate-400">{c.role}</span> : null}
        {c.note && !c.judge ? <span className="text-sm text-slate-500 dark:text-slate-400">→ {c.note}</span> : null}
        {c.file ? <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{c.file}</span> : null}
      </header>
      {markers.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-1.5" aria-label={`Markers of ${name}`}>
          {markers.map(([m, ordinal]) => <MarkerChip key={ordinal} marker={m} anchor={markerAnchor(ordinal)} />)}
        </ul>
      ) : null}
      <Markdown text={c.lines.map((l) => l.text).join("\n")} />
    </article>
  );
}

/** Rounds in order; each contribution rendered as markdown with its markers as linkable chips; the Judge set apart. */
export function Timeline({ dialogue }: { dialogue: ParsedDialogue }) {
  if (dialogue.rounds.length === 0) return <p className="text-slate-600 dark:text-slate-400">This dialogue records no rounds.</p>;
  const markers = markersByContribution(dialogue);
  return (
    <ol className="space-y-8" aria-label="Rounds">
      {dialogue.rounds.map((round, ri) => {
        const intro = round.intro.map((l) => l.text).join("\n").trim();
        return (
          <li key={`${round.number}-${ri}`}>
            <section id={roundAnchor(round.number)} data-round="" aria-labelledby={`${roundAnchor(round.number)}-heading`} className="scroll-mt-20">
              <h3 id={`${roundAnchor(round.number)}-heading`} className="sticky top-10 z-10 -mx-1 bg-slate-50/95 px-1 py-2 text-lg font-semibold backdrop-blur dark:bg-slate-950/95">
                <a href={`#${roundAnchor(round.number)}`} className="focus-visible:outline-2 focus-visible:outline-blue-600">Round {round.number}{round.label ? `: ${round.label}` : ""}</a>
              </h3>
              {intro ? <div className="mt-2 text-slate-700 dark:text-slate-300"><Markdown text={intro} /></div> : null}
              <div className="mt-3 space-y-4">
                {round.contributions.map((c, ci) => <ContributionCard key={ci} c={c} round={round} index={ci} markers={markers.get(c) ?? []} />)}
              </div>
            </section>
          </li>
        );
      })}
    </ol>
  );
}
