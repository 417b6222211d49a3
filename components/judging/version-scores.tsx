"use client";

import { useJudgesData } from "./judges-data";

/** How many judges' scores a version of the dialogue got, from the viewer's judging data once it is in (the page's Versions table). */
export function VersionScores({ version }: { version: number }) {
  const { state } = useJudgesData();
  if (state.phase === "ready") return <>{state.data.scoresByVersion[version] ?? 0}</>;
  if (state.phase === "failed") return <>—</>;
  return (
    <span aria-busy="true">
      <span aria-hidden="true">…</span>
      <span className="sr-only">loading</span>
    </span>
  );
}
