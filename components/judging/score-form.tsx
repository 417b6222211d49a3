"use client";

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from "react";
import { RUBRIC_DESCRIPTION_ID, scoreFieldId } from "./score-ids";
import { initialActionState } from "@/lib/actions/kit/form";
import { saveScoreAction } from "@/lib/actions/save-score";
import type { RubricVersionView } from "@/lib/judging/rubric";
import { type ScoreValues, totalOf, valueField } from "@/lib/judging/scores";
import { Button } from "@/components/ui/button";

const cell =
  "w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-center font-mono text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-blue-600 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950";

/**
 * One agent's score row. Keyboard-first: type digits, Tab to the next field, Enter saves and moves to the next
 * agent's first field (or to "next unscored round" after the last one).
 */
export function ScoreForm({
  slug,
  dialogueId,
  round,
  agent,
  index,
  current,
  nextFocusId,
  rubric,
}: {
  slug: string;
  dialogueId: number;
  round: number;
  agent: string;
  index: number;
  current: { values: ScoreValues; version: number; rationale: string | null } | null;
  nextFocusId: string;
  rubric: RubricVersionView;
}) {
  const [state, action, pending] = useActionState(saveScoreAction, initialActionState);
  const reason = useRef<HTMLInputElement>(null);
  const total = useRef<HTMLOutputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const savedAt = state.data?.savedAt;

  useEffect(() => {
    if (!state.ok || !savedAt) return;
    if (reason.current) reason.current.value = "";
    document.getElementById(nextFocusId)?.focus();
  }, [state.ok, savedAt, nextFocusId]);

  // The total follows the fields as they are typed, without re-rendering the form.
  const recompute = () => {
    if (!form.current || !total.current) return;
    const data = new FormData(form.current);
    const typed = rubric.dimensions.map((d) => data.get(valueField(d.key)));
    const values = typed.map(Number);
    total.current.textContent =
      values.every((v) => Number.isInteger(v)) && typed.every((t) => t !== "" && t !== null) ? String(values.reduce((s, v) => s + v, 0)) : "–";
  };

  // Submitted by hand rather than through the form's action, which resets the fields afterwards: a save refused
  // (the database busy, a conflict) must leave what the judge typed in place. Without JavaScript the action still works.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };

  const id = (field: string) => scoreFieldId(round, index, field);
  return (
    <form ref={form} action={action} onSubmit={submit} onInput={recompute} aria-label={`Score ${agent}`} className="space-y-2">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="dialogueId" value={dialogueId} />
      <input type="hidden" name="round" value={round} />
      <input type="hidden" name="agent" value={agent} />
      <input type="hidden" name="baseVersion" value={current?.version ?? 0} />
      <input type="hidden" name="rubricVersionId" value={rubric.id} />
      <div className="grid grid-cols-2 gap-2">
        {rubric.dimensions.map((d, i) => (
          <div key={d.key}>
            <label htmlFor={id(i === 0 ? "first" : d.key)} className="block text-xs font-medium text-slate-600 dark:text-slate-400" title={d.description}>
              {d.label}{" "}
              <span className="font-normal text-slate-500 dark:text-slate-400">
                {d.min}–{d.max}
              </span>
            </label>
            <input
              // The first field has a fixed id whatever the rubric, so the page can send focus to the next agent's.
              id={id(i === 0 ? "first" : d.key)}
              name={valueField(d.key)}
              type="number"
              inputMode="numeric"
              min={d.min}
              max={d.max}
              step={1}
              required
              defaultValue={current?.values[d.key] ?? ""}
              aria-invalid={!!state.fieldErrors.values}
              aria-describedby={`${RUBRIC_DESCRIPTION_ID}-${d.key} ${id("status")}`}
              className={cell}
            />
          </div>
        ))}
      </div>
      <p className="flex items-baseline justify-between text-sm">
        <span className="text-xs font-medium text-slate-600 dark:text-slate-400">Total</span>
        <output ref={total} htmlFor={rubric.dimensions.map((d, i) => id(i === 0 ? "first" : d.key)).join(" ")} className="font-mono font-semibold tabular-nums">
          {current && Object.keys(current.values).length > 0 ? totalOf(current) : "–"}
        </output>
      </p>
      <div>
        <label htmlFor={id("rationale")} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
          Rationale (optional)
        </label>
        <input
          id={id("rationale")}
          name="rationale"
          maxLength={4000}
          defaultValue={current?.rationale ?? ""}
          aria-invalid={!!state.fieldErrors.rationale}
          className={`${cell} text-left font-sans`}
        />
      </div>
      {current ? (
        <div>
          <label htmlFor={id("reason")} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
            Why the change (needed for an edit; kept in the history)
          </label>
          <input
            ref={reason}
            id={id("reason")}
            name="reason"
            maxLength={1000}
            aria-invalid={!!state.fieldErrors.reason}
            aria-describedby={id("status")}
            className={`${cell} text-left font-sans`}
          />
        </div>
      ) : (
        <input type="hidden" name="reason" value="" />
      )}
      <div className="flex items-center gap-3">
        <Button size="sm" disabled={pending}>
          {pending ? "Saving…" : current ? "Save new version" : "Save"}
        </Button>
        <p
          id={id("status")}
          role="status"
          className={`text-sm ${state.ok === false ? "text-red-700 dark:text-red-300" : "text-emerald-700 dark:text-emerald-300"}`}
        >
          {state.message ?? ""}
          {Object.values(state.fieldErrors).length > 0 ? ` ${Object.values(state.fieldErrors).join(" ")}` : ""}
        </p>
      </div>
    </form>
  );
}
