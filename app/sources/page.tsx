import { requireRole } from "@/lib/auth/guard";
import type { Metadata } from "next";
import { AddSourceForm } from "@/components/sources/add-source-form";
import { SyncButton } from "@/components/sources/sync-button";
import { db } from "@/lib/db/client";
import { listSources } from "@/lib/db/sources";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { PageSection } from "@/components/ui/page-section";

export const metadata: Metadata = { title: "Sources" };
export const dynamic = "force-dynamic";

const STATUS: Record<string, BadgeTone> = { ok: "success", failed: "danger", syncing: "warning", idle: "neutral" };

export default async function SourcesPage() {
  await requireRole("admin", "/sources");
  const sources = await listSources(db());
  return (
    <div className="space-y-8">
      <PageSection id="sources-heading" title="Sources">
        <ul className="space-y-3" aria-label="Sources">
          {sources.map((s) => (
            <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium">
                    {s.name} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{s.kind}</span>
                  </p>
                  {s.url ? (
                    <p className="break-all font-mono text-xs text-slate-600 dark:text-slate-400">
                      {s.url}
                      {s.branch ? ` @ ${s.branch}` : ""}
                    </p>
                  ) : null}
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <Badge tone={STATUS[s.status] ?? "neutral"} className="mr-2">
                      {s.status}
                    </Badge>
                    {s.dialogues} dialogues{s.lastCommit ? ` · commit ${s.lastCommit.slice(0, 12)}` : ""}
                    {s.syncedAt ? ` · synced ${s.syncedAt.toISOString().slice(0, 16).replace("T", " ")}Z` : ""}
                  </p>
                  {s.statusDetail ? <p className="text-sm text-slate-600 dark:text-slate-400">{s.statusDetail}</p> : null}
                  {s.kind === "git" ? <p className="font-mono text-xs text-slate-500 dark:text-slate-400">Webhook: POST /api/sources/{s.id}/webhook</p> : null}
                </div>
                {s.kind === "git" ? <SyncButton id={s.id} name={s.name} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="add-source-heading" className="max-w-3xl space-y-3">
        <h2 id="add-source-heading" className="text-lg font-semibold">
          Add a git repository
        </h2>
        <AddSourceForm defaultGlobs={DEFAULT_GIT_GLOBS} />
      </section>
    </div>
  );
}
