import type { Metadata } from "next";
import { JudgeCalibrationList } from "@/components/judging/judge-calibration-list";
import { PageSection } from "@/components/ui/page-section";
import { FILE_SCALE_NOTE } from "@/lib/judging/file-scale";
import { loadJudgeList } from "./load";

export const metadata: Metadata = { title: "Model judges" };
export const dynamic = "force-dynamic";

/** Every model judge and the file's own Judge, each linked to its calibration against people. */
export default async function ModelJudgesPage() {
  const rows = await loadJudgeList();
  return (
    <PageSection id="model-judges-heading" title="Model judges">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Automated judges, kept out of people&apos;s agreement, and the file&apos;s own 💙 Judge, each against the people&apos;s consensus on the rounds both
        scored. Scores are those you may see: a model&apos;s latest per round × agent, the files&apos; per-round totals.
      </p>
      <JudgeCalibrationList rows={rows} />
      <p className="text-xs text-slate-500 dark:text-slate-400">{FILE_SCALE_NOTE}</p>
    </PageSection>
  );
}
