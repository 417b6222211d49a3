import type { Metadata } from "next";
import { JudgeRound } from "@/components/judging/judge-round";
import { RoundLinks } from "@/components/judging/round-links";
import { requireRole } from "@/lib/auth/guard";
import { loadStored } from "../load";
import { loadJudgePage } from "./load";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  return { title: `Score · ${(await loadStored((await params).slug)).title}` };
}

/** Scoring a round: the round asked for, else the first the judge has not finished; or why there is none. */
export default async function JudgePage({
  params,
  searchParams,
}: {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { slug } = await params;
  const judge = await requireRole("judge", `/d/${slug}/judge`);
  const model = await loadJudgePage(slug, await searchParams, judge);
  if (model.kind === "round") return <JudgeRound {...model} />;
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold tracking-tight">Score: {model.stored.title}</h1>
      {model.kind === "no-such-round" ? (
        <>
          <p role="alert" className="text-slate-700 dark:text-slate-300">
            {model.stored.kind === "dialogue" ? "Round" : "Cycle"} {model.requested} has no agents to score here.{" "}
            {model.scorable.length > 0 ? `The ones to score are ${model.scorable.map((r) => `R${r}`).join(", ")}.` : "Nothing in this document can be scored."}
          </p>
          <RoundLinks slug={model.stored.slug} rounds={model.scorable} done={model.done} current={null} />
        </>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">This dialogue has no agent contributions to score.</p>
      )}
    </section>
  );
}
