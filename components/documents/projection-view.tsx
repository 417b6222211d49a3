import Link from "next/link";
import { FORMATS, type FormatDocument } from "@/lib/contract";
import { kindLabel } from "@/lib/document-kinds";
import type { DocumentViewProps } from "./view-props";

/**
 * The review view of a kind no view is mounted for: what its format's projection keeps (the index's status, rounds
 * of contributions, the entries search finds), each linked to its line. A new format is readable on day one; a
 * view of its own (`DOCUMENT_VIEWS`) replaces this when the kind deserves one.
 */
export function ProjectionView({ document, sourcePath }: DocumentViewProps<FormatDocument>) {
  const format = FORMATS.find((f) => f.kind === document.kind);
  const projection = format?.project?.(document);
  if (!projection) {
    return (
      <p className="text-slate-600 dark:text-slate-400">
        Roundtable has no review view for {kindLabel(document.kind)} documents yet; the source is on its own page.
      </p>
    );
  }
  const lineLink = (line: number) => (
    <Link href={`${sourcePath}#L${line}`} className="font-mono text-xs text-blue-700 underline dark:text-blue-300">
      line {line}
    </Link>
  );
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Status: <span className="font-medium text-slate-900 dark:text-slate-100">{projection.status}</span>
      </p>
      {projection.rounds.length > 0 ? (
        <section aria-labelledby="projection-rounds" className="space-y-3">
          <h2 id="projection-rounds" className="text-lg font-semibold">
            Rounds
          </h2>
          {projection.rounds.map((round) => (
            <section key={round.number} aria-label={round.label} className="space-y-2">
              <h3 className="font-medium">
                {round.label} · {lineLink(round.line)}
              </h3>
              <ul className="space-y-2">
                {round.contributions.map((c, i) => (
                  <li key={i} className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                    <p className="text-sm font-medium">
                      {c.agent}
                      {c.role ? ` (${c.role})` : ""} · {lineLink(c.line)}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-sm">{c.body}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="projection-entries" className="space-y-2">
        <h2 id="projection-entries" className="text-lg font-semibold">
          What search finds here
        </h2>
        {projection.entries.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nothing: the format keeps no search entries for this document.</p>
        ) : (
          <ul className="space-y-1">
            {projection.entries.map((e, i) => (
              <li key={i} className="text-sm">
                <span className="font-medium">{e.type}</span>
                {e.id ? ` ${e.id}` : ""}: {e.description}
                {e.status ? ` (${e.status})` : ""} · {lineLink(e.line)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
