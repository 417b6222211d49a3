"use client";

import { useActionState, useState } from "react";
import { TextField } from "@/components/ui/text-field";
import { inputClass } from "@/components/ui/styles";
import { SubmitRow } from "@/components/ui/submit-row";
import { FieldError } from "@/components/ui/field-error";
import { createApiTokenAction } from "@/lib/actions/create-api-token";
import { initialActionState } from "@/lib/actions/kit/form";
import type { Scope } from "@/lib/auth/scopes";
import { TokenOnce } from "./token-once";

const EXPIRY = [
  ["7", "In 7 days"],
  ["30", "In 30 days"],
  ["90", "In 90 days"],
  ["365", "In a year"],
  ["never", "Never (until revoked)"],
] as const;

/**
 * Makes a token: a name, the scopes (only those the account may hold), an expiry. With `owners` (an admin's form for
 * model judges) it asks whose token it is. The token is shown once, after the answer, to copy.
 */
export function NewTokenForm({
  scopes,
  owners,
  idPrefix = "token",
}: {
  scopes: { scope: Scope; text: string }[];
  owners?: { id: string; name: string }[];
  idPrefix?: string;
}) {
  const [state, action, pending] = useActionState(createApiTokenAction, initialActionState);
  const [checked, setChecked] = useState<Scope[]>(["read"]);
  const f = state.fieldErrors;
  return (
    <form action={action} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
      {owners ? (
        <div>
          <label htmlFor={`${idPrefix}-owner`} className="text-sm font-medium">
            Model judge
          </label>
          <select id={`${idPrefix}-owner`} name="owner" required className={inputClass}>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="owner" value="" />
      )}
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        error={f.name}
        name="name"
        required
        autoComplete="off"
        placeholder="nightly scoring pipeline"
        defaultValue={state.values?.name ?? ""}
      />
      <div>
        <label htmlFor={`${idPrefix}-days`} className="text-sm font-medium">
          Expires
        </label>
        <select id={`${idPrefix}-days`} name="days" defaultValue="30" className={inputClass}>
          {EXPIRY.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sm:col-span-2" aria-describedby={f.scopes ? `${idPrefix}-scopes-error` : undefined}>
        <legend className="text-sm font-medium">Scopes</legend>
        <ul className="mt-1 space-y-1">
          {scopes.map(({ scope, text }) => (
            <li key={scope}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  checked={checked.includes(scope)}
                  onChange={(e) => setChecked((now) => (e.target.checked ? [...now, scope] : now.filter((s) => s !== scope)))}
                  className="mt-0.5"
                />
                <span>
                  <code className="font-mono">{scope}</code> <span className="text-slate-600 dark:text-slate-400">— {text}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={`${idPrefix}-scopes-error`} message={f.scopes} />
      </fieldset>
      <SubmitRow pending={pending} label="Make token" busy="Making…" message={state.ok ? null : state.message} />
      {state.ok && state.data ? (
        <div className="sm:col-span-2">
          <TokenOnce key={state.data.token} token={state.data.token} name={state.data.name} />
        </div>
      ) : null}
    </form>
  );
}
