"use client";

import { useActionState } from "react";
import { TextField } from "@/components/ui/text-field";
import { inputClass } from "@/components/ui/styles";
import { addUserAction } from "@/lib/actions/add-user";
import { initialActionState } from "@/lib/actions/kit/form";
import { ROLE_LABELS, ROLES } from "@/lib/auth/roles";
import { SubmitRow } from "@/components/ui/submit-row";

export function AddUserForm() {
  const [state, action, pending] = useActionState(addUserAction, initialActionState);
  const f = state.fieldErrors;
  return (
    <form action={action} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <TextField id="user-email" label="Email" error={f.email} name="email" type="email" required autoComplete="off" />
      <TextField id="user-name" label="Name" error={f.name} name="name" autoComplete="off" />
      <div>
        <label htmlFor="user-role" className="text-sm font-medium">
          Role
        </label>
        <select id="user-role" name="role" defaultValue="judge" className={inputClass}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="user-password"
        label="Initial password"
        error={f.password}
        name="password"
        type="password"
        required
        minLength={10}
        autoComplete="new-password"
      />
      <SubmitRow pending={pending} label="Add person" busy="Adding…" message={state.message} />
    </form>
  );
}
