"use client";

import { useActionState } from "react";
import { changeUserAction } from "@/lib/actions/change-user";
import { initialActionState } from "@/lib/actions/kit/form";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/auth/roles";
import { Button } from "@/components/ui/button";

const small =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-950";

/** A person's role and access: each change is one submit button naming it. */
export function UserRowActions({ userId, email, role, disabled, self }: { userId: string; email: string; role: Role; disabled: boolean; self: boolean }) {
  const [state, action, pending] = useActionState(changeUserAction, initialActionState);
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <label className="sr-only" htmlFor={`role-${userId}`}>
        Role of {email}
      </label>
      <select id={`role-${userId}`} name="role" defaultValue={role} className={small}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <Button variant="secondary" size="sm" name="change" value="role" disabled={pending}>
        Set role<span className="sr-only"> of {email}</span>
      </Button>
      {self ? null : (
        <Button variant="secondary" size="sm" name="change" value={disabled ? "enable" : "disable"} disabled={pending}>
          {disabled ? "Enable" : "Disable"}
          <span className="sr-only"> {email}</span>
        </Button>
      )}
      {state.message ? (
        <p role="status" className={`basis-full text-sm ${state.ok ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}>
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
