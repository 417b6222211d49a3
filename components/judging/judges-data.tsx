"use client";

import { useSearchParams } from "next/navigation";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import * as z from "zod/mini";
import type { JudgesSectionData } from "@/lib/judging/judges-section-data";

// The answer's outline, checked before it is drawn: a page left open across a deploy may read another version's shape.
export const judgesAnswerSchema = z.looseObject({
  slug: z.string(),
  dialogueId: z.number(),
  blind: z.boolean(),
  agreementAfterReveal: z.boolean(),
  viewer: z.nullable(z.looseObject({ role: z.string() })),
  board: z.looseObject({ rounds: z.array(z.unknown()) }),
  hiddenJudges: z.number(),
  agreement: z.array(z.unknown()),
  fileAgreement: z.looseObject({}),
  pooled: z.boolean(),
  scoresByVersion: z.record(z.string(), z.number()),
});

export type JudgesState = { phase: "loading" } | { phase: "ready"; data: JudgesSectionData } | { phase: "failed"; message: string };

interface JudgesContext {
  state: JudgesState;
  /** Ask again, showing the skeleton (after a failure). */
  retry: () => void;
  /** Ask again, keeping what is shown until the answer comes (after an admin's switch). */
  refresh: () => void;
  /** The viewer's own address of the same section, which needs no script (app/d/[slug]/judges). */
  pageHref: string;
  /** The page's URL state, each parameter with all its values, as the server reads it. */
  query: Record<string, string[]>;
}

const Context = createContext<JudgesContext | null>(null);

/** A refusal or failure the server answered with, said as the end of "The judges' scores could not be loaded: …". */
class Refused extends Error {
  constructor(status: number) {
    super(
      status === 401
        ? "you are signed out; sign in again to see them."
        : status === 404
          ? "this dialogue is no longer in the database."
          : status === 0
            ? "the server's answer was not in the shape this page reads; reload the page."
            : `the server answered ${status}.`,
    );
  }
}

/**
 * The dialogue page's judging data for this viewer, asked for once the page is in the browser (GET
 * /d/<slug>/judges/data), so the page itself never depends on scores. Shared by the Judges section and the Export
 * section's consensus link, so the two are one request; a new visit to the page is a new mount, and asks again.
 */
export function JudgesDataProvider({ slug, children }: { slug: string; children: ReactNode }) {
  const params = useSearchParams();
  const query: Record<string, string[]> = {};
  for (const key of params?.keys() ?? []) query[key] ??= params!.getAll(key);
  // Only pooling changes the answer; the board's view and order are the island's to apply.
  const pool = query.pool?.[0] === "1";
  const [state, setState] = useState<JudgesState>({ phase: "loading" });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    fetch(`/d/${encodeURIComponent(slug)}/judges/data${pool ? "?pool=1" : ""}`, { signal: abort.signal, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Refused(response.status);
        const answer = judgesAnswerSchema.safeParse(await response.json());
        if (!answer.success) throw new Refused(0);
        setState({ phase: "ready", data: answer.data as unknown as JudgesSectionData });
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setState({ phase: "failed", message: error instanceof Refused ? error.message : "the server could not be reached." });
      });
    return () => abort.abort();
  }, [slug, pool, asked]);
  const retry = useCallback(() => {
    setState({ phase: "loading" });
    setAsked((n) => n + 1);
  }, []);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  const pageHref = `/d/${slug}/judges${pool ? "?pool=1" : ""}`;
  return <Context value={{ state, retry, refresh, pageHref, query }}>{children}</Context>;
}

export function useJudgesData(): JudgesContext {
  const context = useContext(Context);
  if (!context) throw new Error("useJudgesData needs a JudgesDataProvider above it");
  return context;
}
