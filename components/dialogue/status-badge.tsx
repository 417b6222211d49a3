import { Badge } from "@/components/ui/badge";
import { statusLabel, statusTone } from "@/lib/document-kinds";

/** A document's status, coloured by what it means (settled, open or asking attention), in any kind's words. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
