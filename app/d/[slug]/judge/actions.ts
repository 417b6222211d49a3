"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { requireRole } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { saveJudgeScore, scoreInputSchema, setBlindJudging } from "@/lib/db/judging";
import { slugSchema } from "@/lib/db/slug";
import { AppError } from "@/lib/errors";

export type ScoreField = "wisdom" | "consistency" | "truth" | "relationships" | "rationale" | "reason";

export interface ScoreFormState {
  ok: boolean | null;
  message: string | null;
  fieldErrors: Partial<Record<ScoreField, string>>;
  /** Bumped on every successful save, so the form can tell a new save from a re-render. */
  savedAt: number;
}

const formSchema = scoreInputSchema.extend({ slug: slugSchema });

export async function saveScoreAction(_previous: ScoreFormState, formData: FormData): Promise<ScoreFormState> {
  const judge = await requireRole("judge");
  const parsed = formSchema.safeParse(Object.fromEntries(["slug", "dialogueId", "round", "agent", "wisdom", "consistency", "truth", "relationships", "rationale", "reason", "baseVersion"].map((k) => [k, formData.get(k) ?? ""])));
  if (!parsed.success) {
    const f = z.flattenError(parsed.error).fieldErrors;
    const fieldErrors = Object.fromEntries((["wisdom", "consistency", "truth", "relationships", "rationale", "reason"] as const).flatMap((k) => (f[k]?.[0] ? [[k, f[k][0]]] : [])));
    return { ok: false, message: Object.keys(fieldErrors).length > 0 ? "Check the highlighted scores." : "This form is out of date. Reload the page.", fieldErrors, savedAt: 0 };
  }
  const { slug, ...input } = parsed.data;
  try {
    const saved = await saveJudgeScore(db(), judge.id, input);
    revalidatePath(`/d/${slug}/judge`);
    revalidatePath(`/d/${slug}`);
    return { ok: true, message: saved.unchanged ? "No change to save." : `Saved (version ${saved.version}).`, fieldErrors: {}, savedAt: Date.now() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message, fieldErrors: {}, savedAt: 0 };
    throw error;
  }
}

export interface BlindState {
  message: string | null;
}

const blindSchema = z.object({ slug: slugSchema, dialogueId: z.coerce.number().int().positive(), blind: z.enum(["on", "off"]) });

/** Admins decide whether a dialogue is judged blind. */
export async function setBlindAction(_previous: BlindState, formData: FormData): Promise<BlindState> {
  await requireRole("admin");
  const parsed = blindSchema.safeParse({ slug: formData.get("slug"), dialogueId: formData.get("dialogueId"), blind: formData.get("blind") });
  if (!parsed.success) return { message: "This form is out of date. Reload the page." };
  try {
    await setBlindJudging(db(), parsed.data.dialogueId, parsed.data.blind === "on");
  } catch (error) {
    if (error instanceof AppError) return { message: error.message };
    throw error;
  }
  revalidatePath(`/d/${parsed.data.slug}`);
  revalidatePath(`/d/${parsed.data.slug}/judge`);
  return { message: parsed.data.blind === "on" ? "Blind judging is on." : "Blind judging is off." };
}
