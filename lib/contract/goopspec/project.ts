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
    rounds: [],
    entries: goopEntries(doc),
    diagnostics: doc.diagnostics,
  };
}
