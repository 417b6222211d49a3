import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CalibrationGaps, CalibrationTable } from "@/components/judging/calibration-view";
import { FileJudgeCalibration } from "@/components/judging/file-judge-calibration";
import { PageSection } from "@/components/ui/page-section";
import { loadCalibration } from "./load";

export const metadata: Metadata = { title: "Model judge calibration" };
export const dynamic = "force-dynamic";

/** One model judge against the people who judged the same rounds, and the file's Judge beside it. */
export default async function ModelJudgePage({ params }: { params: Promise<{ id: string }> }) {
  const model = await loadCalibration((await params).id);
  if (!model) notFound();
  return (
    <PageSection id="calibration-heading" title={`${model.judge.name}: calibration`}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {model.judge.model}
        {model.judge.judgeVersion ? ` · ${model.judge.judgeVersion}` : ""}. Each round × agent it scored that people scored too is compared with the
        people&apos;s mean, every score on the 0–1 scale of its own rubric; leniency is its score minus theirs on that scale. Its scores never count in
        people&apos;s agreement.
      </p>
      <CalibrationTable measures={model.calibration.measures} label="Against the people's consensus" regionLabel="Calibration by measure" />
      <FileJudgeCalibration measures={model.file.measures} withLink />
      <CalibrationGaps disagreements={model.calibration.disagreements} slugOf={model.documents} judge={model.judge.name} />
    </PageSection>
  );
}
