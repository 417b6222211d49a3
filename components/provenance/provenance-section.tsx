import type { ReactNode } from "react";
import type { Provenance } from "@/lib/db/provenance";
import type { VersionDiff } from "@/lib/versions/version-diff";
import { VersionDiffView } from "./version-diff-view";
import { when } from "./when";

/**
 * Where the document came from (each source or upload, path, commit or upload time, who) and its versions; `scores`
 * says how many judges' scores a version got (the page leaves it to a client leaf: it changes with every save).
 */
export function ProvenanceSection({
  slug,
  provenance,
  diff,
  scores,
}: {
  slug: string;
  provenance: Provenance;
  diff: VersionDiff | null;
  scores: (version: number) => ReactNode;
}) {
  const { parts, versions } = provenance;
  return (
    <div className="space-y-4">
      <table className="w-full text-left text-sm" aria-label="Where this document came from">
        <thead>
          <tr className="text-slate-500 dark:text-slate-400">
            <th className="py-1 pr-3 font-medium">Source</th>
            <th className="py-1 pr-3 font-medium">Path</th>
            <th className="py-1 pr-3 font-medium">Commit or upload</th>
            <th className="py-1 pr-3 font-medium">By</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((p) => (
            <tr key={`${p.source.name}:${p.path}`} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-1 pr-3">
                {p.source.name} <span className="text-slate-600 dark:text-slate-400">({p.source.kind})</span>
              </td>
              <td className="py-1 pr-3 font-mono text-xs break-all">
                {p.path}
                {p.removedAt ? <span className="ml-2 font-sans text-amber-800 dark:text-amber-300">gone from its source</span> : null}
              </td>
              <td className="py-1 pr-3">{p.commit ? <code>{p.commit.slice(0, 12)}</code> : `uploaded ${when(p.changedAt)}`}</td>
              <td className="py-1 pr-3">{p.addedBy ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="w-full text-left text-sm" aria-label="Versions">
        <thead>
          <tr className="text-slate-500 dark:text-slate-400">
            <th className="py-1 pr-3 font-medium">Version</th>
            <th className="py-1 pr-3 font-medium">Made</th>
            <th className="py-1 pr-3 font-medium">From</th>
            <th className="py-1 pr-3 font-medium">Judges&apos; scores given on it</th>
            <th className="py-1 pr-3 font-medium">Changes</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v, i) => {
            const previous = versions[i + 1];
            return (
              <tr key={v.number} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1 pr-3">v{v.number}</td>
                <td className="py-1 pr-3">{when(v.createdAt)}</td>
                <td className="py-1 pr-3">
                  {v.source ?? "merge"}
                  {v.commit ? <code className="ml-1">{v.commit.slice(0, 12)}</code> : null}
                </td>
                <td className="py-1 pr-3">{scores(v.number)}</td>
                <td className="py-1 pr-3">
                  {previous ? (
                    <a href={`/d/${slug}?from=${previous.number}&to=${v.number}#versions`} className="text-blue-700 underline dark:text-blue-300">
                      What changed from v{previous.number}
                    </a>
                  ) : (
                    "first"
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {diff ? <VersionDiffView diff={diff} /> : null}
    </div>
  );
}
