import type { Metadata } from "next";
import { CalibrationGaps, CalibrationTable } from "@/components/judging/calibration-view";
import { DimensionsNote, FILE_JUDGE } from "@/components/judging/file-judge-calibration";
import { PageSection } from "@/components/ui/page-section";
import { FILE_SCALE_NOTE } from "@/lib/judging/file-scale";
import { loadFileCalibration } from "./load";

export const metadata: Metadata = { title: "File's Judge calibration" };
export const dynamic = "force-dynamic";

/** The file's own Judge as one more judge, against the people who judged the same rounds. */
export default async function FileJudgePage() {
  const { calibration, documents } = await loadFileCalibration();
  return (
    <PageSection id="calibration-heading" title={`${FILE_JUDGE}: calibration`}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The 💙 Judge each dialogue carries, read from its scoreboard. Each round × agent it scored that people scored too is compared with the people&apos;s
        mean, people&apos;s scores on the 0–1 scale of their own rubric; leniency is its score minus theirs on that scale.
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{FILE_SCALE_NOTE}</p>
      <CalibrationTable measures={calibration.measures} label="Against the people's consensus" regionLabel="Calibration by measure" />
      <DimensionsNote measures={calibration.measures} />
      <CalibrationGaps disagreements={calibration.disagreements} slugOf={documents} judge="the file's Judge" />
    </PageSection>
  );
}
