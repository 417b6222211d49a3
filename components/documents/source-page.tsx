import Link from "next/link";
import type { ReactNode } from "react";
import { SourceView, type SourceFile } from "@/components/dialogue/source-view";
import { SOURCE_WRAP_SCRIPT } from "@/components/dialogue/source-wrap";
import { WrapToggle } from "@/components/dialogue/wrap-toggle";
import type { Severity } from "@/lib/contract";

/**
 * A document's source page, shared by every kind: a link back, the file as imported with every line numbered and
 * addressable, and beside it the panel of what the contract found (`panel` names it and its heading id).
 */
export function SourcePage({
  back,
  title,
  meta,
  metaClassName = "",
  panel,
  files,
  flagged,
}: {
  back: { href: string; title: string };
  title: string;
  meta: ReactNode;
  metaClassName?: string;
  panel: { id: string; heading: string; body: ReactNode };
  files: SourceFile[];
  flagged: Map<string, Severity>;
}) {
  return (
    <article aria-labelledby="source-title" className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={back.href} className="text-blue-700 underline dark:text-blue-300">
            ← {back.title}
          </Link>
        </p>
        <h1 id="source-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className={`${metaClassName}text-sm text-slate-600 dark:text-slate-400`}>{meta}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby={panel.id} className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <h2 id={panel.id} className="mb-3 text-xl font-semibold">
            {panel.heading}
          </h2>
          {panel.body}
        </section>
        <section aria-labelledby="source-heading" className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="source-heading" className="text-xl font-semibold">
              Source
            </h2>
            <WrapToggle />
          </div>
          <script dangerouslySetInnerHTML={{ __html: SOURCE_WRAP_SCRIPT }} />
          <SourceView files={files} flagged={flagged} />
        </section>
      </div>
    </article>
  );
}
