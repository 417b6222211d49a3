"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { releaseHoldsAction } from "@/lib/actions/release-holds";
import { Button } from "@/components/ui/button";

/** Frees a judge's holds in a queue, or one round's (`itemId`); says how many went. */
export function ReleaseHoldsButton({
  queueId,
  judgeId = "",
  itemId,
  label,
  text,
}: {
  queueId: number;
  judgeId?: string;
  itemId?: number;
  label: string;
  text: string;
}) {
  const [state, action, pending] = useActionState(releaseHoldsAction, initialActionState);
  return (
    <form action={action} className="inline-flex flex-wrap items-center gap-2">
      <input type="hidden" name="queueId" value={queueId} />
      <input type="hidden" name="judgeId" value={judgeId} />
      <input type="hidden" name="itemId" value={itemId ?? ""} />
      <Button variant="secondary" size="sm" disabled={pending} aria-label={label}>
        {pending ? "Releasing…" : text}
      </Button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message ?? ""}
      </span>
    </form>
  );
}
