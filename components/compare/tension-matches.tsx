import Link from "next/link";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { TableShell } from "@/components/data-table/table-shell";
import { markerAnchor } from "@/lib/anchors";
import type { Comparison, ComparedTension } from "@/lib/compare/compare-dialogues";
import type { MatchStrength } from "@/lib/compare/match-labels";
import { linkClass } from "@/components/ui/styles";

const STATUS_TONE: Record<string, BadgeTone> = { resolved: "success", accepted: "success", partial: "warning", open: "warning", untracked: "accent" };
const STRENGTH_TONE: Record<MatchStrength, BadgeTone> = { strong: "success", moderate: "info", weak: "muted" };

function TensionCell({ t, slug }: { t: ComparedTension; slug: string }) {
  const label = `${t.id}: ${t.label}`;
  return (
    <span className="block min-w-0">
      {t.marker !== null ? (
        <Link href={`/d/${slug}#${markerAnchor(t.marker)}`} className={`${linkClass} break-words`}>
          {label}
        </Link>
      ) : (
        <span className="break-words">{label}</span>
      )}{" "}
      <Badge tone={STATUS_TONE[t.status] ?? "neutral"}>{t.status}</Badge>
      {t.round !== null ? <span className="ml-1 text-xs text-slate-500 dark:text-slate-400">R{t.round}</span> : null}
    </span>
  );
}

function Unmatched({ side, items, slug }: { side: "A" | "B"; items: ComparedTension[]; slug: string }) {
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold">
        Only in {side} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Every tension of {side} has a match.</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={`Tensions only in ${side}`}>
          {items.map((t) => (
            <li key={t.id}>
              <TensionCell t={t} slug={slug} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Tensions matched across the two dialogues by their labels, with the match's strength; the unmatched are listed, never forced. */
export function TensionMatches({ comparison, slugA, slugB }: { comparison: Comparison; slugA: string; slugB: string }) {
  const { matches, onlyA, onlyB } = comparison.tensions;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {matches.length} matched by label (words weighed by rarity, cosine similarity; under 30 % is left unmatched). Strong ≥ 60 %, moderate ≥ 45 %.
      </p>
      {matches.length > 0 ? (
        <TableShell caption="Tensions matched across the two dialogues">
          <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                A
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Match
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                B
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {matches.map((m) => (
              <tr key={`${m.a.id}-${m.b.id}`} className="align-top">
                <td className="w-[44%] px-3 py-2">
                  <TensionCell t={m.a} slug={slugA} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <Badge tone={STRENGTH_TONE[m.strength]}>
                    {m.strength} {Math.round(m.similarity * 100)} %
                  </Badge>
                  <span className="mt-1 block max-w-40 text-xs whitespace-normal text-slate-500 dark:text-slate-400">{m.shared.slice(0, 4).join(", ")}</span>
                </td>
                <td className="w-[44%] px-3 py-2">
                  <TensionCell t={m.b} slug={slugB} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableShell>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Unmatched side="A" items={onlyA} slug={slugA} />
        <Unmatched side="B" items={onlyB} slug={slugB} />
      </div>
    </div>
  );
}
