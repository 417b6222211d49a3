import type { ReactNode } from "react";
import { markerAnchor } from "@/lib/anchors";
import { movesByTension, summarizeDiff, type RoundDiff, type TensionPhase } from "@/lib/views/dialogue/dialogue-state";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { capped } from "@/lib/page-budget";
import { ClosedPart } from "./closed-part";
import { InlineMarkdown } from "./markdown";

export const PHASE_TONES: Record<TensionPhase, BadgeTone> = { open: "warning", narrowing: "info", resolved: "success", untracked: "neutral" };

export function PhaseBadge({ phase }: { phase: TensionPhase }) {
  return <Badge tone={PHASE_TONES[phase]}>{phase}</Badge>;
}

const linkClass = "link";

type MarkerHref = (ordinal: number) => string;
const inPage: MarkerHref = (ordinal) => `#${markerAnchor(ordinal)}`;

function MarkerLink({ marker, href, children }: { marker: number | null; href: MarkerHref; children: ReactNode }) {
  return marker === null ? (
    <>{children}</>
  ) : (
    <a href={href(marker)} className={linkClass}>
      {children}
    </a>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h4 className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-300">{title}</h4>
      <ul className="space-y-1 text-sm">{children}</ul>
    </div>
  );
}

// A round opening a dialogue can add thirty perspectives: the first few, the rest a click away.
const SHOWN_PERSPECTIVES = 8;

/** "and N more", where a list is cut at the page's budget: the rest are in the threads. */
function More({ count }: { count: number }) {
  return count > 0 ? <li className="muted">and {count.toLocaleString("en")} more (see Threads)</li> : null;
}

function perspectiveItem(p: RoundDiff["perspectivesAdded"][number], href: MarkerHref) {
  return (
    <li key={`${p.id}-${p.agent}-${p.marker}`} className="break-words">
      <MarkerLink marker={p.marker} href={href}>
        {p.id}
      </MarkerLink>{" "}
      <InlineMarkdown text={p.label} />
      {p.agent ? <span className="muted"> · {p.agent}</span> : null}
    </li>
  );
}

