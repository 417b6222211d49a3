import type { Diagnostic } from "@/lib/contract";

/** What every per-kind review view receives from `/r/<slug>`: the stored document's identity, its parse, the URL's query. */
export interface DocumentViewProps<D> {
  slug: string;
  title: string;
  /** The stored path (a file name names an ACOR run's tool). */
  path: string;
  document: D;
  diagnostics: Diagnostic[];
  /** Where a finding's line is shown: `/r/<slug>/source`. */
  sourcePath: string;
  query: Record<string, string | string[] | undefined>;
}
