import { Badge } from "@/components/ui/badge";
import { ROLE_LABELS } from "@/lib/auth/roles";
import type { UserRow } from "@/lib/db/users";
import { timeAgo, utcMinute } from "@/lib/time-ago";
import { PasswordLinkButton } from "./password-link-button";
import { UserRowActions } from "./user-row-actions";

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
// On phones each row is a card and each cell says what it is; from md up it is a table with a header row.
const cell = "block px-3 py-1 md:table-cell md:py-3 md:align-top";
const phoneLabel = "mr-1 text-xs text-slate-500 md:hidden dark:text-slate-400";

/** People with role, state, last sign-in and scores, and what an admin can change on each. */
export function UsersTable({ users, selfId, now }: { users: UserRow[]; selfId: string; now: Date }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="block w-full text-sm md:table" aria-label="People">
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={th}>
              Person
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Last sign-in
            </th>
            <th scope="col" className={`${th} text-right`}>
              Scores
            </th>
            <th scope="col" className={th}>
              Change
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {users.map((u) => (
            <tr key={u.id} className="block border-b border-slate-200 py-2 last:border-b-0 md:table-row md:py-0 dark:border-slate-800">
              <td className={cell}>
                <p className="font-medium">{u.name}</p>
                <p className="break-all text-slate-600 dark:text-slate-400">{u.email}</p>
                <p className="mt-1 flex flex-wrap gap-1">
                  {u.disabled ? <Badge tone="danger">Disabled</Badge> : null}
                  {u.hasPassword ? null : <Badge tone="warning">No password yet</Badge>}
                </p>
              </td>
              <td className={cell}>
                <span className={phoneLabel}>Role:</span>
                <Badge tone="muted">{ROLE_LABELS[u.role]}</Badge>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className={phoneLabel}>Last sign-in:</span>
                {u.lastSignInAt ? (
                  <time dateTime={u.lastSignInAt.toISOString()} title={utcMinute(u.lastSignInAt)}>
                    {timeAgo(u.lastSignInAt, now)}
                  </time>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">never</span>
                )}
              </td>
              <td className={`${cell} tabular-nums md:text-right`}>
                <span className={phoneLabel}>Score versions:</span>
                {u.scoreCount}
              </td>
              <td className={`${cell} space-y-2`}>
                <UserRowActions userId={u.id} email={u.email} role={u.role} disabled={u.disabled} self={u.id === selfId} />
                {u.disabled ? null : <PasswordLinkButton userId={u.id} email={u.email} invited={!u.hasPassword} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
