import { z } from "zod";
import type { Viewer } from "@/lib/auth/roles";
import { queueJudgement } from "@/lib/db/adjudication";
import { db } from "@/lib/db/client";
import { DEFAULT_THRESHOLD_PERCENT, disagreements } from "@/lib/judging/adjudication";
import { loadQueue } from "../load";

// Lenient, as page URLs are: a threshold that is not a whole percent falls back to the default.
const thresholdSchema = z.coerce.number().int().min(0).max(100).catch(DEFAULT_THRESHOLD_PERCENT);

/** The rounds of a queue whose judges disagree beyond the threshold, side by side, with any final a lead recorded. */
export async function loadAdjudication(raw: string, rawThreshold: string | string[] | undefined, viewer: Viewer) {
  const queue = await loadQueue(raw);
  const threshold = thresholdSchema.parse(typeof rawThreshold === "string" ? rawThreshold : undefined);
  const { items, scores, versions, finals } = await queueJudgement(db(), queue, viewer);
  const titles = new Map(items.map((i) => [i.dialogueId, { title: i.title, slug: i.slug }]));
  const named = scores.map((s) => ({ ...s, judgeName: s.judgeName || s.judgeEmail }));
  return {
    queue,
    threshold,
    units: disagreements(named, items, threshold, versions).map((d) => ({
      ...d,
      ...titles.get(d.dialogueId)!,
      final: d.adjudicable ? (finals.get(d.key) ?? null) : null,
    })),
  };
}
