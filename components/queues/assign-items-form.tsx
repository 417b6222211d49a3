"use client";

import { useActionState } from "react";
import { assignItemsAction } from "@/lib/actions/assign-items";
import { initialActionState } from "@/lib/actions/kit/form";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { inputClass } from "@/components/ui/styles";

export interface AssignRow {
  id: number;
  title: string;
  round: number;
  assigned: string[];
  done: number;
}

/** For a lead: tick rounds, choose a judge, assign them (take-next gives them those first) or take the assignment back. */
export function AssignItemsForm({
  queueId,
  judgesPerItem,
  items,
  judges,
}: {
  queueId: number;
  judgesPerItem: number;
  items: AssignRow[];
  judges: { id: string; name: string }[];
}) {
  const [state, action, pending] = useActionState(assignItemsAction, initialActionState);
  return (
    <form action={action} aria-label="Assign rounds" className="space-y-3">
      <input type="hidden" name="queueId" value={queueId} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48">
          <label htmlFor="assign-judge" className="text-sm font-medium">
            Judge
          </label>
          <select id="assign-judge" name="judgeId" required className={inputClass} aria-describedby="assign-judge-error" defaultValue="">
            <option value="" disabled>
              Choose a judge
            </option>
            {judges.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
          </select>
        </div>
        <Button name="mode" value="assign" disabled={pending}>
          Assign ticked rounds
        </Button>
        <Button name="mode" value="unassign" variant="secondary" disabled={pending}>
          Take back
        </Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {state.message ?? ""}
        </p>
      </div>
      <FieldError id="assign-judge-error" message={state.fieldErrors.judgeId} />
      <FieldError id="assign-items-error" message={state.fieldErrors.itemIds} />
      <div
        className="max-h-[28rem] overflow-auto rounded-md border border-slate-200 dark:border-slate-800"
        tabIndex={0}
        role="region"
        aria-label="Rounds to assign"
      >
        <table className="w-full min-w-[28rem] text-sm" aria-label="Rounds and their assigned judges" aria-describedby="assign-items-error">
          <thead className="sticky top-0 bg-white dark:bg-slate-950">
            <tr className="border-b border-slate-200 text-left text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="px-2 py-1 font-medium">
                Tick
              </th>
              <th scope="col" className="py-1 font-medium">
                Round
              </th>
              <th scope="col" className="py-1 font-medium">
                Assigned to
              </th>
              <th scope="col" className="px-2 py-1 text-right font-medium">
                Done
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((i) => (
              <tr key={i.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                <td className="px-2 py-1">
                  <input type="checkbox" name="itemIds" value={i.id} id={`assign-item-${i.id}`} />
                </td>
                <th scope="row" className="py-1 text-left font-normal">
                  <label htmlFor={`assign-item-${i.id}`}>
                    {i.title}, round {i.round}
                  </label>
                </th>
                <td className="py-1">{i.assigned.length > 0 ? i.assigned.join(", ") : <span className="text-slate-600 dark:text-slate-400">anyone</span>}</td>
                <td className="px-2 py-1 text-right font-mono tabular-nums">
                  {i.done}/{judgesPerItem}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
