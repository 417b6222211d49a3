import { baseName, type DirectoryFile } from "@/lib/contract";
import type { Db } from "./client";
import { mergeDocuments, type MergeResult } from "./merge";
import { storedKeyOf } from "./reread";

export interface RepairReport {
  /** Documents stored before parts and keys were kept, given them now. */
  backfilled: number;
  merges: MergeResult[];
}

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
  const bare = await db.dialogue.findMany({
    where: { parts: { none: {} } },
    orderBy: { id: "asc" },
    select: {
      id: true,
      kind: true,
      layout: true,
      path: true,
      sourceId: true,
      contentHash: true,
      commit: true,
      importedAt: true,
      text: { select: { raw: true } },
    },
  });
  // A repaired database has no document without a part: nothing more to read at start.
  if (bare.length === 0) return { backfilled: 0, merges: [] };
  const keyed = new Map<string, number[]>();
  for (const d of await db.dialogue.findMany({ where: { logicalKey: { not: null } }, select: { id: true, logicalKey: true } }))
    keyed.set(d.logicalKey!, [d.id]);
  for (const d of bare) {
    const raw = d.text?.raw ?? "";
    const directory = d.layout === "directory";
    const files: DirectoryFile[] = directory ? (JSON.parse(raw || "[]") as DirectoryFile[]) : [{ path: baseName(d.path), content: raw }];
    const key = storedKeyOf({ kind: d.kind, layout: d.layout, path: d.path, raw });
    const first = key !== null && !keyed.has(key);
    if (key !== null) keyed.set(key, [...(keyed.get(key) ?? []), d.id]);
    await db.$transaction([
      db.documentPart.create({
        data: {
          dialogueId: d.id,
          sourceId: d.sourceId,
          path: d.path,
          layout: directory ? "directory" : "file",
          files: JSON.stringify(files),
          contentHash: d.contentHash,
          commit: d.commit,
          addedAt: d.importedAt,
          changedAt: d.importedAt,
        },
      }),
      db.documentVersion.create({
        data: {
          dialogueId: d.id,
          number: 1,
          contentHash: d.contentHash,
          raw,
          layout: d.layout,
          commit: d.commit,
          sourceId: d.sourceId,
          path: d.path,
          createdAt: d.importedAt,
        },
      }),
      ...(first ? [db.dialogue.update({ where: { id: d.id }, data: { logicalKey: key } })] : []),
    ]);
  }
  // Copies without a key of their own are the same document only when their content is the same.
  const keyless = await db.dialogue.groupBy({ by: ["contentHash"], where: { logicalKey: null, id: { in: bare.map((d) => d.id) } }, _count: { _all: true } });
  const groups = [...keyed.values()];
  for (const g of keyless.filter((g) => g._count._all > 1)) {
    const ids = await db.dialogue.findMany({ where: { logicalKey: null, contentHash: g.contentHash }, orderBy: { id: "asc" }, select: { id: true } });
    groups.push(ids.map((d) => d.id));
  }
  const merges: MergeResult[] = [];
  for (const ids of groups.filter((g) => g.length > 1)) {
    const [into, ...others] = [...ids].sort((a, b) => a - b);
    for (const from of others) merges.push(await mergeDocuments(db, { into: into!, from, reason: "repaired" }));
  }
  return { backfilled: bare.length, merges };
}
