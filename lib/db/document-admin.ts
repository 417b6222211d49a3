import { AppError } from "@/lib/errors";
import type { Db } from "./client";
import { mergeDocuments, type MergeResult } from "./merge";
import { rereadDocument } from "./reread";
import { retryBusy } from "./retry";

export interface Actor {
  id: string;
  name: string;
}

async function documentBySlug(db: Db, slug: string) {
  const found = await db.dialogue.findUnique({ where: { slug }, select: { id: true, slug: true, archivedAt: true, removedAt: true } });
  if (!found) throw new AppError("not-found", `No document ${slug}.`);
  return found;
}

/** Archives a document: it leaves the index, search, boards and queues (it is removed with it); its scores stay. */
export async function archiveDocument(db: Db, slug: string, actor: Actor): Promise<void> {
  const doc = await documentBySlug(db, slug);
  if (doc.archivedAt) throw new AppError("conflict", `${slug} is already archived.`);
  await retryBusy(() =>
    db.$transaction(async (tx) => {
      const at = new Date();
      await tx.dialogue.update({ where: { id: doc.id }, data: { archivedAt: at, removedAt: at } });
      // What restoring gives back: whether it was live before (a document its sources had dropped stays removed).
      await tx.documentAudit.create({
        data: { action: "archive", slug, userId: actor.id, userName: actor.name, detail: JSON.stringify({ wasRemoved: doc.removedAt !== null }) },
      });
    }),
  );
}

/** Restores an archived document where it was: live again, unless its sources had dropped it before. */
export async function restoreDocument(db: Db, slug: string, actor: Actor): Promise<void> {
  const doc = await documentBySlug(db, slug);
  if (!doc.archivedAt) throw new AppError("conflict", `${slug} is not archived.`);
  const archived = await db.documentAudit.findFirst({ where: { action: "archive", slug, undoneAt: null }, orderBy: { id: "desc" } });
  const wasRemoved = archived ? (JSON.parse(archived.detail) as { wasRemoved?: boolean }).wasRemoved === true : false;
  const live = await db.documentPart.count({ where: { dialogueId: doc.id, removedAt: null } });
  await retryBusy(() =>
    db.$transaction(async (tx) => {
      await tx.dialogue.update({
        where: { id: doc.id },
        data: { archivedAt: null, removedAt: wasRemoved || live === 0 ? (doc.removedAt ?? new Date()) : null },
      });
      if (archived) await tx.documentAudit.update({ where: { id: archived.id }, data: { undoneAt: new Date() } });
      await tx.documentAudit.create({ data: { action: "restore", slug, userId: actor.id, userName: actor.name } });
    }),
  );
}

/** What undoing a merge needs: the document merged away and the rows that moved from it, with their old numbers. */
interface MergeUndo {
  from: { slug: string; logicalKey: string | null; keyMoved: boolean; blindJudging: boolean };
  judgeScores: { id: number; version: number }[];
  comments: number[];
  queueItems: number[];
  parts: number[];
  versions: { id: number; number: number }[];
  redirects: string[];
}

/** Merges `from` into `into` (two rows of one document), audited with what undoing it needs. */
export async function mergeBySlug(db: Db, options: { into: string; from: string }, actor: Actor): Promise<MergeResult> {
  const into = await documentBySlug(db, options.into);
  const from = await documentBySlug(db, options.from);
  if (into.id === from.id) throw new AppError("input-invalid", "Choose another document: a document cannot be merged into itself.");
  const snapshot = await db.dialogue.findUniqueOrThrow({
    where: { id: from.id },
    select: {
      slug: true,
      logicalKey: true,
      blindJudging: true,
      judgeScores: { select: { id: true, version: true } },
      comments: { select: { id: true } },
      queueItems: { select: { id: true } },
      parts: { select: { id: true } },
      versions: { select: { id: true, number: true } },
      redirects: { select: { slug: true } },
    },
  });
  const intoKey = await db.dialogue.findUniqueOrThrow({ where: { id: into.id }, select: { logicalKey: true } });
  const undo: MergeUndo = {
    from: {
      slug: snapshot.slug,
      logicalKey: snapshot.logicalKey,
      keyMoved: intoKey.logicalKey === null && snapshot.logicalKey !== null,
      blindJudging: snapshot.blindJudging,
    },
    judgeScores: snapshot.judgeScores,
    comments: snapshot.comments.map((c) => c.id),
    queueItems: snapshot.queueItems.map((q) => q.id),
    parts: snapshot.parts.map((p) => p.id),
    versions: snapshot.versions,
    redirects: snapshot.redirects.map((r) => r.slug),
  };
  const result = await mergeDocuments(db, { into: into.id, from: from.id, reason: "merged" });
  await db.documentAudit.create({
    data: { action: "merge", slug: into.slug, otherSlug: from.slug, userId: actor.id, userName: actor.name, detail: JSON.stringify(undo) },
  });
  return result;
}

/**
 * Undoes a merge: the merged-away document comes back under its slug with its parts, versions, scores (their old
 * numbers), comments and queue items; each is read again from its own parts. Items dropped as duplicates stay dropped.
 */
