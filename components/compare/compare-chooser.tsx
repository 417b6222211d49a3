import Link from "next/link";
import { ComparePicker, type PickItem } from "@/components/compare/compare-picker";
import { linkClass } from "@/components/ui/styles";

/** Picking the two sides: A first, then B among dialogues with similar titles (or matching the words asked for). */
export function CompareChooser({
  a,
  q,
  items,
  compareHref,
}: {
  a: { stored: { slug: string; title: string } } | null;
  q: string | undefined;
  items: PickItem[];
  compareHref: (a: string, b?: string) => string;
}) {
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
        heading={a ? (q ? "Dialogues matching those words" : "Compare with…") : q ? "Dialogues matching those words" : "Newest dialogues"}
        items={items}
        a={a?.stored.slug}
        q={q}
        hrefFor={(slug) => (a ? compareHref(a.stored.slug, slug) : compareHref(slug))}
      />
    </section>
  );
}
