import { baseName, type DirectoryFile } from "@/lib/contract";
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "./client";
import { mergeDocuments, type MergeResult } from "./merge";
import { storedKeyOf } from "./reread";

export interface RepairReport {
  /** Documents stored before parts and keys were kept, given them now. */
  backfilled: number;
  merges: MergeResult[];
}

/** Documents repaired per transaction: few statements at start however many there are, and memory bounded. */
const BATCH = 500;

/** What a merge kept, in one line for the migration's output and the admin page. */
export function describeMerge(m: MergeResult): string {
  const moved = [`${m.judgeScores} judges' scores`, `${m.comments} comments`, `${m.queueItems} queue items`, `${m.versions} versions`].join(", ");
  return `${m.from} merged into ${m.into} (${moved}${m.queueItemsDropped ? `; ${m.queueItemsDropped} duplicate queue items dropped` : ""})`;
}

/**
 * Repairs a database made before documents had one identity: every document gets its part (where it came from),
 * its first version and its logical key; then documents that are the same (one key, or one content without a key,
 * as `-2`/`-3` copies of a dialogue are) are merged into the oldest, keeping every judge's score. Runs after the
 * migrations at every start; on a repaired database it finds nothing to do.
 */
export async function repairDocuments(db: Db): Promise<RepairReport> {
  // A repaired database has no document without a part: nothing more to read at start.
  if ((await db.dialogue.count({ where: { parts: { none: {} } } })) === 0) return { backfilled: 0, merges: [] };
  const keyed = new Map<string, number[]>();
  for (const d of await db.dialogue.findMany({ where: { logicalKey: { not: null } }, select: { id: true, logicalKey: true } }))
    keyed.set(d.logicalKey!, [d.id]);
  // Content hashes of the repaired documents left without a key, counted here rather than by a query naming every
  // one of them: a list of ids that long is more than a query may bind (999 values on SQLite).
  const keylessHashes = new Map<string, number>();
  let backfilled = 0;
  for (let after = 0; ;) {
    const bare = await db.dialogue.findMany({
      where: { parts: { none: {} }, id: { gt: after } },
      orderBy: { id: "asc" },
      take: BATCH,
      select: {
        id: true,
        kind: true,
        layout: true,
        path: true,
        sourceId: true,
        logicalKey: true,
        contentHash: true,
        commit: true,
        importedAt: true,
        text: { select: { raw: true } },
      },
    });
    if (bare.length === 0) break;
    const parts: Prisma.DocumentPartCreateManyInput[] = [];
    const versions: Prisma.DocumentVersionCreateManyInput[] = [];
    const keys: { id: number; key: string }[] = [];
    for (const d of bare) {
      const raw = d.text?.raw ?? "";
      const directory = d.layout === "directory";
      const files: DirectoryFile[] = directory ? (JSON.parse(raw || "[]") as DirectoryFile[]) : [{ path: baseName(d.path), content: raw }];
      const key = storedKeyOf({ kind: d.kind, layout: d.layout, path: d.path, raw });
      const first = key !== null && !keyed.has(key);
      if (key !== null) keyed.set(key, [...(keyed.get(key) ?? []), d.id]);
      if (first) keys.push({ id: d.id, key });
      if (d.logicalKey === null && !first) keylessHashes.set(d.contentHash, (keylessHashes.get(d.contentHash) ?? 0) + 1);
      parts.push({
        dialogueId: d.id,
        sourceId: d.sourceId,
        path: d.path,
        layout: directory ? "directory" : "file",
        files: JSON.stringify(files),
        contentHash: d.contentHash,
        commit: d.commit,
        addedAt: d.importedAt,
        changedAt: d.importedAt,
      });
      versions.push({
        dialogueId: d.id,
        number: 1,
        contentHash: d.contentHash,
        raw,
        layout: d.layout,
        commit: d.commit,
        sourceId: d.sourceId,
        path: d.path,
        createdAt: d.importedAt,
      });
    }
    // One transaction a batch: a start stopped half way resumes with the documents still without a part.
    await db.$transaction([
      db.documentPart.createMany({ data: parts }),
      db.documentVersion.createMany({ data: versions }),
      ...keys.map(({ id, key }) => db.dialogue.update({ where: { id }, data: { logicalKey: key } })),
    ]);
    backfilled += bare.length;
    after = bare.at(-1)!.id;
  }
  // Copies without a key of their own are the same document only when their content is the same.
  const keyless = [...keylessHashes].filter(([, n]) => n > 1).map(([contentHash]) => contentHash);
  const groups = [...keyed.values()];
  for (const contentHash of keyless) {
    const ids = await db.dialogue.findMany({ where: { logicalKey: null, contentHash }, orderBy: { id: "asc" }, select: { id: true } });
    groups.push(ids.map((d) => d.id));
  }
  const merges: MergeResult[] = [];
  for (const ids of groups.filter((g) => g.length > 1)) {
    const [into, ...others] = [...ids].sort((a, b) => a - b);
    for (const from of others) merges.push(await mergeDocuments(db, { into: into!, from, reason: "repaired" }));
  }
  return { backfilled, merges };
}
