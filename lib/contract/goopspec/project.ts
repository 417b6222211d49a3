import type { DocumentProjection, ProjectedEntry } from "../core/projection";
import { hasBlockers } from "./lint";
import type { GoopspecDocument } from "./types";

/** The index's status for a response: its report's status in lower case, `template`, or `no-report`. */
export function goopStatus(doc: GoopspecDocument): string {
  if (!doc.report) return "no-report";
  if (doc.report.template) return "template";
  return doc.report.status?.toLowerCase() ?? "unknown";
}

/** What search finds in a report: its summary, blockers, next action and next command, each with the report's status. */
export function goopEntries(doc: GoopspecDocument): ProjectedEntry[] {
  const r = doc.report;
  if (!r) return [];
  const at = { round: null, agent: r.agent, status: r.status?.toLowerCase() ?? null } as const;
  const entries: ProjectedEntry[] = [];
  if (r.summary) entries.push({ type: "summary", id: r.taskId, description: r.summary, body: r.taskName ?? "", line: r.lines.summary ?? r.line, ...at });
  const h = r.handoff;
  if (h && hasBlockers(h.blockers))
    entries.push({ type: "blocker", id: r.taskId, description: h.blockers!, body: r.summary ?? "", line: r.lines.blockers ?? h.line, ...at });
  if (h?.nextAction?.text)
    entries.push({
      type: "next-action",
      id: h.nextAction.agent,
      description: h.nextAction.text,
      body: h.nextAction.agent ? `for ${h.nextAction.agent}` : "",
      line: h.nextAction.line,
      ...at,
    });
  if (h?.nextCommand) entries.push({ type: "command", id: null, description: h.nextCommand, body: "next command", line: r.lines.nextCommand ?? h.line, ...at });
  for (const f of r.files) if (f.path) entries.push({ type: "file", id: f.path, description: f.path, body: f.action ?? "", line: f.line, ...at });
  return entries;
}

/** What a judge reads of a report, as markdown: the response's own words, then the report's fields as a list. */
function reportForJudges(doc: GoopspecDocument, r: NonNullable<GoopspecDocument["report"]>): string {
  const item = (label: string, value: string | null | undefined) => (value ? [`- **${label}:** ${value}`] : []);
  const checks = r.checks.map((c) => `  - ${c.passed === true ? "passed" : c.passed === false ? "failed" : "not said"}: ${c.name ?? c.text}`);
  const files = r.files.map((f) => `  - ${f.path ? `\`${f.path}\`` : f.text}${f.action ? ` (${f.action})` : ""}`);
  const h = r.handoff;
  return [
    doc.before.trim(),
    "",
    "#### The report",
    "",
    ...item("Status", r.status),
    ...item("Task", [r.taskId, r.taskName].filter(Boolean).join(" ")),
    ...item("Summary", r.summary),
    ...(files.length > 0 ? ["- **Files:**", ...files] : []),
    ...(checks.length > 0 ? ["- **Verification:**", ...checks] : ["- **Verification:** none reported"]),
    ...item("Next action", h?.nextAction?.text),
    ...item("Blockers", h?.blockers),
    ...item("Next command", h?.nextCommand ? `\`${h.nextCommand}\`` : null),
  ]
    .join("\n")
    .trim();
}

export function projectGoopspec(doc: GoopspecDocument): DocumentProjection {
  const r = doc.report;
  const task = r ? [r.taskId, r.taskName].filter(Boolean).join(" ") : "";
  return {
    kind: "goopspec",
    title: r ? [r.agent ?? "GoopSpec report", task].filter(Boolean).join(": ") : "GoopSpec response without a report",
    status: goopStatus(doc),
    date: null,
    // A report names no session: its task and wave (`W1.T1`) repeat in every session, so it has no logical key; a later
    // copy is the same document only from the same source and path, or with the same content.
    logicalKey: null,
    // A report is one unit for judges (round 0, its agent scored), under the GoopSpec rubric; a template has nothing to judge.
    rounds:
      r && !r.template
        ? [
            {
              number: 0,
              label: "Report",
              line: r.line,
              contributions: [{ agent: r.agent ?? "GoopSpec agent", role: null, line: r.line, body: reportForJudges(doc, r) }],
            },
          ]
        : [],
    entries: goopEntries(doc),
    diagnostics: doc.diagnostics,
  };
}
