import Link from "next/link";
import { SortHeader } from "@/components/data-table/sort-header";
import { TableShell } from "@/components/data-table/table-shell";
import { Badge } from "@/components/ui/badge";
import { linkClass } from "@/components/ui/styles";
import { type Role, roleAtLeast } from "@/lib/auth/roles";
import { type DialogueView, judgesHref, judgeSortHref } from "@/lib/dialogue-view";
import type { AgreementGroup, FileAgreement } from "@/lib/judging/agreement";
import type { BoardRow, JudgeBoard } from "@/lib/judging/board";
import type { SortDirection } from "@/lib/sorting";
import { AgreementTables } from "./agreement-table";
import { setAgreementAfterRevealAction } from "@/lib/actions/set-agreement-after-reveal";
import { setBlindAction } from "@/lib/actions/set-blind-judging";
import { DialogueSwitch } from "./dialogue-switch";
import { counted } from "@/lib/plural";

/** The judges' board's part of the page's view. */
export type JudgeSort = Pick<DialogueView, "jview" | "jsort" | "jdir">;

// The board is on the 0–1 scale: two decimals tell apart what a point or two on a rubric's scale moves.
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n.toFixed(2));

function cellValue(row: BoardRow, key: string): number | string | null {
  if (key === "agent") return row.agent;
  if (key === "round") return row.round;
  if (key === "file") return row.file;
  if (key === "mean") return row.mean;
  if (key === "spread") return row.spread;
  return row.byJudge[key] ?? null;
}

/** Pure: rows in the requested order; missing values last either way. */
export function sortBoardRows(rows: BoardRow[], sort: string, dir: SortDirection): BoardRow[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = cellValue(a, sort);
    const y = cellValue(b, sort);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const c = typeof x === "string" || typeof y === "string" ? String(x).localeCompare(String(y)) : x - y;
    return sign * c || (a.round ?? 0) - (b.round ?? 0) || a.agent.localeCompare(b.agent);
  });
}

/** What an empty board says: nobody has scored, or (blind judging) who has, and when their scores show. */
export function noScoresNote(hiddenJudges: number, canJudge: boolean): string {
  if (hiddenJudges === 0) return "No human judge has scored this dialogue yet.";
  const who = `${counted(hiddenJudges, "judge")} ${hiddenJudges === 1 ? "has" : "have"} scored this dialogue`;
  return canJudge
    ? `${who}; blind judging shows their scores for a round once you have scored it and said you are done.`
    : `${who}; blind judging keeps their scores hidden from readers who have not judged.`;
}

