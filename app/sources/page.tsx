import { requireRole } from "@/lib/auth/guard";
import type { Metadata } from "next";
import { z } from "zod";
import { AddSourceForm } from "@/components/sources/add-source-form";
import { SourceCard } from "@/components/sources/source-card";
import { db } from "@/lib/db/client";
import { listSources } from "@/lib/db/sources";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { PageSection } from "@/components/ui/page-section";

export const metadata: Metadata = { title: "Sources" };
export const dynamic = "force-dynamic";

// Where a deletion lands: the source's card is gone, so the page says what happened.
const deletedSchema = z.object({ deleted: z.string().max(200), archived: z.coerce.number().int().nonnegative() });

export default async function SourcesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireRole("admin", "/sources");
  const deleted = deletedSchema.safeParse(await searchParams);
  const sources = await listSources(db());
  return (
    <div className="space-y-8">
      <PageSection id="sources-heading" title="Sources">
        {deleted.success ? (
          <p role="status" className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm dark:border-emerald-800 dark:bg-emerald-950/40">
            Deleted {deleted.data.deleted}: {deleted.data.archived} {deleted.data.archived === 1 ? "dialogue" : "dialogues"} archived, their scores and comments
            kept.
          </p>
        ) : null}
        {sources.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No sources yet. Add a git repository below, or upload files.</p>
        ) : null}
        <ul className="space-y-3" aria-label="Sources">
          {sources.map((s) => (
            <SourceCard key={s.id} source={s} />
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="add-source-heading" className="max-w-3xl space-y-3">
        <h2 id="add-source-heading" className="text-lg font-semibold">
          Add a git repository
        </h2>
        <AddSourceForm defaultGlobs={DEFAULT_GIT_GLOBS} listed={sources.map((s) => s.name)} />
      </section>
    </div>
  );
}
