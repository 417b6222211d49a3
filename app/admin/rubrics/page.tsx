import type { Metadata } from "next";
import { NewRubricForm } from "@/components/rubrics/rubric-form";
import { RubricList } from "@/components/rubrics/rubric-list";
import { PageSection } from "@/components/ui/page-section";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { JUDGEABLE_KINDS, listRubrics } from "@/lib/db/rubrics";

export const metadata: Metadata = { title: "Rubrics" };
export const dynamic = "force-dynamic";

/** Rubrics (admins only): each with its versions and anchors, a new version of one, a new one. */
export default async function RubricsPage() {
  await requireRole("admin", "/admin/rubrics");
  const rubrics = await listRubrics(db());
  return (
    <div className="space-y-8">
      <PageSection id="rubrics-heading" title="Rubrics" className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          A queue scores under one rubric version, and every score keeps the version it was given under. Editing a rubric saves its next version; the old one,
          and the scores given under it, never change. Pick a queue&apos;s rubric on the queue&apos;s page.
        </p>
        <RubricList rubrics={rubrics} kinds={JUDGEABLE_KINDS} />
      </PageSection>
      <section aria-labelledby="new-rubric-heading" className="space-y-3">
        <h2 id="new-rubric-heading" className="text-lg font-semibold">
          New rubric
        </h2>
        <NewRubricForm kinds={JUDGEABLE_KINDS} />
      </section>
    </div>
  );
}
