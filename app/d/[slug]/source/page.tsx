import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { withoutUnknownParams } from "@/lib/page-params";
import { LintPanel } from "@/components/dialogue/lint-panel";
import { SourcePage } from "@/components/documents/source-page";
import { loadDialogue, sourceFiles } from "../load";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Source · ${(await loadDialogue((await params).slug)).stored.title}` };
}

/**
 * The markdown as imported, every line numbered and addressable (`#L72`), beside the contract's diagnostics. A page
 * of its own: a long dialogue's source is as large as its timeline, and most readers never open it.
 */
export default async function DialogueSourcePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  // It reads no parameter: any would only make a new address of the same page.
  const canonical = withoutUnknownParams(`/d/${encodeURIComponent(slug)}/source`, await searchParams, []);
  if (canonical) redirect(canonical);
  const { stored, diagnostics } = await loadDialogue(slug);
  const flagged = new Map(diagnostics.map((d) => [`${d.file ?? ""}:${d.line}`, d.severity]));
  return (
    <SourcePage
      back={{ href: `/d/${stored.slug}`, title: stored.title }}
      title="Source and lint"
      meta={
        <>
          {stored.path}
          {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""} · the file as imported; the canonical form is on the dialogue&apos;s Export.
        </>
      }
      panel={{ id: "lint-heading", heading: "Lint", body: <LintPanel diagnostics={diagnostics} /> }}
      files={sourceFiles(stored)}
      flagged={flagged}
    />
  );
}