export async function undoMerge(db: Db, auditId: number, actor: Actor): Promise<void> {
  const audit = await db.documentAudit.findUnique({ where: { id: auditId } });
  if (!audit || audit.action !== "merge") throw new AppError("not-found", "No such merge.");
  if (audit.undoneAt) throw new AppError("conflict", "That merge was already undone.");
  const undo = JSON.parse(audit.detail) as MergeUndo;
  const into = await documentBySlug(db, audit.slug);
  const { restoredId, location } = await retryBusy(() =>
    db.$transaction(async (tx) => {
      await tx.slugRedirect.delete({ where: { slug: undo.from.slug } });
      if (undo.from.keyMoved) await tx.dialogue.update({ where: { id: into.id }, data: { logicalKey: null } });
      const first = await tx.documentPart.findFirst({ where: { id: { in: undo.parts } }, orderBy: { id: "asc" }, select: { sourceId: true, path: true } });
      if (!first) throw new AppError("conflict", "The merged document's sources are gone; it cannot be taken apart again.");
      // A placeholder row, read from its parts right after; its place is its own once the kept document moves off it.
      const restored = await tx.dialogue.create({
        data: {
          slug: undo.from.slug,
          logicalKey: undo.from.logicalKey,
          blindJudging: undo.from.blindJudging,
          sourceId: first.sourceId,
          path: `${first.path}#unmerged-${auditId}`,
          title: undo.from.slug,
          status: "unknown",
          statusRaw: "",
          layout: "single-file",
          contentHash: "",
          roundCount: 0,
          agentCount: 0,
          markerCount: 0,
          perspectiveCount: 0,
          tensionCount: 0,
          openTensionCount: 0,
          errorCount: 0,
          warningCount: 0,
        },
        select: { id: true },
      });
      const id = restored.id;
      await tx.documentPart.updateMany({ where: { id: { in: undo.parts } }, data: { dialogueId: id } });
      for (const v of undo.versions) await tx.documentVersion.update({ where: { id: v.id }, data: { dialogueId: id, number: -v.number } });
      for (const v of undo.versions) await tx.documentVersion.update({ where: { id: v.id }, data: { number: v.number } });
      for (const s of undo.judgeScores) await tx.judgeScore.update({ where: { id: s.id }, data: { dialogueId: id, version: s.version } });
      await tx.roundComment.updateMany({ where: { id: { in: undo.comments } }, data: { dialogueId: id } });
      await tx.queueItem.updateMany({ where: { id: { in: undo.queueItems } }, data: { dialogueId: id } });
      await tx.slugRedirect.updateMany({ where: { slug: { in: undo.redirects } }, data: { dialogueId: id } });
      await tx.documentAudit.update({ where: { id: auditId }, data: { undoneAt: new Date() } });
      await tx.documentAudit.create({ data: { action: "unmerge", slug: audit.slug, otherSlug: undo.from.slug, userId: actor.id, userName: actor.name } });
      return { restoredId: id, location: first };
    }),
  );
  void location;
  await rereadDocument(db, into.id, { newVersion: true });
  await rereadDocument(db, restoredId);
}

/** The latest changes admins made to documents, newest first, for the admin page. */
export async function listDocumentAudit(db: Db, take = 50) {
  return db.documentAudit.findMany({
    orderBy: { id: "desc" },
    take,
    select: { id: true, action: true, slug: true, otherSlug: true, userName: true, createdAt: true, undoneAt: true },
  });
}

/** Where a slug once served now lives (merged into another, or renamed): the live document's slug and kind, or null. */
export async function findRedirect(db: Db, slug: string): Promise<{ slug: string; kind: string } | null> {
  const found = await db.slugRedirect.findUnique({ where: { slug }, select: { dialogue: { select: { slug: true, kind: true, removedAt: true } } } });
  return found && found.dialogue.removedAt === null ? { slug: found.dialogue.slug, kind: found.dialogue.kind } : null;
}

/** Archived documents, newest archive first, and the merges the upgrade's repair made: the admin page's lists. */
export async function listArchivedAndRepaired(db: Db) {
  const [archived, repaired] = await Promise.all([
    db.dialogue.findMany({ where: { archivedAt: { not: null } }, orderBy: { archivedAt: "desc" }, select: { slug: true, title: true, archivedAt: true } }),
    db.slugRedirect.findMany({
      where: { reason: "repaired" },
      orderBy: { slug: "asc" },
      select: { slug: true, createdAt: true, dialogue: { select: { slug: true } } },
    }),
  ]);
  return { archived, repaired: repaired.map((r) => ({ slug: r.slug, into: r.dialogue.slug, at: r.createdAt })) };
}

/** Gives a document a new slug; the old one (and every slug that already led to it) keeps working as a redirect. Audited. */
export async function renameDocument(db: Db, options: { slug: string; to: string }, actor: Actor): Promise<void> {
  const doc = await documentBySlug(db, options.slug);
  if (options.to === options.slug) throw new AppError("input-invalid", "That is its slug already.");
  const [taken, reserved] = await Promise.all([
    db.dialogue.findUnique({ where: { slug: options.to }, select: { id: true } }),
    db.slugRedirect.findUnique({ where: { slug: options.to }, select: { dialogueId: true } }),
  ]);
  if (taken || (reserved && reserved.dialogueId !== doc.id))
    throw new AppError("conflict", `The slug ${options.to} is taken: slugs once served keep leading where they did.`);
  await retryBusy(() =>
    db.$transaction(async (tx) => {
      // Taking back a slug it had before: that redirect is no longer needed.
      if (reserved) await tx.slugRedirect.delete({ where: { slug: options.to } });
      await tx.dialogue.update({ where: { id: doc.id }, data: { slug: options.to } });
      await tx.slugRedirect.create({ data: { slug: options.slug, dialogueId: doc.id, reason: "renamed" } });
      await tx.documentAudit.create({ data: { action: "rename", slug: options.to, otherSlug: options.slug, userId: actor.id, userName: actor.name } });
    }),
  );
}
