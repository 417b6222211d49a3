"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { undoMergeAction } from "@/lib/actions/undo-merge";
import { Button } from "@/components/ui/button";

export function UndoMergeButton({ audit, label }: { audit: number; label: string }) {
  const [state, action, pending] = useActionState(undoMergeAction, initialActionState);
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="audit" value={audit} />
      <Button variant="secondary" size="sm" disabled={pending}>
        Undo<span className="sr-only"> {label}</span>
      </Button>
      {state.message ? (
        <span role={state.ok ? "status" : "alert"} className="text-sm">
          {state.message}
        </span>
      ) : null}
    </form>
  );
}
