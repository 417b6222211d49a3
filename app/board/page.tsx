import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { boardView } from "@/components/documents/boards";
import { formatOf } from "@/lib/contract";
import { requireReader } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { BOARD_LIMIT, listFolderDocuments } from "@/lib/db/documents";
import { parseBoardQuery } from "@/lib/views/document-board";
import { boardTitles } from "@/lib/document-kinds";

export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }): Promise<Metadata> {
  const query = parseBoardQuery(await searchParams);
  return { title: query ? boardTitles()[query.kind] : "Board" };
}

/** The reports of one GoopSpec session, or one folder's ACOR runs, read together from one source's folder. */
export default async function BoardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const query = parseBoardQuery(params);
  if (!query) notFound();
  await requireReader(`/board?${new URLSearchParams(Object.entries(query).filter(([, v]) => v)).toString()}`);
  const documents = await listFolderDocuments(db(), query);
  const where = `${query.source}${query.folder ? ` / ${query.folder}` : ""}`;
  const format = formatOf(query.kind);
  return (
    <section aria-labelledby="board-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="board-title" className="text-2xl font-semibold tracking-tight">
          {boardTitles()[query.kind]}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {documents.length} {format.label}
          {documents.length === 1 ? "" : "s"} in {where}
          {documents.length === BOARD_LIMIT ? ` (the first ${BOARD_LIMIT})` : ""} ·{" "}
          <Link href={`/?kind=${query.kind}`} className="text-blue-700 underline dark:text-blue-300">
            all of this kind
          </Link>
        </p>
      </header>
      {boardView(query.kind, documents)}
    </section>
  );
}