/** Position changes by what changed, so twelve agents moving to converge read as one line. */
function positionMoves(diff: RoundDiff): { from: string | null; to: string; agents: string[] }[] {
  const out = new Map<string, { from: string | null; to: string; agents: string[] }>();
  for (const p of diff.positionChanges) {
    const key = `${p.from ?? ""}|${p.to}`;
    if (!out.has(key)) out.set(key, { from: p.from, to: p.to, agents: [] });
    out.get(key)!.agents.push(p.agent);
  }
  return [...out.values()];
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Everything a round changed: tensions raised and moved, status changes, perspectives, scores and positions. */
export function RoundDiffView({ diff, markerHref = inPage }: { diff: RoundDiff; markerHref?: MarkerHref }) {
  const raised = capped(diff.tensionsRaised);
  const moved = capped(movesByTension(diff));
  const added = capped(diff.perspectivesAdded.slice(SHOWN_PERSPECTIVES));
  const deltas = diff.scoreDeltas.filter((s) => s.delta !== null && s.delta !== 0);
  const empty =
    diff.tensionsRaised.length + diff.moves.length + diff.statusChanges.length + diff.perspectivesAdded.length + deltas.length + diff.positionChanges.length ===
    0;
  if (empty) return <p className="text-sm muted">The file records no change in this round.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {diff.tensionsRaised.length + diff.moves.length + diff.statusChanges.length > 0 ? (
        <Group title="Tensions">
          {raised.shown.map((t) => (
            <li key={`r-${t.id}-${t.agent}-${t.marker}`} className="break-words">
              <span className="font-medium">raised</span>{" "}
              <MarkerLink marker={t.marker} href={markerHref}>
                {t.id}
              </MarkerLink>{" "}
              <InlineMarkdown text={t.label} />
              {t.agent ? <span className="muted"> · {t.agent}</span> : null}
            </li>
          ))}
          <More count={raised.more} />
          {moved.shown.map((t) => (
            <li key={`t-${t.id}-${t.label}`} className="break-words" data-diff-tension={t.id}>
              <span className="block">
                <span className="font-mono text-xs">{t.id}</span> <InlineMarkdown text={t.label} />{" "}
                {t.change ? (
                  <span className="inline-flex items-center gap-1 align-middle">
                    <PhaseBadge phase={t.change.from} /> → <PhaseBadge phase={t.change.to} />
                  </span>
                ) : null}
              </span>
              {t.kinds.map((k) => (
                <span key={k.kind} className="block pl-3 muted">
                  {k.kind} by{" "}
                  {capped(k.by).shown.map((b, i) => (
                    <span key={b.marker}>
                      {i > 0 ? ", " : ""}
                      <MarkerLink marker={b.marker} href={markerHref}>
                        {b.agent ?? "unnamed"}
                      </MarkerLink>
                    </span>
                  ))}
                  {capped(k.by).more > 0 ? ` and ${capped(k.by).more.toLocaleString("en")} more` : ""}
                </span>
              ))}
            </li>
          ))}
          <More count={moved.more} />
        </Group>
      ) : null}
      {diff.perspectivesAdded.length > 0 ? (
        <Group title={`Perspectives added (${diff.perspectivesAdded.length})`}>
          {diff.perspectivesAdded.slice(0, SHOWN_PERSPECTIVES).map((p) => perspectiveItem(p, markerHref))}
          {diff.perspectivesAdded.length > SHOWN_PERSPECTIVES ? (
            <li>
              <details>
                <summary className="cursor-pointer text-blue-700 focus-ring dark:text-blue-300">
                  {diff.perspectivesAdded.length - SHOWN_PERSPECTIVES} more
                </summary>
                <ul className="mt-1 space-y-1">
                  {added.shown.map((p) => perspectiveItem(p, markerHref))}
                  <More count={added.more} />
                </ul>
              </details>
            </li>
          ) : null}
        </Group>
      ) : null}
      {deltas.length > 0 ? (
        <Group title="Score changes">
          {deltas.map((s) => (
            <li key={s.agent} className="flex justify-between gap-2 tabular-nums">
              <span>{s.agent}</span>
              <span>
                {s.from ?? 0} → {s.to} <span className="font-medium">({signed(s.delta!)})</span>
              </span>
            </li>
          ))}
        </Group>
      ) : null}
      {diff.positionChanges.length > 0 ? (
        <Group title="Position changes">
          {positionMoves(diff).map((g) => (
            <li key={`${g.from}-${g.to}`}>
              {g.from ?? "no position"} → <span className="font-medium">{g.to}</span>
              <span className="muted">
                {" "}
                ({g.agents.length}): {g.agents.join(", ")}
              </span>
            </li>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

/**
 * A round's "what happened" line, opening onto its full diff. With `closedHref` (a long dialogue's timeline) the line
 * alone, its diff opened in place from the round's own page (`part` names it on both).
 */
export function RoundDiffSummary({
  diff,
  stateHref,
  open = false,
  markerHref,
  part,
  closedHref,
}: {
  diff: RoundDiff;
  stateHref?: string;
  open?: boolean;
  markerHref?: MarkerHref;
  part?: string;
  closedHref?: string;
}) {
  const words = summarizeDiff(diff);
  const title = diff.from === null ? `What round ${diff.to} brought` : `What changed from round ${diff.from} to round ${diff.to}`;
  const line = (
    <>
      <span className="font-medium">{title}</span> <span className="muted">{words.length > 0 ? words.join(" · ") : "no recorded change"}</span>
    </>
  );
  if (closedHref && part)
    return (
      <ClosedPart
        part={part}
        href={closedHref}
        lead={<>{line} </>}
        className="rounded-md border border-slate-200 bg-white px-3 py-1.5 text-sm dark:border-slate-800 dark:bg-slate-900"
      >
        Show what changed
      </ClosedPart>
    );
  return (
    <details open={open} data-part={part} className="group rounded-md border border-slate-200 bg-white text-sm dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 px-3 py-1.5 focus-ring">{line}</summary>
      <div className="space-y-3 border-t border-slate-200 px-3 py-3 dark:border-slate-800">
        <RoundDiffView diff={diff} markerHref={markerHref} />
        {stateHref ? (
          <p>
            <a href={stateHref} className={linkClass}>
              State after round {diff.to}
            </a>
          </p>
        ) : null}
      </div>
    </details>
  );
}
