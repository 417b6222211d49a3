import type { InputHTMLAttributes } from "react";
import { FieldError } from "./field-error";
import { inputClass } from "./styles";

/** A labelled input with its error below it, named by aria-describedby and marked aria-invalid while it stands. */
export function TextField({
  id,
  label,
  error,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error: string | undefined }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={!!error} aria-describedby={`${id}-error`} {...input} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
