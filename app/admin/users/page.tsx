import type { Metadata } from "next";
import { AddUserForm } from "@/components/admin/add-user-form";
import { UsersTable } from "@/components/admin/users-table";
import { requireRole } from "@/lib/auth/guard";
import { listUsers } from "@/lib/db/users";
import { db } from "@/lib/db/client";
import { PageSection } from "@/components/ui/page-section";

export const metadata: Metadata = { title: "Users" };
export const dynamic = "force-dynamic";

export default async function UsersPage() {
  const admin = await requireRole("admin", "/admin/users");
  const users = await listUsers(db());
  return (
    <div className="space-y-8">
      <PageSection id="users-heading" title="Users">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Viewers read; judges read and score; admins also manage sources, uploads and people. Disabling someone ends their sessions and keeps their scores. A
          password link works once and for 7 days; a new one replaces the last.
        </p>
        <UsersTable users={users} selfId={admin.id} now={new Date()} />
        <p className="text-sm">
          <a href="/admin/documents" className="text-blue-700 underline dark:text-blue-300">
            Documents
          </a>
          : merges, archives and restores (with who made them and Undo), and the duplicates the last upgrade merged.{" "}
          <a href="/admin/tokens" className="text-blue-700 underline dark:text-blue-300">
            Tokens and model judges
          </a>
          : everyone&apos;s API tokens, and the accounts automated judges score with.
        </p>
      </PageSection>
      <section aria-labelledby="add-user-heading" className="space-y-3">
        <h2 id="add-user-heading" className="text-lg font-semibold">
          Add a person
        </h2>
        <AddUserForm />
      </section>
    </div>
  );
}
