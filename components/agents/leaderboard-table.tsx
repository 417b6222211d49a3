import { Fragment } from "react";
import { SortHeader } from "@/components/data-table/sort-header";
import { TableShell } from "@/components/data-table/table-shell";
import {
  DIMENSION_LABELS,
  DIMENSIONS,
  type DimensionStat,
  firstDirection,
  formatScore,
  type LeaderboardQuery,
  leaderboardHref,
  type LeaderRow,
  type LeaderSort,
  rankText,
  SCORE_SOURCE_LABELS,
  type Dimension,
  type ScoreSource,
} from "@/lib/agents/leaderboard";
import { nextDirection } from "@/lib/sorting";

function ScoreCell({ stat, dimension, ranked, source }: { stat: DimensionStat; dimension: Dimension; ranked: boolean; source: ScoreSource }) {
  const one = (v: number) => formatScore(source, v);
  if (stat.mean === null) {
    return (
      <td className="px-2 py-2 text-right text-slate-500 dark:text-slate-400">
        <span aria-hidden="true">—</span>
        <span className="sr-only">not recorded</span>
      </td>
    );
  }
  const interval = stat.interval ? `${one(stat.interval[0])}–${one(stat.interval[1])}` : null;
  return (
    <td className={`px-2 py-2 text-right tabular-nums ${ranked ? "bg-blue-50/60 dark:bg-blue-950/30" : ""}`} data-dimension={dimension}>
      <span className="font-medium">{one(stat.mean)}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300" data-interval={interval ?? ""}>
        {interval ? (
          <>
            <span className="sr-only">95 % interval </span>
            {interval}
            <span aria-hidden="true"> · </span>
          </>
        ) : ranked ? (
          "one value · "
        ) : null}
        <span>n={stat.n}</span>
      </span>
    </td>
  );
}

/** The leaderboard: every header sorts by a link; score cells show the mean, its 95 % interval and how many dialogues. */
export function LeaderboardTable({ rows, query, rankOn }: { rows: LeaderRow[]; query: LeaderboardQuery; rankOn: Dimension }) {
  const dir = query.dir ?? firstDirection(query.sort);
  const head = (sort: LeaderSort, text: string, align: "left" | "right" = "right") => {
    const sorted = query.sort === sort;
    return (
      <SortHeader
        href={leaderboardHref(query, { sort, dir: nextDirection(sorted, dir, firstDirection(sort)) })}
        sorted={sorted ? dir : false}
        align={align}
        reserveArrow
        className="px-2 py-2 align-bottom font-medium"
      >
        {text}
      </SortHeader>
    );
  };
  return (
    <TableShell
      caption={`Agents ${query.by === "role" ? "by role" : "by name"}, ranked on ${DIMENSION_LABELS[rankOn]}, scores from: ${SCORE_SOURCE_LABELS[query.scores]}`}
      focusable
    >
      <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <tr>
          {head("rank", `Rank (${DIMENSION_LABELS[rankOn]})`, "left")}
          {head("label", query.by === "role" ? "Role" : "Agent", "left")}
          {head("dialogues", "Dialogues")}
          {DIMENSIONS.map((d) => (
            <Fragment key={d}>{head(d, DIMENSION_LABELS[d])}</Fragment>
          ))}
          {head("raised", "Raised")}
          {head("resolved", "Resolved")}
          {head("concession", "Concession rate")}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map((r) => (
          <tr key={r.key} className="align-top">
            <td className="px-2 py-2 whitespace-nowrap tabular-nums" data-rank={rankText(r.rank)}>
              {rankText(r.rank)}
            </td>
            <th scope="row" className="px-2 py-2 text-left font-medium">
              {r.label}
              {r.also.length > 0 ? (
                <span className="block max-w-52 text-xs font-normal text-slate-500 dark:text-slate-400">
                  {r.also.slice(0, 2).join(", ")}
                  {r.also.length > 2 ? ` +${r.also.length - 2}` : ""}
                </span>
              ) : null}
            </th>
            <td className="px-2 py-2 text-right tabular-nums">{r.dialogues}</td>
            {DIMENSIONS.map((d) => (
              <ScoreCell key={d} stat={r.dims[d]} dimension={d} ranked={d === rankOn} source={query.scores} />
            ))}
            <td className="px-2 py-2 text-right tabular-nums">{r.raised}</td>
            <td className="px-2 py-2 text-right tabular-nums">{r.resolved}</td>
            <td className="px-2 py-2 text-right tabular-nums">{r.concessionRate === null ? "—" : `${Math.round(r.concessionRate * 100)} %`}</td>
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}
