"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { setBlindAction } from "@/lib/actions/set-blind-judging";
import { Button } from "@/components/ui/button";

/** Admins switch blind judging for one dialogue. */
export function BlindToggle({ slug, dialogueId, blind }: { slug: string; dialogueId: number; blind: boolean }) {
  const [state, action, pending] = useActionState(setBlindAction, initialActionState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="dialogueId" value={dialogueId} />
      <input type="hidden" name="blind" value={blind ? "off" : "on"} />
      <Button variant="secondary" size="sm" disabled={pending}>
        {blind ? "Turn blind judging off" : "Turn blind judging on"}
      </Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {state.message ?? ""}
      </p>
    </form>
  );
}
