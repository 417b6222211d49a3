import type { DialogueStatus } from "@/lib/contract";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<DialogueStatus, BadgeTone> = {
  converged: "success",
  complete: "success",
  "in-progress": "warning",
  recorded: "neutral",
  unknown: "neutral",
};

export const STATUS_LABELS: Record<DialogueStatus, string> = {
  converged: "Converged",
  complete: "Complete",
  "in-progress": "In progress",
  recorded: "Recorded",
  unknown: "Unknown",
};

export function StatusBadge({ status }: { status: DialogueStatus }) {
  return <Badge tone={TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
