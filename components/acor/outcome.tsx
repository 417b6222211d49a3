import type { AcorMessageType } from "@/lib/contract";
import type { AcorOutcome } from "@/lib/acor-runs";

const OUTCOME_STYLES: Record<AcorOutcome, string> = {
  complete: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  "complete-with-errors": "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
  cancelled: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  "input-needed": "bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-200",
  unfinished: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export const OUTCOME_LABELS: Record<AcorOutcome, string> = {
  complete: "Complete",
  "complete-with-errors": "Complete, with errors",
  failed: "Failed",
  cancelled: "Cancelled",
  "input-needed": "Input needed",
  unfinished: "Unfinished",
};

export function OutcomeBadge({ outcome }: { outcome: AcorOutcome }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${OUTCOME_STYLES[outcome]}`}>{OUTCOME_LABELS[outcome]}</span>;
}

/** One colour a message type, shared by the sequence strip and the message cards' edges. */
export const TYPE_COLORS: Record<AcorMessageType, string> = {
  Status: "bg-slate-400 dark:bg-slate-500",
  Progress: "bg-blue-500 dark:bg-blue-400",
  Output: "bg-emerald-500 dark:bg-emerald-400",
  "Output Data": "bg-teal-500 dark:bg-teal-400",
  "Output Files": "bg-lime-500 dark:bg-lime-400",
  Error: "bg-red-600 dark:bg-red-400",
  "Input Needed": "bg-amber-500 dark:bg-amber-400",
  "AI Directive": "bg-violet-500 dark:bg-violet-400",
  Suggestions: "bg-sky-500 dark:bg-sky-400",
  Session: "bg-slate-300 dark:bg-slate-600",
  "Session Checkpoint": "bg-slate-300 dark:bg-slate-600",
  unknown: "bg-slate-200 dark:bg-slate-700",
};

export function StatusChip({ status }: { status: string }) {
  const s = status.toLowerCase();
  const tone = s === "complete" ? OUTCOME_STYLES.complete : s === "failed" ? OUTCOME_STYLES.failed : s === "working" ? OUTCOME_STYLES["input-needed"] : OUTCOME_STYLES.unfinished;
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{status}</span>;
}
