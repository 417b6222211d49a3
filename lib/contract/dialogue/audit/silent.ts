import { hasContent } from "../reading/rounds";
import type { Contribution } from "../types";
import type { AuditContext } from "./context";
import { finding } from "./context";
import type { AuditFinding } from "./types";

/**
 * `silent-agent`: a panel member (not the Judge) who wrote a contribution with content in a round, and no marker of
 * theirs is dated to that round, while another member's contribution in that round has one. A seat is read from contributions: a member on a round's panel who wrote nothing
 * at all, and a contribution that is only a placeholder (`[Awaiting response]`), are not read as silence (the first
 * has no line to show, the second is a scaffold, not a turn).
 */
export function silentAgents(ctx: AuditContext): AuditFinding[] {
  const d = ctx.dialogue;
  const spoke = new Set<string>();
  for (const m of d.markers) if (m.agent && m.round !== null) spoke.add(`${m.round}|${m.agent.toLowerCase()}`);
  const seated = new Map<string, { round: number; contribution: Contribution }>();
  for (const r of d.rounds) {
    for (const c of r.contributions) {
      if (c.judge || ctx.isJudge(c.agent) || !hasContent(c)) continue;
      const key = `${r.number}|${c.agent.toLowerCase()}`;
      if (!seated.has(key)) seated.set(key, { round: r.number, contribution: c });
    }
  }
  // A round in which no seated agent wrote a marker was not written with markers (a prose round, a summary): no one
  // in it is silent by the protocol's measure.
  const marked = new Set<number>();
  for (const [key, { round }] of seated) if (spoke.has(key)) marked.add(round);
  const out: AuditFinding[] = [];
  for (const [key, { round, contribution: c }] of seated) {
    if (spoke.has(key) || !marked.has(round)) continue;
    const first = c.lines.find((l) => l.text.trim().length > 0);
    const f = finding(
      ctx,
      {
        rule: "silent-agent",
        agent: c.agent,
        round,
        message: `${c.agent} speaks in round ${round} without a marker: no perspective, tension, concession or position the dialogue can follow.`,
      },
      [{ line: c.line, file: c.file ?? null }, first ? { line: first.line, file: first.file ?? null } : null],
    );
    if (f) out.push(f);
  }
  return out;
}
