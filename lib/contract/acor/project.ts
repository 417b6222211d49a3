import type { DocumentProjection, ProjectedEntry } from "../core/projection";
import { renderAcor } from "./render";
import type { AcorDocument } from "./types";

/** Who a run is scored as: the tool that ran it has no name in the protocol, so the run is its own agent. */
export const ACOR_AGENT = "Tool run";

/** `complete`, `error`, `input-needed` or `unfinished`: how the run ended, as the index's status facet. */
export function acorStatus(doc: AcorDocument): string {
  const last = doc.messages.at(-1);
  if (last?.type === "Input Needed") return "input-needed";
  if (doc.finalStatus) return doc.finalStatus.toLowerCase();
  return doc.messages.some((m) => m.type === "Error") ? "error" : "unfinished";
}

/** What search finds in a run: each error with its recovery, and the commands Input Needed asks for. */
export function acorEntries(doc: AcorDocument): ProjectedEntry[] {
  const at = { round: null, agent: null, status: null } as const;
  return doc.messages.flatMap((m): ProjectedEntry[] => {
    if (m.type === "Error") {
      const error: ProjectedEntry = { type: "error", id: null, description: m.title ?? "Error", body: m.details ?? m.body, line: m.line, ...at };
      return m.recovery ? [error, { type: "recovery", id: null, description: m.recovery, body: m.title ?? "", line: m.line, ...at }] : [error];
    }
    if (m.type === "Input Needed") {
      const commands = [...(m.commandTexts ?? []), ...(m.options ?? []).map((o) => o.command)];
      return [...new Set(commands)].map((command) => ({
        type: "command",
        id: null,
        description: command,
        body: m.intro ?? m.title ?? "",
        line: m.line,
        ...at,
      }));
    }
    return [];
  });
}

export function projectAcor(doc: AcorDocument): DocumentProjection {
  const firstError = doc.messages.find((m) => m.type === "Error" && m.title)?.title;
  const asked = doc.messages.at(-1)?.type === "Input Needed" ? doc.messages.at(-1)?.title : null;
  return {
    kind: "acor",
    title: firstError ? `Tool run: ${firstError}` : asked ? `Tool run: input needed (${asked})` : doc.finalStatus ? `Tool run: ${doc.finalStatus}` : "Tool run",
    status: acorStatus(doc),
    date: null,
    // A run printed with a session id is that session's run; a bare transcript names nothing.
    logicalKey: doc.sessions.find((s) => s.id)?.id ? `acor:${doc.sessions.find((s) => s.id)!.id}` : null,
    // A run is one unit for judges (round 0), read whole, under the ACOR rubric; an empty transcript has nothing to judge.
    rounds:
      doc.messages.length > 0
        ? [
            {
              number: 0,
              label: "Run",
              line: doc.messages[0]!.line,
              contributions: [{ agent: ACOR_AGENT, role: null, line: doc.messages[0]!.line, body: renderAcor(doc) }],
            },
          ]
        : [],
    entries: acorEntries(doc),
    diagnostics: doc.diagnostics,
  };
}
