import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { getDocumentBySlug } from "@/lib/db/dialogue-detail";
import { readDocument } from "@/lib/documents/read-document";
import { roundDiffs, stateAtRound } from "@/lib/views/dialogue/dialogue-state";
import { argumentMapLayout } from "@/lib/argument-map/view";
import type { ParsedDialogue } from "@/lib/contract";
import type { Latency } from "./pages";
import { latency, startServer } from "./server";
import { assertSignedIn, signInBench } from "./sign-in";
import { loadSamplesAndCorpus } from "./corpus-db";

/**
 * One analysis view of a dialogue page: its address for the dialogue and the pure work behind it, timed alone.
 * Add a view here to bench it.
 */
export interface AnalysisView {
  label: string;
  path: (slug: string, dialogue: ParsedDialogue) => string;
  /** The pure work; a promise (the map's layout) is awaited inside the timing. */
  compute: (dialogue: ParsedDialogue) => unknown;
}

export const ANALYSIS_VIEWS: AnalysisView[] = [
  {
    label: "state at round 0, with every round's diff",
    path: (slug, d) => `/d/${slug}?at=${d.rounds[0]?.number ?? 0}`,
    compute: (d) => [stateAtRound(d, d.rounds[0]?.number ?? 0), roundDiffs(d)],
  },
  {
    label: "state at the final round, with every round's diff",
    path: (slug, d) => `/d/${slug}?at=${d.rounds.at(-1)?.number ?? 0}`,
    compute: (d) => [stateAtRound(d, null), roundDiffs(d)],
  },
  {
    label: "argument map, by round",
    path: (slug) => `/d/${slug}/map`,
    compute: (d) => argumentMapLayout(d, "round"),
  },
  {
    label: "argument map, by tension",
    path: (slug) => `/d/${slug}/map?group=tension`,
    compute: (d) => argumentMapLayout(d, "tension"),
  },
];

export interface AnalysisFigures {
  dialogue: { slug: string; kilobytes: number; rounds: number } | null;
  baseline: { path: string; p50ms: number; p95ms: number };
  /** `computeMs`: the view's pure functions alone, in this process (median of 200 runs after warm-ups). */
  views: (Latency & { label: string; computeMs: number })[];
  goalP50ms: number;
}

async function medianMs(fn: () => unknown, runs = 200): Promise<number> {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return +times[Math.floor(times.length / 2)]!.toFixed(3);
}

/** The analysis views of the largest corpus dialogue against `next start` (the page, time to last byte), and their pure work. */
export async function analysisBench(): Promise<AnalysisFigures> {
  const dir = mkdtempSync(join(tmpdir(), "roundtable-analysis-"));
  const file = join(dir, "analysis.db");
  const target = { provider: "sqlite" as const, file, url: `file:${file}` };
  await applyMigrations(target);
  const db = createDb(target);
  await loadSamplesAndCorpus(db, "the analysis figures cover the largest sample instead");
  const [largest] = await db.$queryRawUnsafe<{ slug: string; size: number }[]>(
    `SELECT d."slug", length(t."raw") AS "size" FROM "Dialogue" d JOIN "DialogueText" t ON t."dialogueId" = d."id" WHERE d."kind" = 'dialogue' ORDER BY "size" DESC LIMIT 1`,
  );
  const stored = largest ? await getDocumentBySlug(db, largest.slug) : null;
  await db.$disconnect();

  const viewer = await signInBench(target.url, { role: "viewer" });
  const { base, stop } = await startServer(target.url, viewer.env);
  try {
    await assertSignedIn(base, viewer);
    const baseline = { path: "/api/health", ...(await latency(`${base}/api/health`)) };
    const views: AnalysisFigures["views"] = [];
    if (stored && largest) {
      const { dialogue } = readDocument(stored)!.result!;
      for (const view of ANALYSIS_VIEWS) {
        const path = view.path(stored.slug, dialogue);
        const l = await latency(`${base}${path}`, 50, viewer.headers);
        views.push({
          label: view.label,
          path,
          ...l,
          ratioToBaseline: +(l.p50ms / baseline.p50ms).toFixed(1),
          computeMs: await medianMs(() => view.compute(dialogue)),
        });
      }
    }
    return {
      dialogue:
        stored && largest
          ? { slug: stored.slug, kilobytes: +(Number(largest.size) / 1024).toFixed(1), rounds: readDocument(stored)!.result!.dialogue.rounds.length }
          : null,
      baseline,
      views,
      goalP50ms: 100,
    };
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