/** Human judges beside the file's Judge: agreement per dimension, then the scoreboard, widest disagreement first. */
export function JudgesSection({
  slug,
  dialogueId,
  blind,
  viewer,
  board,
  agreement,
  fileAgreement,
  pooled = false,
  sort,
  agreementAfterReveal = false,
  hiddenJudges = 0,
  path = `/d/${slug}`,
  onChanged,
}: {
  slug: string;
  dialogueId: number;
  blind: boolean;
  /** Who reads: their role is all the section asks of them. */
  viewer: { role: Role } | null;
  board: JudgeBoard;
  agreement: AgreementGroup[];
  fileAgreement: FileAgreement;
  /** Whether the viewer asked to pool every rubric on the 0–1 scale (`?pool=1`). */
  pooled?: boolean;
  sort: JudgeSort;
  /** Whether agreement counts scores edited after a reveal (an admin's say). */
  agreementAfterReveal?: boolean;
  /** Judges who scored but whose scores blind judging keeps from this reader. */
  hiddenJudges?: number;
  /** Where the section's own links (view, sort, pooling) lead: the dialogue page, or the section's page without script. */
  path?: string;
  /** Told when an admin's switch has changed the dialogue, so a section fetched by script fetches itself again. */
  onChanged?: () => void;
}) {
  const canJudge = viewer && roleAtLeast(viewer.role, "judge");
  const columns: [string, string][] = [
    ...(sort.jview === "rounds" ? ([["round", "Round"]] as [string, string][]) : []),
    ["agent", "Agent"],
    ["file", "File's Judge"],
    ...board.judges.map((j): [string, string] => [j.key, j.name]),
    ["mean", sort.jview === "totals" ? "Consensus" : "Mean"],
    ...(sort.jview === "rounds" ? ([["spread", "Spread"]] as [string, string][]) : []),
  ];
  const rows = sortBoardRows(sort.jview === "rounds" ? board.rounds : board.totals, sort.jsort, sort.jdir);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {blind ? <Badge tone="accent">Blind judging</Badge> : null}
        {canJudge ? (
          <Link href={`/d/${slug}/judge`} className={linkClass}>
            Score this dialogue
          </Link>
        ) : null}
        {viewer?.role === "admin" ? (
          <DialogueSwitch
            action={setBlindAction}
            slug={slug}
            dialogueId={dialogueId}
            field="blind"
            on={blind}
            labels={{ whenOn: "Turn blind judging off", whenOff: "Turn blind judging on" }}
            onChanged={onChanged}
          />
        ) : null}
      </div>
      {blind && viewer?.role !== "admin" ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Blind judging:{" "}
          {canJudge
            ? "other judges' scores for a round stay hidden until you say you are done with it (on the scoring page)"
            : "judges' scores are shown only to judges who have finished the round"}
          .
        </p>
      ) : null}
      {board.rounds.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{noScoresNote(hiddenJudges, Boolean(canJudge))}</p>
      ) : (
        <>
          {board.rounds.some((r) => r.afterReveal.length > 0) ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              * edited after the judge revealed the round (saw the other judges&apos; scores). The board and agreement keep their last score before the reveal
              {viewer?.role === "admin" ? "" : ", unless an admin says otherwise"}.
            </p>
          ) : null}
          {viewer?.role === "admin" && blind ? (
            <DialogueSwitch
              action={setAgreementAfterRevealAction}
              slug={slug}
              dialogueId={dialogueId}
              field="count"
              on={agreementAfterReveal}
              labels={{ whenOn: "Agreement: keep the scores before each reveal", whenOff: "Agreement: count edits made after a reveal" }}
              onChanged={onChanged}
            />
          ) : null}
          <AgreementTables
            groups={agreement}
            label="Agreement between judges"
            leniencyLabel="Judges against each other"
            file={fileAgreement}
            names={new Map(board.judges.map((j) => [j.id, j.name]))}
            poolHref={`${path}${pooled ? "" : "?pool=1"}#judges`}
            pooled={pooled}
          />
          <nav aria-label="Judges' scoreboard view" className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1 text-sm dark:bg-slate-900">
            {(["rounds", "totals"] as const).map((v) => (
              <Link
                key={v}
                href={judgesHref(slug, v, v === "rounds" ? "spread" : "mean", "desc", path)}
                scroll={false}
                aria-current={sort.jview === v ? "page" : undefined}
                className={`rounded-md px-3 py-1 font-medium focus-visible:outline-2 focus-visible:outline-blue-600 ${sort.jview === v ? "bg-white shadow-sm dark:bg-slate-700" : ""}`}
              >
                {v === "rounds" ? "By round" : "Totals"}
              </Link>
            ))}
          </nav>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The scoreboard puts every judge and the file&apos;s Judge on the common 0–1 scale: a judge&apos;s score is the mean of its dimensions, each as
            (value − min) / (max − min) under the rubric it was given under;{" "}
            {sort.jview === "totals" ? "an agent's figure is the mean over rounds" : "the file's Judge as said above"}.
          </p>
          <TableShell label="Judges' scoreboard (0–1 scale)" framed={false} focusable>
            <thead>
              <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
                {columns.map(([key, label]) => (
                  <SortHeader
                    key={key}
                    href={judgeSortHref(slug, sort, key, path)}
                    sorted={sort.jsort === key && sort.jdir}
                    align={key === "agent" || key === "round" ? "left" : "right"}
                    className="px-2 py-1.5 font-medium first:pl-0"
                  >
                    {label}
                  </SortHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  {columns.map(([key]) => (
                    <td
                      key={key}
                      className={`px-2 py-1.5 first:pl-0 ${key === "agent" || key === "round" ? "text-left" : "text-right font-mono tabular-nums"} ${key === "spread" && (row.spread ?? 0) > 0 ? "font-semibold text-amber-800 dark:text-amber-300" : ""}`}
                    >
                      {key === "agent" ? row.agent : key === "round" ? `R${row.round}` : fmt(cellValue(row, key) as number | null)}
                      {row.afterReveal.includes(key) ? (
                        <abbr
                          title="Edited after this judge revealed the round: the score before the reveal is the one counted"
                          className="ml-0.5 no-underline"
                        >
                          *
                        </abbr>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </TableShell>
        </>
      )}
    </div>
  );
}
