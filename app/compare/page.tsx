import type { Metadata } from "next";
import Link from "next/link";
import { CompareOverview } from "@/components/compare/compare-overview";
import { ComparePicker, type PickItem } from "@/components/compare/compare-picker";
import { OutcomeColumn } from "@/components/compare/outcome-columns";
import { FinalScores } from "@/components/compare/score-columns";
import { TensionMatches } from "@/components/compare/tension-matches";
import { VelocityCompare } from "@/components/compare/velocity-compare";
import { PageSection } from "@/components/dialogue/page-section";
import { linkClass } from "@/components/ui/styles";
import { requireReader } from "@/lib/auth/guard";
import { compareDialogues, rankCandidates } from "@/lib/compare/compare-dialogues";
import { similaritiesTo } from "@/lib/compare/match-labels";
import { db } from "@/lib/db/client";
import { listDialogueTitles } from "@/lib/db/compare-candidates";
import { compareQuerySchema, loadSide } from "./load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Compare dialogues" };

const PICK_LIMIT = 40;

const compareHref = (a: string, b?: string) => `/compare?a=${encodeURIComponent(a)}${b ? `&b=${encodeURIComponent(b)}` : ""}`;

/** Picking: with A, others by title similarity to A (or to the words asked for); without, newest first or by the words. */
async function pickList(a: { slug: string; title: string; date: string | null } | null, q: string | undefined): Promise<PickItem[]> {
  const all = await listDialogueTitles(db());
  if (q) {
    const others = all.filter((d) => d.slug !== a?.slug);
    const sim = similaritiesTo(
      q,
      others.map((d) => d.title),
    );
    return others
      .map((d, i) => ({ ...d, similarity: sim[i]! }))
      .filter((d) => d.similarity > 0)
      .sort((x, y) => y.similarity - x.similarity)
      .slice(0, PICK_LIMIT);
  }
  if (!a) return all.slice(0, PICK_LIMIT).map((d) => ({ ...d, similarity: null }));
  const byTitle = new Map(all.map((d) => [d.slug, d]));
  return rankCandidates(a, all, PICK_LIMIT).map((c) => ({ ...byTitle.get(c.slug)!, similarity: c.similarity }));
}

/** Two dialogues side by side (`?a=<slug>&b=<slug>`); with one or none given, a picker that leads there. */
export default async function ComparePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = compareQuerySchema.parse(await searchParams);
  await requireReader(query.a ? compareHref(query.a, query.b) : "/compare");
  const a = query.a ? await loadSide(query.a) : null;
  const b = query.b && a ? await loadSide(query.b) : null;

  if (!a || !b) {
    const items = await pickList(a ? a.stored : null, query.q);
    return (
      <section aria-labelledby="compare-title" className="space-y-5">
        <header className="space-y-1">
          <h1 id="compare-title" className="text-2xl font-semibold tracking-tight">
            Compare dialogues
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {a ? (
              <>
                A is <strong className="font-medium text-slate-900 dark:text-slate-100">{a.stored.title}</strong>. Pick B: dialogues with similar titles come
                first.{" "}
                <Link href="/compare" className={linkClass}>
                  Change A
                </Link>
              </>
            ) : (
              "Two dialogues on the same question side by side: rounds to convergence, final scores, tensions matched by label, decision and dissent, velocity. Pick A first."
            )}
          </p>
        </header>
        <ComparePicker
          heading={a ? (query.q ? "Dialogues matching those words" : "Compare with…") : query.q ? "Dialogues matching those words" : "Newest dialogues"}
          items={items}
          a={a?.stored.slug}
          q={query.q}
          hrefFor={(slug) => (a ? compareHref(a.stored.slug, slug) : compareHref(slug))}
        />
      </section>
    );
  }

  const comparison = compareDialogues(a.dialogue, b.dialogue);
  const sides = [
    ["A", a],
    ["B", b],
  ] as const;
  return (
    <article aria-labelledby="compare-title" className="space-y-8">
      <header className="space-y-2">
        <h1 id="compare-title" className="text-2xl font-semibold tracking-tight">
          Compare dialogues
        </h1>
        <dl className="grid gap-2 text-sm md:grid-cols-2">
          {sides.map(([side, s]) => (
            <div key={side} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{side}</dt>
              <dd className="break-words">
                <Link href={`/d/${s.stored.slug}`} className={linkClass}>
                  {s.stored.title}
                </Link>
                <span className="block text-xs text-slate-500 dark:text-slate-400">{[s.stored.date, s.stored.source.name].filter(Boolean).join(" · ")}</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={compareHref(b.stored.slug, a.stored.slug)} className={linkClass}>
            Swap A and B
          </Link>
          <Link href={compareHref(a.stored.slug)} className={linkClass}>
            Change B
          </Link>
          <Link href={compareHref(b.stored.slug)} className={linkClass}>
            Change A
          </Link>
        </p>
      </header>
      <PageSection id="overview" title="At a glance">
        <CompareOverview a={comparison.a} b={comparison.b} statusA={a.stored.status} statusB={b.stored.status} />
      </PageSection>
      <PageSection id="velocity" title="Velocity">
        <div className="max-w-3xl">
          <VelocityCompare a={a.dialogue} b={b.dialogue} />
        </div>
      </PageSection>
      <PageSection id="scores" title="Final scores">
        <div className="grid gap-4 md:grid-cols-2">
          <FinalScores side="A" rows={comparison.a.scores} total={comparison.a.totalAlignment} />
          <FinalScores side="B" rows={comparison.b.scores} total={comparison.b.totalAlignment} />
        </div>
      </PageSection>
      <PageSection id="tensions" title="Tensions">
        <TensionMatches comparison={comparison} slugA={a.stored.slug} slugB={b.stored.slug} />
      </PageSection>
      <PageSection id="outcome" title="Decision and dissent">
        <div className="grid gap-4 md:grid-cols-2">
          <OutcomeColumn side="A" data={comparison.a} slug={a.stored.slug} />
          <OutcomeColumn side="B" data={comparison.b} slug={b.stored.slug} />
        </div>
      </PageSection>
    </article>
  );
}
