import type { Metadata } from "next";
import Link from "next/link";
import { LintPanel } from "@/components/dialogue/lint-panel";
import { SourceView } from "@/components/dialogue/source-view";
import { loadDialogue, sourceFiles } from "../load";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Source · ${(await loadDialogue((await params).slug)).stored.title}` };
}

/**
 * The markdown as imported, every line numbered and addressable (`#L72`), beside the contract's diagnostics. A page
 * of its own: a long dialogue's source is as large as its timeline, and most readers never open it.
 */
export default async function SourcePage({ params }: { params: Promise<{ slug: string }> }) {
  const { stored, diagnostics } = await loadDialogue((await params).slug);
  const flagged = new Map(diagnostics.map((d) => [`${d.file ?? ""}:${d.line}`, d.severity]));
  return (
    <article aria-labelledby="source-title" className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={`/d/${stored.slug}`} className="text-blue-700 underline dark:text-blue-300">
            ← {stored.title}
          </Link>
        </p>
        <h1 id="source-title" className="text-2xl font-semibold tracking-tight">
          Source and lint
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {stored.path}
          {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""} · the file as imported; the canonical form is on the dialogue&apos;s Export.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="lint-heading" className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="lint-heading" className="mb-3 text-xl font-semibold">
            Lint
          </h2>
          <LintPanel diagnostics={diagnostics} />
        </section>
        <section aria-labelledby="source-heading" className="min-w-0">
          <h2 id="source-heading" className="mb-3 text-xl font-semibold">
            Source
          </h2>
          <SourceView files={sourceFiles(stored)} flagged={flagged} />
        </section>
      </div>
    </article>
  );
}
