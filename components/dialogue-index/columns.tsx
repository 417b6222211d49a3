import Link from "next/link";
import { documentHref } from "@/lib/document-href";
import { createColumnHelper, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import { formatBytes, sourceLabel, type IndexColumn, type IndexSort } from "@/lib/dialogue-index";
import type { DialogueListItem } from "@/lib/db/dialogues";
import { counted } from "@/lib/plural";

export interface IndexColumnMeta {
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** What a screen reader hears for a short header ("Open" under "Tensions" is "Open tensions"). */
  label?: string;
}

// Sorting is done by the database; TanStack holds the column model and which column is sorted.
export const features = tableFeatures({ rowSortingFeature, columnMeta: {} as IndexColumnMeta });
const helper = createColumnHelper<typeof features, DialogueListItem>();

const count = (n: number, tone: "plain" | "warn" | "bad" = "plain") => {
  if (n === 0 || tone === "plain") return <span className={n === 0 ? "text-slate-400 dark:text-slate-500" : undefined}>{n}</span>;
  const color = tone === "bad" ? "font-semibold text-red-700 dark:text-red-300" : "font-semibold text-amber-700 dark:text-amber-300";
  return <span className={color}>{n}</span>;
};

/** The file a document came from, under a title other documents share, so rows that read alike can be told apart. */
export function FileName({ name }: { name: string | null }) {
  return name ? <span className="block break-all font-mono text-xs text-slate-600 dark:text-slate-400">{name}</span> : null;
}

/** Column ids are the sort names used in the URL. */
export const columns = helper.columns([
  helper.accessor("title", {
    id: "title" satisfies IndexSort,
    header: "Title",
    cell: (info) => (
      <>
        <Link
          href={documentHref(info.row.original.kind, info.row.original.slug)}
          className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-100"
        >
          {info.getValue()}
        </Link>
        <FileName name={info.row.original.fileName} />
      </>
    ),
  }),
  helper.accessor("kind", {
    id: "kind" satisfies IndexSort,
    header: "Kind",
    cell: (info) => <span className="whitespace-nowrap">{info.row.original.kindLabel}</span>,
  }),
  helper.accessor("status", {
    id: "status" satisfies IndexSort,
    header: "Status",
    cell: (info) => <Badge tone={info.row.original.statusTone}>{info.row.original.statusLabel}</Badge>,
  }),
  helper.accessor("date", {
    id: "date" satisfies IndexSort,
    header: "Date",
    cell: (info) => <span className="whitespace-nowrap">{info.getValue()?.slice(0, 10) ?? "—"}</span>,
  }),
  helper.accessor("source", {
    id: "source" satisfies IndexSort,
    header: "Source",
    cell: (info) => (
      // A path-named source shows its folder; the whole name is in the tooltip.
      <span title={info.getValue()} className="block max-w-28 truncate">
        {sourceLabel(info.getValue())}
      </span>
    ),
  }),
  helper.accessor("roundCount", { id: "rounds" satisfies IndexSort, header: "Rounds", meta: { numeric: true } }),
  helper.accessor("agentCount", { id: "agents" satisfies IndexSort, header: "Agents", meta: { numeric: true } }),
  helper.accessor("perspectiveCount", { id: "perspectives" satisfies IndexSort, header: "Persp.", meta: { numeric: true, label: "Perspectives" } }),
  helper.group({
    id: "tensions",
    header: "Tensions",
    columns: helper.columns([
      helper.accessor("openTensionCount", {
        id: "open" satisfies IndexSort,
        header: "Open",
        meta: { numeric: true, label: "Open tensions" },
        cell: (info) => count(info.getValue(), "warn"),
      }),
      helper.accessor("resolvedTensionCount", { id: "resolved" satisfies IndexSort, header: "Resolved", meta: { numeric: true, label: "Resolved tensions" } }),
    ]),
  }),
  helper.accessor("totalAlignment", {
    id: "total" satisfies IndexSort,
    header: "ALIGNMENT",
    meta: { numeric: true, label: "Total ALIGNMENT" },
    cell: (info) => <span className="font-semibold">{info.getValue() ?? "—"}</span>,
  }),
  helper.accessor("auditFindingCount", {
    id: "findings" satisfies IndexSort,
    header: "Findings",
    meta: { numeric: true, label: "Audit findings" },
    // A count links to the findings themselves: the document's audit section, with their evidence.
    cell: (info) =>
      info.getValue() === 0 ? (
        count(0)
      ) : (
        <Link
          href={`${documentHref(info.row.original.kind, info.row.original.slug)}#audit`}
          className="font-semibold text-amber-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-amber-300"
          aria-label={`${counted(info.getValue(), "audit finding")} in ${info.row.original.title}`}
        >
          {info.getValue()}
        </Link>
      ),
  }),
  helper.accessor("byteSize", {
    id: "size" satisfies IndexSort,
    header: "Size",
    meta: { numeric: true },
    cell: (info) => (
      <span title={`${info.getValue().toLocaleString("en")} bytes`} className="whitespace-nowrap">
        {formatBytes(info.getValue())}
      </span>
    ),
  }),
  helper.group({
    id: "lint",
    header: "Lint",
    columns: helper.columns([
      helper.accessor("errorCount", {
        id: "errors" satisfies IndexSort,
        header: "Err.",
        meta: { numeric: true, label: "Lint errors" },
        cell: (info) => count(info.getValue(), "bad"),
      }),
      helper.accessor("warningCount", {
        id: "warnings" satisfies IndexSort,
        header: "Warn.",
        meta: { numeric: true, label: "Lint warnings" },
        cell: (info) => count(info.getValue(), "warn"),
      }),
    ]),
  }),
  // Not sortable: the count is the signed-in judge's own, worked out for the page's rows only.
  helper.accessor("scoredByMe", {
    id: "scored",
    header: "Mine",
    meta: { numeric: true, label: "Scored by me" },
    cell: (info) => <ScoredByMe value={info.getValue()} />,
  }),
]);

/** A judge's progress on a dialogue: "3/5" rounds scored, a check when all are, a dash when nothing is to be scored. */
export function ScoredByMe({ value }: { value: DialogueListItem["scoredByMe"] }) {
  if (!value || value.rounds === 0) return <span className="text-slate-400 dark:text-slate-500">—</span>;
  if (value.scored === value.rounds)
    return (
      <span className="font-semibold text-emerald-700 dark:text-emerald-300">
        <span aria-hidden="true">✓</span>
        <span className="sr-only">all {counted(value.rounds, "round")} scored</span>
      </span>
    );
  return (
    <span className={value.scored === 0 ? "text-slate-500 dark:text-slate-400" : "font-semibold"}>
      {value.scored}/{value.rounds}
    </span>
  );
}

/** The columns shown: the title, then the chosen ones in the table's order (a group keeps only its chosen leaves). */
export function shownColumns(shown: readonly IndexColumn[], judge: boolean) {
  const keep = new Set<string>([...shown, "title"]);
  if (!judge) keep.delete("scored");
  return columns.flatMap((c) => {
    if ("columns" in c && c.columns) {
      const leaves = c.columns.filter((l) => l.id !== undefined && keep.has(l.id));
      return leaves.length > 0 ? [{ ...c, columns: leaves }] : [];
    }
    return c.id !== undefined && keep.has(c.id) ? [c] : [];
  }) as typeof columns;
}

/** Header text of each sortable column, for the sort menu on phones. */
export const SORT_LABELS: Record<IndexSort, string> = {
  title: "Title",
  kind: "Kind",
  status: "Status",
  date: "Date",
  source: "Source",
  rounds: "Rounds",
  agents: "Agents",
  perspectives: "Perspectives",
  open: "Open tensions",
  resolved: "Resolved tensions",
  total: "Total ALIGNMENT",
  findings: "Audit findings",
  size: "Size",
  errors: "Lint errors",
  warnings: "Lint warnings",
};

/** What the Columns menu calls each column: the sortable ones by their header (title is always shown), and the judge's own. */
export const COLUMN_LABELS: Record<IndexColumn, string> = { ...SORT_LABELS, scored: "Scored by me" };
