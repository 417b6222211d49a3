import { positionOf, stanceOf } from "../positions";
import type { AuditContext } from "./context";
import { finding, markerPlace, placeOf } from "./context";
import type { AuditFinding } from "./types";

/**
 * `declared-with-open-business`: the dialogue's final word is convergence (the reading's status, at its evidence
 * line) while a tension is still open or partial in the Judge's last ruling, a raised tension never reached the
 * tracker and no marker resolved it, or an agent's last position is dissent. One finding per piece of business.
 */
export function declaredWithOpenBusiness(ctx: AuditContext): AuditFinding[] {
  const d = ctx.dialogue;
  const r = d.reading;
  if (r.status !== "converged") return [];
  const declaration = placeOf(r.evidence.status);
  // Without the line that declares it, there is nothing to set the open business against.
  if (!declaration || !ctx.quote(declaration)) return [];
  const declared = ctx.quote(declaration)!.text.trim();
  const out: AuditFinding[] = [];
  const push = (f: AuditFinding | null) => f && out.push(f);

  for (const t of r.tensions) {
    if (t.final !== "open" && t.final !== "partial") continue;
    const label = t.label ? ` (${t.label})` : "";
    push(
      finding(
        ctx,
        {
          rule: "declared-with-open-business",
          tension: t.id,
          message: `Convergence is declared (“${declared}”) while the Judge's last ruling leaves ${t.id}${label} ${t.final}.`,
        },
        [declaration, t.ruledAt ? { line: t.ruledAt.line, file: t.ruledAt.file ?? null } : null, t.line ? { line: t.line, file: t.file ?? null } : null],
      ),
    );
  }

  // An untracked tension a later marker resolved is settled business, tracker or not.
  const resolvedRaises = new Set<string>();
  for (const thread of d.threads) {
    if (!thread.events.some((e) => e.kind === "resolved")) continue;
    for (const e of thread.events) if (e.kind === "raised") resolvedRaises.add(placeKey(d.markers[e.marker]!));
  }
  for (const u of r.untracked) {
    if (u.line === undefined || resolvedRaises.has(`${u.file ?? ""}:${u.line}`)) continue;
    const id = u.id ?? "a tension";
    const label = u.label ? ` (${u.label})` : "";
    push(
      finding(
        ctx,
        {
          rule: "declared-with-open-business",
          agent: u.agent,
          ...(u.id ? { tension: u.id } : {}),
          ...(u.round !== null ? { round: u.round } : {}),
          message: `Convergence is declared while ${u.agent}'s ${id}${label} never reached the Judge's tracker and no marker resolved it.`,
        },
        [declaration, { line: u.line, file: u.file ?? null }],
      ),
    );
  }

  const last = new Map<string, { agent: string; index: number }>();
  d.markers.forEach((m, index) => {
    if (!m.agent || ctx.isJudge(m.agent) || positionOf(m) === null) return;
    last.set(m.agent.toLowerCase(), { agent: m.agent, index });
  });
  for (const { agent, index } of last.values()) {
    const m = d.markers[index]!;
    if (stanceOf(positionOf(m)!) !== "dissent") continue;
    push(
      finding(
        ctx,
        {
          rule: "declared-with-open-business",
          agent,
          ...(m.round !== null ? { round: m.round } : {}),
          message: `Convergence is declared while ${agent}'s last position is dissent.`,
        },
        [declaration, markerPlace(m)],
      ),
    );
  }
  return out;
}

function placeKey(m: { line: number; file?: string }): string {
  return `${m.file ?? ""}:${m.line}`;
}
