"use client";

import { useActionState } from "react";
import { FieldError } from "@/components/ui/field-error";
import { inputClass } from "@/components/ui/styles";
import { addUserAction } from "@/lib/actions/add-user";
import { initialActionState } from "@/lib/actions/kit/form";
import { ROLE_LABELS, ROLES } from "@/lib/auth/roles";
import { Button } from "@/components/ui/button";

export function AddUserForm() {
  const [state, action, pending] = useActionState(addUserAction, initialActionState);
  const f = state.fieldErrors;
  return (
    <form action={action} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      <div>
        <label htmlFor="user-email" className="text-sm font-medium">Email</label>
        <input id="user-email" name="email" type="email" required autoComplete="off" className={inputClass} aria-invalid={!!f.email} aria-describedby="user-email-error" />
        <FieldError id="user-email-error" message={f.email} />
      </div>
      <div>
        <label htmlFor="user-name" className="text-sm font-medium">Name</label>
        <input id="user-name" name="name" autoComplete="off" className={inputClass} aria-invalid={!!f.name} aria-describedby="user-name-error" />
        <FieldError id="user-name-error" message={f.name} />
      </div>
      <div>
        <label htmlFor="user-role" className="text-sm font-medium">Role</label>
        <select id="user-role" name="role" defaultValue="judge" className={inputClass}>
          {ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="user-password" className="text-sm font-medium">Initial password</label>
        <input id="user-password" name="password" type="password" required minLength={10} autoComplete="new-password" className={inputClass} aria-invalid={!!f.password} aria-describedby="user-password-error" />
        <FieldError id="user-password-error" message={f.password} />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button disabled={pending}>{pending ? "Adding…" : "Add person"}</Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">{state.message ?? ""}</p>
      </div>
    </form>
  );
}
