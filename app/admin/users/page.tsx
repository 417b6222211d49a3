import type { Metadata } from "next";
import { AddUserForm } from "@/components/admin/add-user-form";
import { UserRowActions } from "@/components/admin/user-row-actions";
import { requireRole } from "@/lib/auth/guard";
import { ROLE_LABELS } from "@/lib/auth/roles";
import { listUsers } from "@/lib/auth/users";
import { db } from "@/lib/db/client";
import { Badge } from "@/components/ui/badge";
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
          Viewers read; judges read and score; admins also manage sources, uploads and people. Disabling someone ends their sessions and keeps their scores.
        </p>
        <ul className="space-y-3" aria-label="People">
          {users.map((u) => (
            <li key={u.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <p className="font-medium">
                  {u.name} <span className="font-normal text-slate-600 dark:text-slate-400">{u.email}</span>
                </p>
                <Badge tone="muted">{ROLE_LABELS[u.role]}</Badge>
                {u.disabled ? <Badge tone="danger">Disabled</Badge> : null}
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {u.scoreCount} score version{u.scoreCount === 1 ? "" : "s"}
                </span>
              </div>
              <UserRowActions userId={u.id} email={u.email} role={u.role} disabled={u.disabled} self={u.id === admin.id} />
            </li>
          ))}
        </ul>
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
