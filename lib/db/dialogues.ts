import type { DialogueStatus } from "@/lib/contract";
import { DEFAULT_INDEX_QUERY, type IndexQuery, type IndexSort } from "@/lib/dialogue-index";
import type { SortDirection } from "@/lib/sorting";
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "./client";
import { searchKeyOf } from "./search-key";

export interface DialogueListItem {
  slug: string;
  kind: string;
  title: string;
  /** A dialogue's status, or another kind's status word. */
  status: string;
  date: string | null;
  source: string;
  roundCount: number;
  agentCount: number;
  perspectiveCount: number;
  openTensionCount: number;
  resolvedTensionCount: number;
  totalAlignment: number | null;
  errorCount: number;
  warningCount: number;
}

export interface DialogueIndexPage {
  rows: DialogueListItem[];
  /** Dialogues matching the filter. */
  matching: number;
  /** Dialogues in the database, whatever the filter: zero means the empty state. */
  everything: number;
  /** The query as served: the page is clamped to the last one. */
  query: IndexQuery;
  pageCount: number;
  /** Facet counts: each under the other filters, so choosing one shows what the others leave. */
  statuses: { value: DialogueStatus; count: number }[];
  sources: { value: string; count: number }[];
  kinds: { value: string; count: number }[];
}

type Order = Prisma.DialogueOrderByWithRelationInput;

function orderFor(sort: IndexSort, dir: SortDirection): Order {
  const last = { sort: dir, nulls: "last" } as const;
  const orders: Record<IndexSort, Order> = {
    // The lower-cased key, so "goop-…" and "Rate …" sort as a reader expects on both databases (SQLite compares bytes).
    title: { searchKey: dir },
    kind: { kind: dir },
    status: { status: dir },
    date: { date: last },
    source: { source: { name: dir } },
    rounds: { roundCount: dir },
    agents: { agentCount: dir },
    perspectives: { perspectiveCount: dir },
    open: { openTensionCount: dir },
    resolved: { resolvedTensionCount: dir },
    total: { totalAlignment: last },
    errors: { errorCount: dir },
    warnings: { warningCount: dir },
  };
  return orders[sort];
}

/** Every word must occur in the title or path, literally and case-insensitively on both databases. */
function textFilter(q: string): Prisma.DialogueWhereInput[] {
  return searchKeyOf(q)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 10)
    .map((word) => ({ searchKey: { contains: word } }));
}

/** One page of the dialogue index: filtered, sorted and paged in the database, with facet counts. */
export async function listDialogues(db: Db, query: IndexQuery = DEFAULT_INDEX_QUERY): Promise<DialogueIndexPage> {
  const base: Prisma.DialogueWhereInput[] = [{ removedAt: null }, ...textFilter(query.q)];
  const byStatus = query.status ? [{ status: query.status }] : [];
  const bySource = query.source ? [{ source: { name: query.source } }] : [];
  const byKind = query.kind ? [{ kind: query.kind }] : [];
  const where = { AND: [...base, ...byKind, ...byStatus, ...bySource] };

  const [matching, everything, statusGroups, sourceGroups, kindGroups] = await Promise.all([
    db.dialogue.count({ where }),
    db.dialogue.count({ where: { removedAt: null } }),
    db.dialogue.groupBy({ by: ["status"], where: { AND: [...base, ...byKind, ...bySource] }, _count: { _all: true } }),
    db.dialogue.groupBy({ by: ["sourceId"], where: { AND: [...base, ...byKind, ...byStatus] }, _count: { _all: true } }),
    db.dialogue.groupBy({ by: ["kind"], where: { AND: [...base, ...byStatus, ...bySource] }, _count: { _all: true } }),
  ]);
  const pageCount = Math.max(1, Math.ceil(matching / query.size));
  const page = Math.min(query.page, pageCount);
  const [rows, sourceNames] = await Promise.all([
    db.dialogue.findMany({
      where,
      orderBy: [orderFor(query.sort, query.dir), { title: "asc" }, { id: "asc" }],
      skip: (page - 1) * query.size,
      take: query.size,
      select: {
        slug: true,
        kind: true,
        title: true,
        status: true,
        date: true,
        roundCount: true,
        agentCount: true,
        perspectiveCount: true,
        openTensionCount: true,
        resolvedTensionCount: true,
        totalAlignment: true,
        errorCount: true,
        warningCount: true,
        source: { select: { name: true } },
      },
    }),
    db.source.findMany({ where: { id: { in: sourceGroups.map((g) => g.sourceId) } }, select: { id: true, name: true } }),
  ]);
  const nameOf = new Map(sourceNames.map((s) => [s.id, s.name]));
  return {
    rows: rows.map(({ source, ...r }) => ({ ...r, source: source.name })),
    matching,
    everything,
    query: { ...query, page },
    pageCount,
    statuses: statusGroups
      .map((g) => ({ value: g.status as DialogueStatus, count: g._count._all }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    sources: sourceGroups
      .map((g) => ({ value: nameOf.get(g.sourceId) ?? "?", count: g._count._all }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    kinds: kindGroups.map((g) => ({ value: g.kind, count: g._count._all })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  };
}
