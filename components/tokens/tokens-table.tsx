import { Badge } from "@/components/ui/badge";
import type { ApiTokenRow } from "@/lib/db/api-tokens";
import { timeAgo, utcMinute } from "@/lib/time-ago";
import { RevokeTokenButton } from "./revoke-token-button";

const th = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
// On phones each row is a card and each cell says what it is; from md up it is a table with a header row.
const cell = "block px-3 py-1 md:table-cell md:py-3 md:align-top";
const phoneLabel = "mr-1 text-xs text-slate-500 md:hidden dark:text-slate-400";

function state(t: ApiTokenRow, now: Date) {
  if (t.revokedAt) return <Badge tone="danger">Revoked {timeAgo(t.revokedAt, now)}</Badge>;
  if (t.expiresAt && t.expiresAt <= now) return <Badge tone="warning">Expired</Badge>;
  return <Badge tone="success">{t.expiresAt ? `Until ${utcMinute(t.expiresAt).slice(0, 10)}` : "No expiry"}</Badge>;
}

/** Tokens with their scopes, state and last use; `showOwner` for the admin's list of everyone's. */
export function TokensTable({ tokens, now, showOwner = false }: { tokens: ApiTokenRow[]; now: Date; showOwner?: boolean }) {
  if (tokens.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">No tokens yet.</p>;
  return (
    <div className="rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="block w-full text-sm md:table" aria-label="API tokens">
        <thead className="sr-only md:not-sr-only md:table-header-group">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={th}>
              Token
            </th>
            {showOwner ? (
              <th scope="col" className={th}>
                Account
              </th>
            ) : null}
            <th scope="col" className={th}>
              Scopes
            </th>
            <th scope="col" className={th}>
              State
            </th>
            <th scope="col" className={th}>
              Last used
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Revoke</span>
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {tokens.map((t) => (
            <tr key={t.id} className="block border-b border-slate-200 py-2 last:border-b-0 md:table-row md:py-0 dark:border-slate-800">
              <td className={cell}>
                <p className="font-medium">{t.name}</p>
                <p className="font-mono text-xs text-slate-600 dark:text-slate-400">{t.prefix}…</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  Made {timeAgo(t.createdAt, now)}
                  {t.createdBy && t.createdBy !== t.owner.name ? ` by ${t.createdBy}` : ""}
                </p>
              </td>
              {showOwner ? (
                <td className={cell}>
                  <span className={phoneLabel}>Account:</span>
                  {t.owner.name} {t.owner.kind === "model" ? <Badge tone="muted">Model judge</Badge> : null}
                </td>
              ) : null}
              <td className={cell}>
                <span className={phoneLabel}>Scopes:</span>
                <span className="font-mono text-xs">{t.scopes.join(" ")}</span>
              </td>
              <td className={cell}>
                <span className={phoneLabel}>State:</span>
                {state(t, now)}
              </td>
              <td className={cell}>
                <span className={phoneLabel}>Last used:</span>
                {t.lastUsedAt ? <time dateTime={t.lastUsedAt.toISOString()}>{timeAgo(t.lastUsedAt, now)}</time> : "Never"}
              </td>
              <td className={cell}>{t.revokedAt ? null : <RevokeTokenButton id={t.id} name={t.name} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
