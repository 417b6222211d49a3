import type { Metadata } from "next";
import Link from "next/link";
import { documentView } from "@/components/documents/views";
import { boardHref } from "@/lib/document-board";
import { boardTitles } from "@/lib/document-kinds";
import { loadDocument } from "./load";
import { DocumentHeader } from "@/components/documents/document-header";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: (await loadDocument((await params).slug)).stored.title };
}

/** The review page of a document that is not a dialogue: a header every kind shares, then the kind's own view. */
export default async function DocumentPage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { stored, parsed } = await loadDocument((await params).slug);
  const base = `/r/${stored.slug}`;
  const board = boardHref(stored.kind, stored.source.name, stored.path);
  const errors = parsed?.diagnostics.filter((d) => d.severity === "error").length ?? 0;
  const warnings = parsed?.diagnostics.filter((d) => d.severity === "warning").length ?? 0;
  const view = parsed
    ? documentView(stored.kind, {
        slug: stored.slug,
        title: stored.title,
        path: stored.path,
        document: parsed.document,
        diagnostics: parsed.diagnostics,
        sourcePath: `${base}/source`,
        query: await searchParams,
      })
    : null;
  return (
    <article aria-labelledby="document-title" className="space-y-6">
      <DocumentHeader
        id="document-title"
        title={stored.title}
        titleClassName="break-words "
        facts={
          <>
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">
              {parsed?.label ?? stored.kind}
            </span>
            <span className="break-all font-mono text-xs">{stored.path}</span>
            <span>
              from {stored.source.name}
              {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""}
            </span>
            {parsed ? (
              <span>
                {errors} errors · {warnings} warnings
              </span>
            ) : null}
            <Link href={`${base}/source`} className="text-blue-700 underline dark:text-blue-300">
              Source with line numbers
            </Link>
            {board ? (
              <Link href={board} className="text-blue-700 underline dark:text-blue-300">
                {boardTitles()[stored.kind]} in this folder
              </Link>
            ) : null}
          </>
        }
      >
        {parsed ? (
          <p className="flex flex-wrap gap-2 text-sm">
            <a
              download
              href={`${base}/export?format=md`}
              className="rounded-md border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Canonical markdown
            </a>
            <a
              download
              href={`${base}/export?format=json`}
              className="rounded-md border border-slate-300 px-3 py-1 font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Parsed (JSON)
            </a>
          </p>
        ) : null}
      </DocumentHeader>
      {view ?? (
        <p className="text-slate-600 dark:text-slate-400">Roundtable has no review view for {stored.kind} documents yet; the source is on its own page.</p>
      )}
    </article>
  );
}
