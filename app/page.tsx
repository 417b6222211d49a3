import { ownJudgeId, requireReader } from "@/lib/auth/guard";
import Link from "next/link";
import { cookies } from "next/headers";
import { ColumnMenu, IndexColumnsProvider } from "@/components/dialogue-index/index-columns";
import { DialogueCards } from "@/components/dialogue-index/dialogue-cards";
import { DatasetDownload } from "@/components/datasets/dataset-download";
import { EmptyIndex } from "@/components/dialogue-index/empty-index";
import { GetStarted } from "@/components/dialogue-index/get-started";
import { DialogueTable } from "@/components/dialogue-index/dialogue-table";
import { IndexToolbar } from "@/components/dialogue-index/index-toolbar";
import { Pagination } from "@/components/dialogue-index/pagination";
import { db } from "@/lib/db/client";
import { listDialogues } from "@/lib/db/dialogues";
import { INDEX_COLUMNS_COOKIE, indexHref, parseIndexColumns, parseIndexQuery } from "@/lib/dialogue-index";
import { kindMisfit, statusMisfit } from "@/lib/document-kinds";

// The list is read from the database on every request, never baked in at build time.
export const dynamic = "force-dynamic";

const link = "font-medium text-blue-700 underline dark:text-blue-300";

export default async function HomePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const role = await requireReader("/");
  // Only a judge's index is their own ("scored by me"); everyone else of a role sees the same page.
  const judgeId = await ownJudgeId(role);
  const judge = judgeId !== null;
  const page = await listDialogues(db(), parseIndexQuery(await searchParams), { judgeId });
  const columns = parseIndexColumns((await cookies()).get(INDEX_COLUMNS_COOKIE)?.value);
  const misfit = kindMisfit(page.query.kind) ?? statusMisfit(page.query.kind, page.query.status);
  return (
    <section aria-labelledby="dialogues-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="dialogues-heading" className="text-2xl font-semibold tracking-tight">
          Dialogues
        </h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {page.matching === page.everything
            ? `${page.everything.toLocaleString("en")} in the database`
            : `${page.matching.toLocaleString("en")} of ${page.everything.toLocaleString("en")} match`}
          {!page.query.stubs && page.stubCount > 0 ? ` · ${page.stubCount.toLocaleString("en")} ${page.stubCount === 1 ? "stub" : "stubs"} hidden` : ""}
        </p>
      </div>
      {role === "admin" && page.ownDocuments === 0 ? <GetStarted /> : null}
      {page.everything === 0 ? (
        <EmptyIndex />
      ) : (
        <IndexColumnsProvider initial={columns} judge={judge}>
          <IndexToolbar page={page} columnMenu={<ColumnMenu />} />
          {misfit ? (
            <p
              role="status"
              className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {misfit}
            </p>
          ) : null}
          {page.matching === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No dialogue matches these filters.{" "}
              <Link href={indexHref(page.query, { q: "", kind: null, status: null, source: null, audit: [], page: 1 })} className={link}>
                Clear them
              </Link>
            </p>
          ) : (
            <>
              <DialogueTable rows={page.rows} query={page.query} />
              <DialogueCards rows={page.rows} judge={judge} />
              <Pagination query={page.query} matching={page.matching} pageCount={page.pageCount} />
              <DatasetDownload
                filter={{ kind: page.query.kind, status: page.query.status, source: page.query.source, q: page.query.q, audit: page.query.audit.join(",") }}
                className="mt-4"
              />
            </>
          )}
        </IndexColumnsProvider>
      )}
    </section>
  );
}
