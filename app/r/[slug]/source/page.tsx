import type { Metadata } from "next";
import Link from "next/link";
import { Findings } from "@/components/documents/findings";
import { SourceView } from "@/components/dialogue/source-view";
import { loadDocument } from "../load";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Source · ${(await loadDocument((await params).slug)).stored.title}` };
}

/** The document as imported, every line numbered and addressable (`#L12`), beside its findings. */
export default async function DocumentSourcePage({ params }: { params: Promise<{ slug: string }> }) {
  const { stored, parsed } = await loadDocument((await params).slug);
  const diagnostics = parsed?.diagnostics ?? [];
  const flagged = new Map(diagnostics.map((d) => [`:${d.line}`, d.severity]));
  return (
    <article aria-labelledby="source-title" className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={`/r/${stored.slug}`} className="text-blue-700 underline dark:text-blue-300">
            ← {stored.title}
          </Link>
        </p>
        <h1 id="source-title" className="text-2xl font-semibold tracking-tight">
          Source and findings
        </h1>
        <p className="break-all text-sm text-slate-600 dark:text-slate-400">
          {stored.path}
          {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""} · the file as imported
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="findings-heading" className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="findings-heading" className="mb-3 text-xl font-semibold">
            Findings
          </h2>
          <Findings diagnostics={diagnostics} sourcePath="" />
        </section>
        <section aria-labelledby="source-heading" className="min-w-0">
          <h2 id="source-heading" className="mb-3 text-xl font-semibold">
            Source
          </h2>
          <SourceView files={[{ path: null, text: stored.raw }]} flagged={flagged} />
        </section>
      </div>
    </article>
  );
}
