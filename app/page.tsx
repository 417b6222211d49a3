import Link from "next/link";
import { DialogueList } from "@/components/dialogue/dialogue-list";
import { db } from "@/lib/db/client";
import { listDialogues } from "@/lib/db/dialogues";

// The list is read from the database on every request, never baked in at build time.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const dialogues = await listDialogues(db());
  return (
    <section aria-labelledby="dialogues-heading">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="dialogues-heading" className="text-2xl font-semibold tracking-tight">Dialogues</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">{dialogues.length} in the database</p>
      </div>
      {dialogues.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          No dialogues yet. <Link href="/upload" className="font-medium text-blue-700 underline dark:text-blue-300">Upload some</Link>, or load the samples with{" "}
          <code className="font-mono">npm run roundtable -- seed</code>.
        </p>
      ) : (
        <DialogueList dialogues={dialogues} />
      )}
    </section>
  );
}
