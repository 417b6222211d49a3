import { Button } from "./button";

/** A form's last row: its submit button (saying `busy` while the action runs) and the action's message, read out as it changes. */
export function SubmitRow({ pending, label, busy, message }: { pending: boolean; label: string; busy: string; message?: string | null }) {
  return (
    <div className="flex items-center gap-3 sm:col-span-2">
      <Button disabled={pending}>{pending ? busy : label}</Button>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {message ?? ""}
      </p>
    </div>
  );
}
