import type { JudgeScoreVersion } from "@/lib/db/judging";
import { DIMENSIONS, totalOf } from "@/lib/judging/scores";
import { csvCell } from "./scoreboard-csv";

/** Every saved version of every judge score, oldest first: the audit trail in a spreadsheet. */
export function judgeScoresCsv(versions: (JudgeScoreVersion & { slug: string })[]): string {
  const header = [
    "dialogue",
    "round",
    "agent",
    "judge_email",
    "judge_name",
    "version",
    "rubric",
    "rubric_version",
    ...DIMENSIONS,
    "total",
    "values",
    "rationale",
    "reason",
    "after_reveal",
    "saved_at",
  ];
  const rows = versions.map((v) => [
    v.slug,
    v.round,
    v.agent,
    v.judgeEmail,
    v.judgeName,
    v.version,
    v.rubricName,
    v.rubricVersion,
    // The built-in rubric's four columns; a score under another rubric has its own keys, so "values" holds them all.
    ...DIMENSIONS.map((d) => v.values[d]),
    totalOf(v),
    JSON.stringify(v.values),
    v.rationale,
    v.reason,
    // Saved after its judge revealed the round (blind judging): made having seen the other judges' scores.
    v.afterReveal ? "yes" : "no",
    v.createdAt.toISOString(),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
