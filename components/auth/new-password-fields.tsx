import { TextField } from "@/components/ui/text-field";

/** A new password typed twice, with its length rule; the action compares the two. */
export function NewPasswordFields({
  id,
  label,
  minLength,
  errors,
}: {
  id: string;
  label: string;
  minLength: number;
  errors: { password?: string; confirm?: string };
}) {
  return (
    <>
      <TextField id={id} label={label} error={errors.password} name="password" type="password" required minLength={minLength} autoComplete="new-password" />
      <TextField id={`${id}-confirm`} label={`${label} again`} error={errors.confirm} name="confirm" type="password" required autoComplete="new-password" />
      <p className="text-xs text-slate-600 dark:text-slate-400">At least {minLength} characters.</p>
    </>
  );
}
