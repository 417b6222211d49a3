import type { Metadata } from "next";
import { RestoreButton } from "@/components/provenance/restore-button";
import { DocumentAuditTable } from "@/components/provenance/document-audit-table";
import { when } from "@/components/provenance/when";
import { PageSection } from "@/components/ui/page-section";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { listArchivedAndRepaired, listDocumentAudit } from "@/lib/db/document-admin";

export const metadata: Metadata = { title: "Documents" };
export const dynamic = "force-dynamic";

/** Admins' changes to documents (merges, archives, restores) with their undo, archived documents, and the upgrade's repairs. */
export default async function DocumentsAdminPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireRole("admin", "/admin/documents");
  const [{ archived, repaired }, audit, query] = await Promise.all([listArchivedAndRepaired(db()), listDocumentAudit(db()), searchParams]);
  const justArchived = typeof query.archived === "string" ? query.archived : null;
  return (
    <div className="space-y-8">
      <PageSection id="documents-heading" title="Documents">
        {justArchived ? <p role="status">Archived {justArchived}: it is hidden from the index, search, boards and queues; its scores stay.</p> : null}
        <h2 className="text-lg font-semibold">Archived</h2>
        {archived.length === 0 ? (
          <p className="text-sm">No archived documents.</p>
        ) : (
          <ul aria-label="Archived documents" className="space-y-2">
            {archived.map((d) => (
              <li key={d.slug} className="flex flex-wrap items-center gap-3">
                <span>
                  {d.title} <code className="text-xs">{d.slug}</code>, archived {when(d.archivedAt!)}
                </span>
                <RestoreButton slug={d.slug} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
      <section aria-labelledby="audit-heading" className="space-y-3">
        <h2 id="audit-heading" className="text-lg font-semibold">
          Changes to documents
        </h2>
        <DocumentAuditTable audit={audit} />
      </section>
      <section aria-labelledby="repaired-heading" className="space-y-3">
        <h2 id="repaired-heading" className="text-lg font-semibold">
          Merged by the upgrade
        </h2>
        {repaired.length === 0 ? (
          <p className="text-sm">The upgrade found no duplicates.</p>
        ) : (
          <ul aria-label="Duplicates merged by the upgrade" className="list-disc pl-5 text-sm">
            {repaired.map((r) => (
              <li key={r.slug}>
                {r.slug} → <a href={`/d/${r.into}`}>{r.into}</a> ({when(r.at)})
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
