import { TableShell } from "@/components/data-table/table-shell";
import { FEW_DIALOGUES } from "@/lib/agents/persuasion-board";
import type { DesignDimension, DesignRow, MeanFigure, PanelDesign } from "@/lib/agents/panel-design";

const TITLES: Record<DesignDimension, { title: string; group: string; note: string }> = {
  size: { title: "By panel size", group: "Panel", note: "Panel members seated, the Judge aside." },
  tiers: { title: "By tiers seated", group: "Tiers", note: "Which of core, adjacent and wildcard the panel seated." },
  roles: { title: "By role", group: "Role", note: "Dialogues in which a member held the role; a dialogue counts under each of its roles." },
};

const fixed = (v: number) => v.toFixed(1);
const percent = (v: number) => `${Math.round(v * 100)} %`;

function Figure({ value, interval, n, format }: { value: number | null; interval: [number, number] | null; n: number; format: (v: number) => string }) {
  const range = interval ? `${format(interval[0])}–${format(interval[1])}` : null;
  return (
    <td className="px-2 py-2 text-right tabular-nums">
      <span className="font-medium">{value === null ? "—" : format(value)}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300" data-interval={range ?? ""}>
        {range ? (
          <>
            <span className="sr-only">95 % interval </span>
            {range}
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        n={n}
      </span>
    </td>
  );
}

const Mean = ({ f }: { f: MeanFigure }) => <Figure value={f.mean} interval={f.interval} n={f.n} format={fixed} />;

function DesignTableView({ dimension, rows, more, findingsLabel }: { dimension: DesignDimension; rows: DesignRow[]; more: number; findingsLabel: string }) {
  const t = TITLES[dimension];
  return (
    <section aria-labelledby={`design-${dimension}`} className="space-y-2">
      <h2 id={`design-${dimension}`} className="text-lg font-semibold tracking-tight">
        {t.title}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.note}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No dialogue under this filter records it.</p>
      ) : (
        <TableShell caption={`${t.title}: outcomes with 95 % intervals and the dialogues behind each`} focusable>
          <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              {[t.group, "Dialogues", "Converged", "Rounds to converge", "Untracked tensions", findingsLabel].map((h, i) => (
                <th key={h} scope="col" className={`px-2 py-2 font-medium ${i === 0 ? "text-left" : "text-right"}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map((r) => (
              <tr key={r.key} className="align-top" data-few={r.few ? "true" : undefined}>
                <th scope="row" className="max-w-64 min-w-40 px-2 py-2 text-left font-medium break-words">
                  {r.label}
                  {r.few ? (
                    <span className="block text-xs font-normal text-amber-800 dark:text-amber-300">
                      Too few dialogues (under {FEW_DIALOGUES}): read nothing into it.
                    </span>
                  ) : null}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{r.dialogues}</td>
                <Figure value={r.converged.share} interval={r.converged.interval} n={r.converged.n} format={percent} />
                <Mean f={r.roundsToConverge} />
                <Mean f={r.untracked} />
                <Mean f={r.findings} />
              </tr>
            ))}
          </tbody>
        </TableShell>
      )}
      {more > 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">and {more.toLocaleString("en")} more roles seen in fewer dialogues.</p> : null}
    </section>
  );
}

/** Panel design across dialogues: one table per design choice, each figure with its interval and n, thin rows warned. */
export function PanelDesignTables({ design }: { design: PanelDesign }) {
  const findingsLabel = design.findingsFrom === "audit" ? "Audit findings" : "Open business at convergence";
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        {design.dialogues.toLocaleString("en")} dialogues
        {design.withoutPanel > 0 ? `, ${design.withoutPanel.toLocaleString("en")} of them with no panel member recorded (in no group)` : ""}. Converged is a
        share with its 95 % Wilson interval; rounds to converge (of the dialogues that converged), untracked tensions and {findingsLabel.toLowerCase()} are
        means per dialogue with 95 % normal-approximation intervals; n is the dialogues behind each figure.
        {design.findingsFrom === "open-business"
          ? " Open business at convergence counts, for a dialogue declared converged, its tensions left open, partial or untracked (the audit's declared-with-open-business rule, read from stored tension rows); the other audit rules join when each dialogue's findings are stored."
          : ""}{" "}
        These are associations across dialogues, not effects of design.
      </p>
      {design.tables.map((t) => (
        <DesignTableView key={t.dimension} dimension={t.dimension} rows={t.rows} more={t.more} findingsLabel={findingsLabel} />
      ))}
    </div>
  );
}
