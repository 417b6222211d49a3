"use client";

import { Button } from "@/components/ui/button";
import { Loading, SkeletonBlock, SkeletonTable } from "@/components/ui/skeleton";
import { linkClass } from "@/components/ui/styles";
import { parseDialogueView } from "@/lib/dialogue-view";
import { useJudgesData } from "./judges-data";
import { JudgesSection } from "./judges-section";

/**
 * The dialogue page's Judges section, filled in the browser for whoever reads (components/judging/judges-data.tsx):
 * a skeleton of its shape while asked for, the section itself, or what went wrong with a retry. Its view and order
 * come from the page's URL, as the server's did.
 */
export function JudgesIsland() {
  const { state, retry, refresh, pageHref, query } = useJudgesData();
  if (state.phase === "ready") {
    const { data } = state;
    return (
      <JudgesSection
        slug={data.slug}
        dialogueId={data.dialogueId}
        blind={data.blind}
        agreementAfterReveal={data.agreementAfterReveal}
        viewer={data.viewer}
        board={data.board}
        hiddenJudges={data.hiddenJudges}
        agreement={data.agreement}
        fileAgreement={data.fileAgreement}
        pooled={data.pooled}
        sort={parseDialogueView(query)}
        onChanged={refresh}
      />
    );
  }
  if (state.phase === "failed")
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-red-300 p-4 text-sm dark:border-red-800">
        <p className="text-red-800 dark:text-red-300">The judges&apos; scores could not be loaded: {state.message}</p>
        <p className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" size="sm" onClick={retry}>
            Try again
          </Button>
          <a href={pageHref} className={linkClass}>
            Open them on their own page
          </a>
        </p>
      </div>
    );
  return (
    <>
      <noscript>
        <p className="text-sm">
          The judges&apos; scores are filled in by script.{" "}
          <a href={pageHref} className={linkClass}>
            Read them on their own page
          </a>
          .
        </p>
      </noscript>
      <Loading what="the judges' scores" className="space-y-5">
        <div className="flex gap-3">
          <SkeletonBlock className="h-6 w-28" />
          <SkeletonBlock className="h-6 w-36" />
        </div>
        <SkeletonBlock className="h-4 w-64" />
        <SkeletonTable rows={3} />
        <SkeletonBlock className="h-8 w-44" />
        <SkeletonTable rows={5} />
      </Loading>
    </>
  );
}
