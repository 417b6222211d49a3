import Link from "next/link";
import type { ParsedDialogue } from "@/lib/contract";
import type { compareDialogues } from "@/lib/compare/compare-dialogues";
import { CompareOverview } from "@/components/compare/compare-overview";
import { OutcomeColumn } from "@/components/compare/outcome-columns";
import { FinalScores } from "@/components/compare/score-columns";
import { TensionMatches } from "@/components/compare/tension-matches";
import { VelocityCompare } from "@/components/compare/velocity-compare";
import { PageSection } from "@/components/dialogue/page-section";
import { linkClass } from "@/components/ui/styles";

interface Side {
  stored: { slug: string; title: string; date: string | null; status: string; source: { name: string } };
  dialogue: ParsedDialogue;
}

/** Two dialogues side by side: at a glance, velocity, final scores, tensions matched by label, decision and dissent. */
export function CompareView({
  a,
  b,
  comparison,
  compareHref,
}: {
  a: Side;
  b: Side;
  comparison: ReturnType<typeof compareDialogues>;
  compareHref: (a: string, b?: string) => string;
}) {
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
