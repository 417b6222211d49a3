import type { z } from "zod";
import { db } from "@/lib/db/client";
import { saveJudgeScore } from "@/lib/db/judging";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { allowedRubricVersions, rubricVersion } from "@/lib/db/rubrics";
import { scoreInputSchema, valuesSchemaFor } from "@/lib/judging/scores";
import type { Caller } from "./handler";
import { documentRefOr404 } from "./stored";
import { ApiProblem, zodIssues } from "./problem";
import type { scoreBody, scoreListSchema, scoreSavedSchema } from "./schemas";

/** The latest scores the caller's account may see: the one read every page uses, so blind judging holds here too. */
export async function scoresOf(slug: string, caller: Caller): Promise<z.input<typeof scoreListSchema>> {
  const visible = await getVisibleScores(db(), { viewer: caller.viewer, dialogueId: (await documentRefOr404(slug)).id });
  return {
    data: visible.current.map((s) => ({
      round: s.round,
      agent: s.agent,
      judge: { id: s.judgeId, name: s.judgeName, kind: s.judgeKind },
      rubric: { id: s.rubricVersionId, name: s.rubricName, version: s.rubricVersion },
      values: s.values,
      version: s.version,
      rationale: s.rationale,
      afterReveal: s.afterReveal,
      createdAt: s.createdAt.toISOString(),
    })),
    hidden: visible.hidden,
  };
}

/** A score saved as the caller, through the form's own schema and write: bounds, reasons and conflicts alike. */
export async function saveScoreAs(slug: string, round: number, body: z.output<typeof scoreBody>, caller: Caller): Promise<z.input<typeof scoreSavedSchema>> {
  const stored = await documentRefOr404(slug);
  const allowed = [...(await allowedRubricVersions(db(), stored.id, round, stored.kind))];
  const rubricVersionId = body.rubricVersionId ?? (allowed.length === 1 ? allowed[0] : undefined);
  if (rubricVersionId === undefined)
    throw new ApiProblem(400, `Round ${round} is scored under more than one rubric version (${allowed.join(", ")}): name one as rubricVersionId.`);
  // The rubric's bounds first, so a refusal names each field (the save checks them again, in its transaction).
  const rubric = await rubricVersion(db(), rubricVersionId);
  if (!rubric) throw new ApiProblem(404, `No rubric version has the id ${rubricVersionId}.`);
  const values = valuesSchemaFor(rubric.dimensions).safeParse(body.values);
  if (!values.success)
    throw new ApiProblem(400, `The values do not fit ${rubric.name}, version ${rubric.version}.`, {
      issues: zodIssues(values.error)!.map((i) => ({ ...i, path: `values.${i.path}` })),
    });
  const input = scoreInputSchema.safeParse({
    ...body,
    rubricVersionId,
    dialogueId: stored.id,
    round,
    rationale: body.rationale ?? "",
    reason: body.reason ?? "",
  });
  if (!input.success) throw new ApiProblem(400, "The score is out of the rubric's bounds or malformed.", { issues: zodIssues(input.error) });
  return saveJudgeScore(db(), caller.viewer.id, input.data);
}
