import type { listDocumentAudit } from "@/lib/db/document-admin";
import { UndoMergeButton } from "./undo-merge-button";
import { when } from "./when";

/** Admins' changes to documents, newest first, who made each, and Undo for a merge not yet undone. */
export function DocumentAuditTable({ audit }: { audit: Awaited<ReturnType<typeof listDocumentAudit>> }) {
  return (
    <table className="w-full text-left text-sm" aria-label="Changes to documents, newest first">
      <thead>
        <tr>
          <th className="py-1 pr-3">When</th>
          <th className="py-1 pr-3">Who</th>
          <th className="py-1 pr-3">What</th>
          <th className="py-1 pr-3" />
        </tr>
      </thead>
      <tbody>
        {audit.map((a) => {
          const what = a.otherSlug ? `${a.action}: ${a.otherSlug} into ${a.slug}` : `${a.action}: ${a.slug}`;
          return (
            <tr key={a.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1 pr-3">{when(a.createdAt)}</td>
              <td className="py-1 pr-3">{a.userName ?? "—"}</td>
              <td className="py-1 pr-3">
                {what}
                {a.undoneAt ? " (undone)" : ""}
              </td>
              <td className="py-1 pr-3">{a.action === "merge" && !a.undoneAt ? <UndoMergeButton audit={a.id} label={what} /> : null}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
