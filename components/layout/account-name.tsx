"use client";

import { useEffect, useState } from "react";
import * as z from "zod/mini";

const sessionAnswerSchema = z.object({ name: z.string(), email: z.string() });
type SignedIn = z.infer<typeof sessionAnswerSchema>;

// The header draws the name twice (the wide row and the Menu): both ask once. Forgotten once answered, so a later
// mount (after signing in as someone else, say) asks again.
let asking: Promise<SignedIn | null> | null = null;

function askWhoIsSignedIn(): Promise<SignedIn | null> {
  asking ??= fetch("/api/session", { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const answer = sessionAnswerSchema.safeParse(body);
      return answer.success ? answer.data : null;
    })
    // A failed ask leaves "Your account": the link still leads there.
    .catch(() => null)
    .finally(() => (asking = null));
  return asking;
}

/**
 * The signed-in person's name in the header, asked for by the browser (`GET /api/session`): the page around it names
 * only the role, so the server renders it once for everyone of that role. Until the answer (or without script) it
 * reads "Your account".
 */
export function AccountName() {
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  useEffect(() => {
    let mounted = true;
    void askWhoIsSignedIn().then((answer) => mounted && answer && setSignedIn(answer));
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <span data-account-name={signedIn ? "" : undefined} title={signedIn?.email}>
      {signedIn?.name ?? "Your account"}
    </span>
  );
}
