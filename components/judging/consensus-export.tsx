"use client";

import { ExportItem } from "@/components/dialogue/export-links";
import { isJudged } from "@/lib/judging/judges-section-data";
import { useJudgesData } from "./judges-data";

/** The export of the judges' consensus, offered once the viewer's judging data says they see a judge's score. */
export function ConsensusExport() {
  const { state } = useJudgesData();
  if (state.phase !== "ready" || !isJudged(state.data)) return null;
  return <ExportItem slug={state.data.slug} format="md&consensus=1" label="Markdown with judges' consensus" />;
}
