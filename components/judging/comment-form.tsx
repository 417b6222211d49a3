"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from "react";
import { initialActionState } from "@/lib/actions/kit/form";
import { addCommentAction } from "@/lib/actions/add-comment";
import { Button } from "@/components/ui/button";
import { inputClass } from "@/components/ui/styles";

/** Adds to a round's discussion, on the round or one of its markers; a refused comment keeps its text. */
export function CommentForm({
  slug,
  dialogueId,
  round,
  markers,
}: {
  slug: string;
  dialogueId: number;
  round: number;
  markers: { anchor: string; label: string }[];
}) {
  const [state, action, pending] = useActionState(addCommentAction, initialActionState);
  const form = useRef<HTMLFormElement>(null);
  const savedAt = state.data?.savedAt;
  useEffect(() => {
    if (state.ok && savedAt) form.current?.reset();
  }, [state.ok, savedAt]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const picked = markers.find((m) => m.anchor === data.get("marker"));
    data.set("markerLabel", picked?.label ?? "");
    startTransition(() => action(data));
  };
  return (
    <form ref={form} action={action} onSubmit={submit} aria-label={`Discuss round ${round}`} className="space-y-2">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="dialogueId" value={dialogueId} />
      <input type="hidden" name="round" value={round} />
      <input type="hidden" name="markerLabel" value="" />
      <div>
        <label htmlFor={`comment-marker-${round}`} className="text-sm font-medium">
          On
        </label>
        <select id={`comment-marker-${round}`} name="marker" defaultValue="" className={inputClass}>
          <option value="">The round as a whole</option>
          {markers.map((m) => (
            <option key={m.anchor} value={m.anchor}>
              {m.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`comment-body-${round}`} className="text-sm font-medium">
          Comment
        </label>
        <textarea
          id={`comment-body-${round}`}
          name="body"
          rows={3}
          maxLength={4000}
          required
          aria-invalid={!!state.fieldErrors.body}
          aria-describedby={`comment-status-${round}`}
          className={inputClass}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button size="sm" variant="secondary" disabled={pending}>
          {pending ? "Adding…" : "Add comment"}
        </Button>
        <p
          id={`comment-status-${round}`}
          role="status"
          className={`text-sm ${state.ok === false ? "text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-400"}`}
        >
          {state.fieldErrors.body ?? state.fieldErrors.marker ?? state.message ?? ""}
        </p>
      </div>
    </form>
  );
}
