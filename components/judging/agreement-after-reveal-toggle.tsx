"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { setAgreementAfterRevealAction } from "@/lib/actions/set-agreement-after-reveal";
import { Button } from "@/components/ui/button";

/** Admins decide whether one dialogue's agreement counts scores edited after their judge's reveal. */
export function AgreementAfterRevealToggle({ slug, dialogueId, counts }: { slug: string; dialogueId: number; counts: boolean }) {
  const [state, action, pending] = useActionState(setAgreementAfterRevealAction, initialActionState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="dialogueId" value={dialogueId} />
      <input type="hidden" name="count" value={counts ? "off" : "on"} />
      <Button variant="secondary" size="sm" disabled={pending}>
        {counts ? "Agreement: keep the scores before each reveal" : "Agreement: count edits made after a reveal"}
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message ?? ""}
      </p>
    </form>
  );
}
