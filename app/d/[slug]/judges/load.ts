import { z } from "zod";
import { currentRole, currentViewer } from "@/lib/auth/guard";
import type { Reader } from "@/lib/auth/roles";
import { agreementWithFile } from "@/lib/judging/agreement";
import { judgeBoard } from "@/lib/judging/board";
import { fileMaxByDialogue, fileOnScale } from "@/lib/judging/file-scale";
import type { JudgesSectionData } from "@/lib/judging/judges-section-data";
import { normalisedOverall } from "@/lib/judging/rubric";
import { unitKey } from "@/lib/judging/scores";
import { judgingSummary } from "@/lib/judging/summary";
import { firstValue } from "@/lib/url-params";
import { db } from "@/lib/db/client";
import { scoresByVersion } from "@/lib/db/provenance";
import { loadJudging } from "../judging-data";

/** `?pool=1`: the viewer asks to compare scores given under different rubrics on the common 0–1 scale. */
export const pooled = (query: Record<string, string | string[] | undefined>) => poolParam.parse(query.pool) === "1";
const poolParam = firstValue(z.enum(["1"]))
  .optional()
  .catch(undefined);

/**
 * Whom the section is for: a judge's is their own (their scores and reveals under blind judging); a viewer's and an
 * admin's follow from the role alone (none and all of a blind dialogue's scores), so they are one answer for the role.
 */
export async function judgesReader(): Promise<Reader | null> {
  const role = await currentRole();
  return role === "judge" ? currentViewer() : role && { role };
}

/**
 * The Judges section's model for one viewer: the board and agreement are of each judge's scores before their reveal
 * (blind judging), unless an admin says otherwise; a score edited after its judge's reveal is marked either way.
 * Judges and the file's Judge stand side by side only on the common 0–1 scale, each on its own rubric's bounds.
 */
export async function loadJudgesSection(
  stored: { id: number; slug: string; blindJudging: boolean; agreementAfterReveal: boolean },
  viewer: Reader | null,
  pool: boolean,
): Promise<JudgesSectionData> {
  const [judging, byVersion] = await Promise.all([loadJudging(stored.id, viewer), scoresByVersion(db(), stored.id)]);
  const dimensionsOf = (id: number) => judging.rubrics.get(id)?.dimensions;
  const file = fileOnScale(judging.fileRounds, fileMaxByDialogue(judging.fileRounds));
  const board = judgeBoard(
    judging.forAgreement,
    { unit: "0–1", value: (s) => normalisedOverall(s.values, dimensionsOf(s.rubricVersionId) ?? []), file },
    new Set(judging.current.filter((s) => s.afterReveal).map((s) => `${unitKey(s.dialogueId, s.round, s.agent)}:${s.judgeId}`)),
  );
  return {
    slug: stored.slug,
    dialogueId: stored.id,
    blind: stored.blindJudging,
    agreementAfterReveal: stored.agreementAfterReveal,
    viewer: viewer && { role: viewer.role },
    board,
    hiddenJudges: judging.hiddenJudges,
    agreement: judgingSummary(judging, { pool }).agreement,
    fileAgreement: agreementWithFile(judging.forAgreement, dimensionsOf, file),
    pooled: pool,
    scoresByVersion: byVersion,
  };
}
