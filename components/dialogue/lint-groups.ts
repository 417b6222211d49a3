import {
  A52_RULES,
  A52_SESSION_RULES,
  ACOR_RULES,
  DIAGNOSTIC_RULES,
  GOOP_RULES,
  INPUT_RULES,
  type Diagnostic,
  type FormatRule,
  type Severity,
} from "@/lib/contract";

/** Every format's closed table of codes, for what a code checks (its summary) whatever the document's kind. */
const RULES: Record<string, FormatRule> = { ...INPUT_RULES, ...DIAGNOSTIC_RULES, ...A52_RULES, ...A52_SESSION_RULES, ...ACOR_RULES, ...GOOP_RULES };

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export interface LintGroup {
  code: string;
  /** The worst severity among the group's diagnostics (a code has one, but a table may change). */
  severity: Severity;
  /** What the code checks, from its table; the first message when the code is in none. */
  summary: string;
  /** The one hint every diagnostic of the group shares, or null when they differ. */
  hint: string | null;
  diagnostics: Diagnostic[];
}

/** Diagnostics grouped by code: errors first, then warnings, then notes; within each, the largest group first. */
export function groupDiagnostics(diagnostics: readonly Diagnostic[]): LintGroup[] {
  const known = grouped.get(diagnostics);
  if (known) return known;
  const byCode = new Map<string, Diagnostic[]>();
  // Pushed in place: a file can carry tens of thousands of diagnostics of one code.
  for (const d of diagnostics) {
    const list = byCode.get(d.code);
    if (list) list.push(d);
    else byCode.set(d.code, [d]);
  }
  const groups = [...byCode].map(([code, list]): LintGroup => {
    const sorted = [...list].sort((a, b) => (a.file ?? "").localeCompare(b.file ?? "") || a.line - b.line);
    const severity = sorted.reduce<Severity>((worst, d) => (RANK[d.severity] < RANK[worst] ? d.severity : worst), "info");
    const hints = new Set(sorted.map((d) => d.hint));
    return { code, severity, summary: RULES[code]?.summary ?? sorted[0]!.message, hint: hints.size === 1 ? sorted[0]!.hint : null, diagnostics: sorted };
  });
  const sorted = groups.sort((a, b) => RANK[a.severity] - RANK[b.severity] || b.diagnostics.length - a.diagnostics.length || a.code.localeCompare(b.code));
  grouped.set(diagnostics, sorted);
  return sorted;
}

// The page's diagnostics are one array per parse (app/d/[slug]/load.ts): grouped once, not once a view.
const grouped = new WeakMap<readonly Diagnostic[], LintGroup[]>();

/** "2 errors, 104 warnings and 1 note", counting diagnostics. */
export function severityCounts(diagnostics: readonly Diagnostic[]): string {
  const n = (s: Severity) => diagnostics.filter((d) => d.severity === s).length;
  const parts = [
    [n("error"), "error", "errors"],
    [n("warning"), "warning", "warnings"],
    [n("info"), "note", "notes"],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return said.length <= 1 ? (said[0] ?? "no diagnostics") : `${said.slice(0, -1).join(", ")} and ${said.at(-1)}`;
}
