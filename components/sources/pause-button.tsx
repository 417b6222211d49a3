"use client";

import { useActionState } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { setSourcePausedAction } from "@/lib/actions/set-source-paused";
import { Button } from "@/components/ui/button";

export function PauseButton({ id, name, paused }: { id: number; name: string; paused: boolean }) {
  const [state, action, pending] = useActionState(setSourcePausedAction, initialActionState);
  return (
    <form action={action} className="flex flex-col items-start gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="paused" value={paused ? "0" : "1"} />
      <Button variant="secondary" size="sm" disabled={pending}>
        {paused ? "Resume" : "Pause"}
        <span className="sr-only"> {name}</span>
      </Button>
      {state.ok === false && state.message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
