import type { DialogueStatus } from "@/lib/contract";

const STYLES: Record<DialogueStatus, string> = {
  converged: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  complete: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  "in-progress": "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  recorded: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  unknown: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

export const STATUS_LABELS: Record<DialogueStatus, string> = {
  converged: "Converged",
  complete: "Complete",
  "in-progress": "In progress",
  recorded: "Recorded",
  unknown: "Unknown",
};

export function StatusBadge({ status }: { status: DialogueStatus }) {
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}
