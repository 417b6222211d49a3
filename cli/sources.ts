import { z } from "zod";
import { migrateDatabase } from "@/lib/db/setup";
import { createGitSource, findSource, listSources } from "@/lib/db/sources";
import { AppError } from "@/lib/errors";
import { gitBranchSchema, gitUrlSchema } from "@/lib/ingest/git";
import { DEFAULT_GIT_GLOBS } from "@/lib/ingest/globs";
import { syncSource } from "@/lib/ingest/sync";
import { withDb } from "./with-db";

export async function addSource(input: { url: string; name: string; branch: string; globs: string[] }): Promise<number> {
  const parsed = z
    .object({ url: gitUrlSchema, name: z.string().trim().min(1).max(100), branch: gitBranchSchema, globs: z.array(z.string().min(1)) })
    .safeParse(input);
  if (!parsed.success) throw new AppError("input-invalid", parsed.error.issues.map((i) => i.message).join("; "));
  await migrateDatabase();
  return withDb(async (db) => {
    if (await findSource(db, parsed.data.name)) throw new AppError("input-invalid", `a source named ${parsed.data.name} already exists`);
    const s = await createGitSource(db, { ...parsed.data, globs: parsed.data.globs.length ? parsed.data.globs : DEFAULT_GIT_GLOBS });
    console.log(`added source ${s.id} ${s.name}; webhook: POST /api/sources/${s.id}/webhook with secret ${s.webhookSecret}`);
    return 0;
  });
}

export async function printSources(): Promise<number> {
  return withDb(async (db) => {
    for (const s of await listSources(db)) {
      const secret = s.kind === "git" ? (await db.source.findUnique({ where: { id: s.id }, select: { webhookSecret: true } }))?.webhookSecret : null;
      console.log(
        `${s.id}\t${s.kind}\t${s.name}\t${s.pausedAt ? "paused" : s.status}\t${s.dialogues} dialogues${s.lastCommit ? `\t${s.lastCommit.slice(0, 12)}` : ""}${secret ? `\twebhook secret ${secret}` : ""}`,
      );
    }
    return 0;
  });
}

/** `roundtable sync [SOURCE]`: one source, or every git source; exit 1 if any failed. */
export async function syncSources(ref: string | undefined): Promise<number> {
  await migrateDatabase();
  return withDb(async (db) => {
    const git = (await listSources(db)).filter((s) => s.kind === "git");
    // A paused source is left alone; named on its own, syncSource refuses it and says why.
    for (const s of ref ? [] : git.filter((g) => g.pausedAt)) console.log(`source ${s.id}: ${s.name} is paused, skipped`);
    const targets = ref ? [ref] : git.filter((s) => !s.pausedAt).map((s) => String(s.id));
    if (targets.length === 0) {
      console.log("no git sources; add one with: npm run roundtable -- source-add URL --name NAME");
      return 0;
    }
    let failed = 0;
    for (const t of targets) {
      try {
        const r = await syncSource(db, t);
        console.log(
          `source ${t}: ${r.commit.slice(0, 12)}: ${r.counts.imported} imported, ${r.counts.updated} updated, ${r.counts.unchanged} unchanged, ${r.counts.rejected} rejected, ${r.archived} archived`,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed++;
        console.error(`roundtable: source ${t}: ${error.message}`);
      }
    }
    return failed > 0 ? 1 : 0;
  });
}
