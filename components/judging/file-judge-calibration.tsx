import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { MeasureCalibration } from "@/lib/judging/calibration";
import { FILE_SCALE_NOTE } from "@/lib/judging/file-scale";
import { CalibrationTable } from "./calibration-view";

export const FILE_JUDGE = "File's 💙 Judge";

/** Said when no file records its Judge's dimensions by round, so only the overall has anything to compare. */
export function DimensionsNote({ measures }: { measures: MeasureCalibration[] }) {
  const dimensions = measures.filter((m) => m.measure !== "overall");
  if (dimensions.length === 0 || dimensions.some((m) => m.units > 0)) return null;
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400">
      The files here record their Judge&apos;s dimensions for the whole dialogue only; by round they give a total, so only the overall is compared.
    </p>
  );
}

/** The file's Judge against the same people as one more judge, on the file's own 0–1 scale, over the units it scored. */
export function FileJudgeCalibration({ measures, withLink }: { measures: MeasureCalibration[]; withLink: boolean }) {
  return (
    <section aria-labelledby="file-judge-heading" className="space-y-2">
      <h2 id="file-judge-heading" className="text-lg font-semibold">
        {FILE_JUDGE}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The dialogue&apos;s own Judge against the same people, over the rounds it scored that people scored too (its units, counted apart from the
        model&apos;s).
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{FILE_SCALE_NOTE}</p>
      <CalibrationTable measures={measures} label={`${FILE_JUDGE} by measure`} regionLabel={`${FILE_JUDGE}, calibration by measure`} />
      <DimensionsNote measures={measures} />
      {withLink ? (
        <p className="text-sm">
          <Link href="/judging/models/file" className={linkClass}>
            Where the file&apos;s Judge differs most from people →
          </Link>
        </p>
      ) : null}
    </section>
  );
}
