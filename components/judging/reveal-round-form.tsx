"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { revealRoundAction } from "@/lib/actions/reveal-round";
import { Button } from "@/components/ui/button";

/**
 * "I am done with this round" under blind judging: the one way to see the other judges' scores and comments for it.
 * A box to tick first, so the reveal is deliberate; what is saved afterwards is marked as made after it.
 */
export function RevealRoundForm({ slug, dialogueId, round }: { slug: string; dialogueId: number; round: number }) {
  const [state, action, pending] = useActionState(revealRoundAction, initialActionState);
  const error = state.fieldErrors?.confirm;
  return (
    <form
      action={action}
      aria-label={`Finish round ${round}`}
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/30"
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="dialogueId" value={dialogueId} />
      <input type="hidden" name="round" value={round} />
      <label className="flex items-start gap-2">
        <input type="checkbox" name="confirm" value="yes" aria-describedby={error ? "reveal-error" : undefined} className="mt-1" />
        <span>
          I am done with round {round}: show me the other judges&apos; scores and comments. Any score I change afterwards is marked as changed after the reveal,
          and agreement keeps the one I saved before.
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" disabled={pending}>
          I am done with this round
        </Button>
        <p role="status" id="reveal-error" className={error || state.ok === false ? "text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}>
          {error ?? state.message ?? ""}
        </p>
      </div>
    </form>
  );
}
