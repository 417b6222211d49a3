import { FieldError } from "@/components/ui/field-error";
import { inputClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";

export type SourceField = "name" | "url" | "branch" | "globs";

/**
 * The fields of a git source, shared by the add and edit forms. `values` is what the form starts from (after a
 * refusal, what was typed); `idPrefix` keeps ids unique when several forms are on one page.
 */
export function SourceFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: Partial<Record<SourceField, string>>;
  errors: Partial<Record<SourceField, string>>;
}) {
  return (
    <>
      <TextField id={`${idPrefix}-name`} label="Name" error={errors.name} name="name" required defaultValue={values.name ?? ""} />
      <TextField id={`${idPrefix}-branch`} label="Branch" error={errors.branch} name="branch" defaultValue={values.branch ?? "main"} />
      <TextField
        id={`${idPrefix}-url`}
        label="Repository URL"
        error={errors.url}
        name="url"
        required
        placeholder="https://github.com/org/repo.git"
        className="sm:col-span-2"
        defaultValue={values.url ?? ""}
      />
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-globs`} className="text-sm font-medium">
          Paths (one glob a line)
        </label>
        <textarea
          id={`${idPrefix}-globs`}
          name="globs"
          rows={2}
          defaultValue={values.globs ?? ""}
          className={`${inputClass} font-mono`}
          aria-invalid={!!errors.globs}
          aria-describedby={`${idPrefix}-globs-error`}
        />
        <FieldError id={`${idPrefix}-globs-error`} message={errors.globs} />
      </div>
    </>
  );
}
