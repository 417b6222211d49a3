import type { z } from "zod";
import { db } from "@/lib/db/client";
import { addComment, newCommentSchema, visibleComments } from "@/lib/db/comments";
import { findSource, listSources } from "@/lib/db/sources";
import { syncInBackground } from "@/lib/ingest/background-sync";
import type { Caller } from "./handler";
import { documentRefOr404 } from "./stored";
import { ApiProblem, zodIssues } from "./problem";
import type { commentBody, commentListSchema, sourceSchema, syncStartedSchema } from "./schemas";

/** A round's comments as the judge's page shows them: blind judging holds others' until the judge is done with it. */
export async function commentsOf(slug: string, round: number, caller: Caller): Promise<z.input<typeof commentListSchema>> {
  const { comments, held } = await visibleComments(db(), caller.viewer, (await documentRefOr404(slug)).id, round);
  return {
    data: comments.map((c) => ({
      id: c.id,
      round: c.round,
      marker: c.marker,
      markerLabel: c.markerLabel,
      author: { id: c.authorId, name: c.authorName },
      body: c.body,
      createdAt: c.createdAt.toISOString(),
    })),
    held,
  };
}

export async function commentAs(slug: string, round: number, body: z.output<typeof commentBody>, caller: Caller) {
  const dialogueId = (await documentRefOr404(slug)).id;
  const input = newCommentSchema.safeParse({ ...body, dialogueId, round });
  if (!input.success) throw new ApiProblem(400, "The comment is malformed.", { issues: zodIssues(input.error) });
  await addComment(db(), caller.viewer.id, input.data);
  return commentsOf(slug, round, caller);
}

const sourceOf = (s: Awaited<ReturnType<typeof listSources>>[number]): z.input<typeof sourceSchema> => ({
  id: s.id,
  kind: s.kind,
  name: s.name,
  url: s.url,
  branch: s.branch,
  lastCommit: s.lastCommit,
  status: s.status,
  statusDetail: s.statusDetail,
  syncedAt: s.syncedAt?.toISOString() ?? null,
  paused: s.pausedAt !== null,
  documents: s.dialogues,
});

export async function sourcesList() {
  return { data: (await listSources(db())).map(sourceOf) };
}

/** Starts a sync after answering, as a push does; the source's status tells how it went. */
export async function startSync(id: number): Promise<z.input<typeof syncStartedSchema>> {
  const source = (await listSources(db())).find((s) => s.id === id);
  if (!source || !(await findSource(db(), id))) throw new ApiProblem(404, `No source has the id ${id}.`);
  if (source.kind !== "git") throw new ApiProblem(400, `${source.name} is not a git source: only git sources sync.`);
  if (source.pausedAt) throw new ApiProblem(400, `${source.name} is paused: resume it on /sources first.`);
  void syncInBackground(db(), id);
  return { source: sourceOf(source) };
}
