import type { Metadata } from "next";
import { Findings } from "@/components/documents/findings";
import { SourcePage } from "@/components/documents/source-page";
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
    <SourcePage
      back={{ href: `/r/${stored.slug}`, title: stored.title }}
      title="Source and findings"
      meta={
        <>
          {stored.path}
          {stored.commit ? ` @ ${stored.commit.slice(0, 12)}` : ""} · the file as imported
        </>
      }
      metaClassName="break-all "
      panel={{ id: "findings-heading", heading: "Findings", body: <Findings diagnostics={diagnostics} sourcePath="" /> }}
      files={[{ path: null, text: stored.raw }]}
      flagged={flagged}
    />
  );
}
