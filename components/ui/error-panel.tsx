"use client";

import { useEffect } from "react";
import { primaryAction, StatusPage } from "./status-page";

export interface ErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/**
 * What a route segment shows when it fails: what could not be shown, a retry, and a way back to somewhere that works.
 * The digest names the failure in the server's log without showing its details here.
 */
export function ErrorPanel({ error, reset, title, back }: ErrorProps & { title: string; back: { href: string; label: string } }) {
  useEffect(() => console.error(error), [error]);
  const links = back.href === "/" ? [back] : [back, { href: "/", label: "All dialogues" }];
  return (
    <StatusPage
      role="alert"
      status="Error"
      tone="danger"
      title={title}
      links={links}
      action={
        <button type="button" onClick={reset} className={primaryAction}>
          Try again
        </button>
      }
    >
      <p>
        Something went wrong on the server. If the database is down, <code>/api/health</code> says so.
      </p>
      {error.digest ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Reference for the server log: <code>{error.digest}</code>
        </p>
      ) : null}
    </StatusPage>
  );
}
