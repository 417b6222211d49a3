import type { MoverBasis, PersuasionMove } from "@/lib/contract";
import { EvidenceLines } from "./evidence-lines";
import { Badge } from "@/components/ui/badge";
import { ClosedPart } from "./closed-part";
import { capped, PAGE_BUDGET } from "@/lib/page-budget";

const BASIS_LABELS: Record<MoverBasis, string> = {
  named: "named by the move",
  addressed: "argued the tension",
  argued: "argued in between",
};

/**
 * Who moved whom: each change of an agent's position (a stance, or a concession on a tension) with the agents whose
 * markers preceded it, each line a link to the source view. The empty state says what was read.
 */
export function PersuasionPanel({ moves, markers, sourcePath, href }: { moves: PersuasionMove[]; markers: number; sourcePath: string; href?: string }) {
  if (moves.length === 0)
    return (
      <p className="muted">
        {markers === 0
          ? "No moves: the dialogue has no markers, so nothing says where anyone stood."
          : "No moves: no agent changed stance between positions or conceded a tension (docs/audit.md, Persuasion)."}
      </p>
    );
  const unmoved = moves.filter((m) => m.movers.length === 0).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {moves.length} {moves.length === 1 ? "move" : "moves"}
        {unmoved > 0 ? `, ${unmoved} with no argument from another agent before it` : ""}. A move is credited to the agents whose markers came since the
        mover&apos;s previous position; the rule is in the docs (audit.md, Persuasion).
      </p>
      {href ? (
        // A long dialogue's moves open when asked, from the page of its moves alone (app/d/[slug]/persuasion).
        <ClosedPart part="persuasion" href={href} className="text-sm">
          Show the {moves.length.toLocaleString("en")} moves
        </ClosedPart>
      ) : (
        <MoveList moves={moves} sourcePath={sourcePath} />
      )}
    </div>
  );
}

function MoveList({ moves, sourcePath }: { moves: PersuasionMove[]; sourcePath: string }) {
  return (
    <ol aria-label="Moves" className="space-y-3" data-part="persuasion">
      {capped(moves).shown.map((m, i) => (
        <li key={i} className="rounded border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900">
          <p className="flex flex-wrap gap-1.5">
            <Badge tone="muted">{m.agent}</Badge>
            {m.kind === "stance" ? <Badge tone="warning">{`${m.from} → ${m.to}`}</Badge> : <Badge tone="accent">{`concedes ${m.tension}`}</Badge>}
            <Badge tone="neutral">round {m.round}</Badge>
          </p>
          <p className="mt-1 break-words">{m.message}</p>
          <EvidenceLines lines={m.evidence} sourcePath={sourcePath} label="The move" />
          {m.movers.length > 0 ? (
            <ul aria-label="Movers" className="mt-2 space-y-1.5 border-t border-slate-100 pt-2 dark:border-slate-800">
              {m.movers.map((v) => (
                <li key={v.agent}>
                  <p className="flex flex-wrap items-baseline gap-1.5">
                    <span className="font-medium">{v.agent}</span>
                    <span className="text-xs muted">{BASIS_LABELS[v.basis]}</span>
                  </p>
                  <EvidenceLines lines={v.evidence} sourcePath={sourcePath} label={`${v.agent}'s lines`} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
      {moves.length > PAGE_BUDGET.listItems ? (
        <li className="muted">and {(moves.length - PAGE_BUDGET.listItems).toLocaleString("en")} more (every one in `roundtable parse --json`)</li>
      ) : null}
    </ol>
  );
}
