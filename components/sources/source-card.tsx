import type { SourceView } from "@/lib/db/sources";
import { counted } from "@/lib/plural";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DeleteSource } from "./delete-source";
import { EditSourceForm } from "./edit-source-form";
import { PauseButton } from "./pause-button";
import { SyncButton } from "./sync-button";

const STATUS: Record<string, BadgeTone> = { ok: "success", failed: "danger", syncing: "warning", idle: "neutral" };

const muted = "text-sm text-slate-600 dark:text-slate-400";

/** One source: where it reads from, how its last sync went, and (git) what an admin can do with it. */
export function SourceCard({ source: s }: { source: SourceView }) {
  const paused = s.pausedAt !== null;
  return (
    <li aria-labelledby={`source-${s.id}-title`} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-80 space-y-1">
          <h2 id={`source-${s.id}-title`} className="font-medium">
            {s.name} <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{s.kind}</span>
          </h2>
          {s.url ? (
            <p className="break-all font-mono text-xs text-slate-600 dark:text-slate-400">
              {s.url}
              {s.branch ? ` @ ${s.branch}` : ""}
            </p>
          ) : null}
          <p className={muted}>
            <Badge tone={STATUS[s.status] ?? "neutral"} className="mr-2">
              {s.status}
            </Badge>
            {paused ? (
              <Badge tone="warning" className="mr-2">
                paused
              </Badge>
            ) : null}
            {counted(s.dialogues, "document")}
            {s.lastCommit ? ` · commit ${s.lastCommit.slice(0, 12)}` : ""}
            {s.syncedAt ? ` · synced ${s.syncedAt.toISOString().slice(0, 16).replace("T", " ")}Z` : ""}
          </p>
          {paused ? (
            <p className={muted}>
              Paused {s.pausedAt!.toISOString().slice(0, 16).replace("T", " ")}Z: Sync now, the CLI&apos;s sync and push webhooks (answered 409) leave it alone
              until it is resumed.
            </p>
          ) : null}
          {s.statusDetail ? <p className={`${muted} break-words`}>{s.statusDetail}</p> : null}
          {s.kind === "git" ? (
            <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">Webhook: POST /api/sources/{s.id}/webhook</p>
          ) : null}
        </div>
        {s.kind === "git" ? (
          <div className="flex flex-wrap items-start gap-2">
            {paused ? null : <SyncButton id={s.id} name={s.name} />}
            <PauseButton id={s.id} name={s.name} paused={paused} />
            <DeleteSource id={s.id} name={s.name} dialogues={s.dialogues} />
          </div>
        ) : null}
      </div>
      {s.kind === "git" && s.url ? (
        <details className="group mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <summary className="cursor-pointer text-sm font-medium text-blue-700 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200">
            Edit settings<span className="sr-only"> of {s.name}</span>
          </summary>
          <div className="mt-3">
            <EditSourceForm id={s.id} current={{ name: s.name, url: s.url, branch: s.branch ?? "main", globs: s.globs.join("\n") }} />
          </div>
        </details>
      ) : null}
    </li>
  );
}
