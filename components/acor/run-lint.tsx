import type { Diagnostic } from "@/lib/contract";
import { LintPanel } from "@/components/dialogue/lint-panel";

/** A transcript's diagnostics by severity, each linking to its line in the source view (on this page or `sourcePath`). */
export function RunLint({ diagnostics, sourcePath = "" }: { diagnostics: Diagnostic[]; sourcePath?: string }) {
  return (
    <LintPanel
      diagnostics={diagnostics}
      sourcePath={sourcePath}
      empty="No diagnostics: the transcript follows the protocol and is canonical."
      idPrefix="acor-lint"
      compact
    />
  );
}
