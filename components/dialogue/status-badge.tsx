import type { DialogueStatus } from "@/lib/contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { ATTENTION_STATUSES } from "@/lib/document-kinds";

const TONES: Record<DialogueStatus, BadgeTone> = {
  converged: "success",
  "in-progress": "warning",
  stalled: "warning",
  abandoned: "neutral",
  unknown: "neutral",
};

export const STATUS_LABELS: Record<DialogueStatus, string> = {
  converged: "Converged",
  "in-progress": "In progress",
  stalled: "Stalled",
  abandoned: "Abandoned",
  unknown: "Unknown",
};

/** A dialogue's status, or another kind's status word as it is (`blocked`, `mismatch`, `complete`, …). */
export function StatusBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as DialogueStatus) : null;
  if (known) return <Badge tone={TONES[known]}>{STATUS_LABELS[known]}</Badge>;
  const attention = (ATTENTION_STATUSES as readonly string[]).includes(status);
  return <Badge tone={attention ? "warning" : "neutral"}>{status.charAt(0).toUpperCase() + status.slice(1).split("-").join(" ")}</Badge>;
}
