"use client";

import { useActionState, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { inputClass } from "@/components/ui/styles";
import { addUserAction } from "@/lib/actions/add-user";
import { initialActionState } from "@/lib/actions/kit/form";
import { ROLE_LABELS, ROLES } from "@/lib/auth/roles";
import { SubmitRow } from "@/components/ui/submit-row";
import { PasswordLink } from "./password-link";

const EMPTY = { email: "", name: "", role: "judge" };

/** Adds a person; a refused submit keeps what was typed (React resets a form after its action, to these defaults). */
export function AddUserForm() {
  const [state, action, pending] = useActionState(addUserAction, initialActionState);
  const [typed, setTyped] = useState(EMPTY);
  const f = state.fieldErrors;
  const shown = state.ok === false ? typed : EMPTY;
  const submit = (form: FormData) => {
    setTyped({ email: String(form.get("email") ?? ""), name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "judge") });
    action(form);
  };
  return (
    <form action={submit} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <TextField id="user-email" label="Email" error={f.email} name="email" type="email" required autoComplete="off" defaultValue={shown.email} />
      <TextField id="user-name" label="Name" error={f.name} name="name" autoComplete="off" defaultValue={shown.name} />
      <div>
        <label htmlFor="user-role" className="text-sm font-medium">
          Role
        </label>
        {/* A select follows a new defaultValue only when mounted again. */}
        <select key={shown.role} id="user-role" name="role" defaultValue={shown.role} className={inputClass}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <TextField
          id="user-password"
          label="Initial password (optional)"
          error={f.password}
          name="password"
          type="password"
          minLength={10}
          autoComplete="new-password"
          aria-describedby="user-password-hint user-password-error"
        />
        <p id="user-password-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Leave empty to get a one-time link (valid 7 days) with which they choose their own.
        </p>
      </div>
      <SubmitRow pending={pending} label="Add person" busy="Adding…" message={state.message} />
      {state.ok && state.data ? (
        <div className="sm:col-span-2">
          <PasswordLink key={state.data.path} path={state.data.path} email={state.data.email} />
        </div>
      ) : null}
    </form>
  );
}
