import { TableShell } from "@/components/data-table/table-shell";
import type { ClaimsFigure, ClaimsSummary } from "@/lib/views/claims/claims-summary";

const percent = (x: number) => `${Math.round(x * 100)} %`;
const link = "text-blue-700 underline dark:text-blue-300";

/** A rate with its interval under it, or a dash with no documents. */
function RateCell({ figure }: { figure: ClaimsFigure }) {
  if (figure.rate === null) return <td className="px-2 py-2 text-right">—</td>;
  const interval = figure.interval ? `${percent(figure.interval[0])}–${percent(figure.interval[1])}` : null;
  return (
    <td className="px-2 py-2 text-right tabular-nums">
      {percent(figure.rate)}
      {interval ? (
        <span className="block text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">
          <span className="sr-only">95 % interval </span>
          {interval}
        </span>
      ) : null}
    </td>
  );
}

/** The documents behind a figure, folded away: each a link with its count of findings. */
function DocumentLinks({ figure }: { figure: ClaimsFigure }) {
  return (
    <details>
      <summary className="cursor-pointer text-xs text-slate-600 dark:text-slate-400">
        {figure.documents === 1 ? "1 document" : `${figure.documents.toLocaleString("en")} documents`}
      </summary>
      <ul className="mt-1 space-y-0.5 text-xs">
        {figure.links.map((l) => (
          <li key={l.slug} className="flex min-w-0 gap-2">
            <a href={l.href} className={`${link} min-w-0 truncate`} title={l.title}>
              {l.title}
            </a>
            <span className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">{l.findings === 0 ? "none" : l.findings}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function FigureTable({ caption, head, figures }: { caption: string; head: string; figures: ClaimsFigure[] }) {
  return (
    <TableShell caption={caption} focusable>
      <thead className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <tr>
          <th scope="col" className="px-2 py-2 text-left font-medium">
            {head}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Documents
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            With a finding
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Findings
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Rate
          </th>
          <th scope="col" className="px-2 py-2 text-left font-medium">
            Behind it
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {figures.map((f) => (
          <tr key={f.key} className="align-top">
            <th scope="row" className="px-2 py-2 text-left font-medium break-words">
              {f.label}
              {f.warning ? <span className="block text-xs font-normal text-amber-800 dark:text-amber-300">{f.warning}</span> : null}
            </th>
            <td className="px-2 py-2 text-right tabular-nums">{f.documents.toLocaleString("en")}</td>
            <td className="px-2 py-2 text-right tabular-nums">{f.flagged.toLocaleString("en")}</td>
            <td className="px-2 py-2 text-right tabular-nums">{f.findings.toLocaleString("en")}</td>
            <RateCell figure={f} />
            <td className="min-w-40 px-2 py-2">
              <DocumentLinks figure={f} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableShell>
  );
}

/**
 * Claim against delivery across the agent formats: per model, agent or tool and per month, the share of documents
 * with a finding (95 % Wilson interval), with the documents behind each figure and a warning where they are few.
 */
export function ClaimsSummaryView({ summary }: { summary: ClaimsSummary }) {
  const { total } = summary;
  if (total.documents === 0)
    return (
      <p className="text-slate-600 dark:text-slate-400">
        No agent-format documents (A52, GoopSpec, ACOR) match, so there is no claim to set against a delivery.
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {total.flagged.toLocaleString("en")} of {total.documents.toLocaleString("en")} documents ({percent(total.rate ?? 0)}
        {total.interval ? `, 95 % interval ${percent(total.interval[0])}–${percent(total.interval[1])}` : ""}) claim more than they deliver:{" "}
        {total.findings.toLocaleString("en")} {total.findings === 1 ? "finding" : "findings"}. The rate is the share of documents with at least one finding;
        intervals are Wilson score intervals.
        {total.warning ? <span className="block text-amber-800 dark:text-amber-300">{total.warning}</span> : null}
      </p>
      <section aria-labelledby="claims-by-subject" className="space-y-2">
        <h3 id="claims-by-subject" className="text-base font-semibold">
          By model, agent or tool
        </h3>
        <FigureTable caption="Claim versus delivery by the model, agent or tool each document names" head="Model, agent or tool" figures={summary.bySubject} />
      </section>
      <section aria-labelledby="claims-by-month" className="space-y-2">
        <h3 id="claims-by-month" className="text-base font-semibold">
          By month
        </h3>
        <FigureTable caption="Claim versus delivery by the month of each document" head="Month" figures={summary.byMonth} />
      </section>
    </div>
  );
}
