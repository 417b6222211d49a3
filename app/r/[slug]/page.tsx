import type { Metadata } from "next";
import { documentView } from "@/components/documents/views";
import { boardHref } from "@/lib/views/document-board";
import { boardTitles } from "@/lib/document-kinds";
import { loadDocument } from "./load";
import { DocumentFacts, DocumentDownloads } from "@/components/documents/document-facts";
import { DocumentHeader } from "@/components/documents/document-header";
import { ClaimsSection } from "@/components/documents/claims-section";

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
          <DocumentFacts
            base={base}
            kind={stored.kind}
            label={parsed?.label ?? null}
            path={stored.path}
            source={stored.source.name}
            commit={stored.commit}
            counts={parsed ? { errors, warnings } : null}
            board={board ? { href: board, title: boardTitles()[stored.kind] ?? "Board" } : null}
          />
        }
      >
        {parsed ? <DocumentDownloads base={base} /> : null}
      </DocumentHeader>
      {parsed ? <ClaimsSection findings={parsed.audit()} rules={parsed.auditRules} sourcePath={`${base}/source`} /> : null}
      {view ?? (
        <p className="text-slate-600 dark:text-slate-400">Roundtable has no review view for {stored.kind} documents yet; the source is on its own page.</p>
      )}
    </article>
  );
}
