import type { AcorMessageType } from "@/lib/contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { AcorOutcome } from "@/lib/views/acor/acor-runs";

const OUTCOME_TONES: Record<AcorOutcome, BadgeTone> = {
  complete: "success",
  "complete-with-errors": "warning",
  failed: "danger",
  cancelled: "neutral",
  "input-needed": "info",
  unfinished: "neutral",
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
  return <Badge tone={OUTCOME_TONES[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>;
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
  const tone = s === "complete" ? "success" : s === "failed" ? "danger" : s === "working" ? "info" : "neutral";
  return <Badge tone={tone}>{status}</Badge>;
}
