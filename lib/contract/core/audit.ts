import { splitLines } from "./text";

/**
 * The audit's shared shape: every format's audit (the dialogue's convergence audit, the agent formats' claim against
 * delivery) says what it found as findings of one kind, so storage, the index, search, exports and /audit read them alike.
 */

/** A line of the source that supports a finding, quoted exactly as the file has it (without its line break). */
export interface AuditEvidence {
  line: number;
  /** A round-scoped directory's file, relative to the directory; absent for a single file. */
  file?: string;
  text: string;
}

/** One finding: a rule, what it says here, and the lines a reader checks it against. Never a bare score. */
export interface AuditFinding<C extends string = string> {
  rule: C;
  message: string;
  /** Who the finding is about: an agent of a dialogue, or the model, agent or tool an agent format names. */
  agent?: string;
  /** The tension's id as the dialogue writes it (`T03`, `MUFFIN-T01`). */
  tension?: string;
  round?: number;
  /** At least one line, in the order a reader follows them. */
  evidence: AuditEvidence[];
}

/** What a rule checks, for the page's groups and the empty state. */
export interface AuditRule<C extends string = string> {
  code: C;
  title: string;
  /** One sentence: what fires it. The full definition, with what it leaves out, is in docs/audit.md. */
  summary: string;
}

/** The source's lines as every format numbers them (split on "\n", a trailing "\r" dropped), for quoting evidence. */
export const auditLines: (source: string) => string[] = splitLines;

/** The 1-based line as evidence, exactly as the source has it; null when the line is not in the source (never guessed). */
export function quoteLine(lines: readonly string[], line: number): AuditEvidence | null {
  const text = lines[line - 1];
  return text === undefined || line < 1 ? null : { line, text };
}

/** Evidence for each line that is in the source, in the given order, each line once. */
export function quoteLines(lines: readonly string[], numbers: readonly number[]): AuditEvidence[] {
  const seen = new Set<number>();
  const out: AuditEvidence[] = [];
  for (const n of numbers) {
    if (seen.has(n)) continue;
    seen.add(n);
    const quoted = quoteLine(lines, n);
    if (quoted) out.push(quoted);
  }
  return out;
}
