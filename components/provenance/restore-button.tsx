"use client";

import { useActionState } from "react";
import { archiveDocumentAction } from "@/lib/actions/archive-document";
import { initialActionState } from "@/lib/actions/kit/form";
import { Button } from "@/components/ui/button";

export function RestoreButton({ slug }: { slug: string }) {
  const [state, action, pending] = useActionState(archiveDocumentAction, initialActionState);
  return (
    <form action={action} className="flex items-center gap-2">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="archived" value="0" />
      <Button variant="secondary" size="sm" disabled={pending}>
        Restore<span className="sr-only"> {slug}</span>
      </Button>
      {state.message ? (
        <span role={state.ok ? "status" : "alert"} className="text-sm">
          {state.message}
        </span>
      ) : null}
    </form>
  );
}
