import { NextResponse } from "next/server";
import { z } from "zod";
import { renderDialogue, toParsedJson } from "@/lib/contract";
import { currentViewer, roleRefusal } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { judgeScoreVersions } from "@/lib/db/judging";
import { readDocument } from "@/lib/documents/read-document";
import { download, readExportRequest } from "@/lib/export/download";
import { judgeScoresCsv } from "@/lib/export/judge-scores-csv";
import { scoreboardCsv } from "@/lib/export/scoreboard-csv";
import { getVisibleScores } from "@/lib/db/visible-scores";
import { consensusRows } from "@/lib/judging/board";
import { finalsFor, finalValues } from "@/lib/db/adjudication";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  format: z.enum(["md", "json", "csv", "judge-csv"]).default("md"),
  consensus: z.enum(["0", "1"]).default("0"),
});

/**
 * Downloads: canonical markdown (the contract's renderer; with `consensus=1`, the human judges' consensus appended),
 * the parsed dialogue as JSON, the file's scoreboard as CSV, or every judge score version as CSV (admins).
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const req = await readExportRequest(request, params, querySchema, "format must be md, json, csv or judge-csv; consensus 0 or 1");
  if ("response" in req) return req.response;
  const stored = await getDocumentBySlug(db(), req.slug);
  if (!stored) return NextResponse.json({ error: "no such dialogue" }, { status: 404 });
  const { format, consensus } = req.query;
  if (format === "judge-csv") {
    const denied = await roleRefusal("admin");
    if (denied) return denied;
    return download(
      judgeScoresCsv((await judgeScoreVersions(db(), stored.id)).map((v) => ({ ...v, slug: stored.slug }))),
      "text/csv",
      `${stored.slug}-judge-scores.csv`,
    );
  }
  const result = readDocument(stored)?.result;
  // Other kinds are not read as dialogues: their downloads are at /r/<slug>/export.
  if (!result) return NextResponse.json({ error: "no such dialogue" }, { status: 404 });
  if (format === "json") return download(JSON.stringify(toParsedJson(result), null, 2), "application/json", `${stored.slug}.json`);
  if (format === "csv") return download(scoreboardCsv(result.dialogue.scoreboard), "text/csv", `${stored.slug}-scoreboard.csv`);
  if (consensus === "0") return download(renderDialogue(result.dialogue), "text/markdown", `${stored.slug}.dialogue.md`);
  // Blind judging holds for exports too: the consensus is of the scores this person may see.
  // And it is of each judge's scores before their reveal, as agreement is (lib/judging/visibility.ts agreementScores).
  const { forAgreement } = await getVisibleScores(db(), { viewer: await currentViewer(), dialogueId: stored.id });
  // A lead's adjudicated final replaces the judges' mean for its round (issue 33, item 4).
  const finals = await finalsFor(db(), [stored.id]);
  return download(
    renderDialogue(result.dialogue, { consensus: consensusRows(forAgreement, finalValues(finals)) }),
    "text/markdown",
    `${stored.slug}.consensus.dialogue.md`,
  );
}
