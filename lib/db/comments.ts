import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { roundAgentsOf } from "@/lib/db/judging";
import { AppError } from "@/lib/errors";

export const newCommentSchema = z.object({
  dialogueId: z.coerce.number().int().positive(),
  round: z.coerce.number().int().min(0).max(100_000),
  /** `marker-N` of the dialogue page, or "" for the round as a whole. */
  marker: z
    .string()
    .trim()
    .max(40)
    .refine((s) => s === "" || (s.startsWith("marker-") && s.length > 7 && Number.isInteger(Number(s.slice(7)))), "Pick a marker from the list."),
  markerLabel: z.string().trim().max(300),
  body: z.string().trim().min(1, "Write something first.").max(4000, "Keep a comment under 4,000 characters."),
});
export type NewComment = z.output<typeof newCommentSchema>;

export interface RoundCommentView {
  id: number;
  round: number;
  marker: string | null;
  markerLabel: string | null;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}

/** A judge comments on a round they can score (or a marker in it). */
export async function addComment(db: Db, authorId: string, input: NewComment): Promise<void> {
  const agents = (await roundAgentsOf(db, input.dialogueId)).get(input.round);
  if (!agents) throw new AppError("not-found", `Round ${input.round} has nothing to discuss here.`);
  await db.roundComment.create({
    data: {
      dialogueId: input.dialogueId,
      round: input.round,
      marker: input.marker || null,
      markerLabel: input.marker ? input.markerLabel || null : null,
      authorId,
      body: input.body,
    },
  });
}

/**
 * The comments on one round this reader may see: their own always; others' when the dialogue is not blind, when they
 * have scored every agent of the round (it is revealed to them), or when they are an admin. Oldest first.
 */
export async function visibleComments(db: Db, viewer: Viewer, dialogueId: number, round: number): Promise<{ comments: RoundCommentView[]; held: boolean }> {
  const [dialogue, rows] = await Promise.all([
    db.dialogue.findUnique({ where: { id: dialogueId }, select: { blindJudging: true } }),
    db.roundComment.findMany({
      where: { dialogueId, round },
      include: { author: { select: { name: true, email: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
  ]);
  let revealed = viewer.role === "admin" || !dialogue?.blindJudging;
  // Under blind judging the discussion of a round opens with its scores: when the judge says they are done with it.
  if (!revealed) revealed = (await db.roundReveal.findUnique({ where: { dialogueId_round_judgeId: { dialogueId, round, judgeId: viewer.id } } })) !== null;
  const comments = rows
    .filter((c) => revealed || c.authorId === viewer.id)
    .map((c) => ({
      id: c.id,
      round: c.round,
      marker: c.marker,
      markerLabel: c.markerLabel,
      authorId: c.authorId,
      authorName: c.author.name || c.author.email,
      body: c.body,
      createdAt: c.createdAt,
    }));
  return { comments, held: !revealed };
}
