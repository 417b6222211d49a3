import { ruleDiagnostic } from "../core/format";
import { closesFence, fenceOpener } from "../core/fences";
import { splitLines } from "../core/text";
import type { Diagnostic } from "../core/diagnostic";
import { trimBlank, type NumberedLine } from "./body";
import { readHeader, type AcorHeader } from "./headers";
import { lintAcor } from "./lint";
import { readMessage } from "./messages";
import { ACOR_RULES } from "./rules";
import type { AcorDocument, AcorMessage, AcorSession } from "./types";

/**
 * Reads an ACOR transcript. A `##` line outside fenced code starts a message; everything up to the next one is its
 * body. Total: any string gives a document, never an exception.
 */
export function parseAcor(text: string): AcorDocument {
  const lines = splitLines(text);
  const diagnostics: Diagnostic[] = [];
  const headers: { index: number; header: AcorHeader }[] = [];
  const crowded: number[] = [];
  let fence: { fence: string; line: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const trimmed = l.trim();
    if (fence) {
      if (closesFence(trimmed, fence.fence)) fence = null;
      continue;
    }
    const opener = fenceOpener(trimmed);
    if (opener) {
      fence = { fence: opener, line: i + 1 };
      continue;
    }
    const header = readHeader(l);
    if (!header) continue;
    headers.push({ index: i, header });
    if (!header.canonical) diagnostics.push(ruleDiagnostic(ACOR_RULES, "acor-header-form", i + 1, `The header \`${l.trim()}\` is not spelled canonically.`));
    if (i > 0 && lines[i - 1]!.trim().length > 0) crowded.push(i + 1);
  }
  // One diagnostic for the whole transcript: the library omits every blank line, and one a header would drown the rest.
  if (crowded.length > 0)
    diagnostics.push(
      ruleDiagnostic(
        ACOR_RULES,
        "acor-blank-line",
        crowded[0]!,
        crowded.length === 1
          ? `No blank line before the header on line ${crowded[0]}.`
          : `${crowded.length} headers have no blank line before them (lines ${crowded.join(", ")}).`,
      ),
    );
  if (fence) diagnostics.push(ruleDiagnostic(ACOR_RULES, "acor-unclosed-fence", fence.line, `The fence opened on line ${fence.line} is never closed.`));

  const numbered = (from: number, to: number): NumberedLine[] => trimBlank(lines.slice(from, to).map((t, k) => ({ text: t, line: from + k + 1 })));
  const preambleLines = numbered(0, headers[0]?.index ?? lines.length);
  const messages: AcorMessage[] = headers.map(({ index, header }, k) =>
    readMessage(header.type, header.title, index + 1, numbered(index + 1, headers[k + 1]?.index ?? lines.length), diagnostics),
  );
  const doc: AcorDocument = {
    kind: "acor",
    messages,
    finalStatus: [...messages].reverse().find((m) => m.type === "Status")?.title ?? null,
    sessions: sessionsOf(messages),
    preamble: preambleLines.map((l) => l.text).join("\n"),
    diagnostics,
  };
  diagnostics.push(...lintAcor(doc, preambleLines[0]?.line ?? 1));
  diagnostics.sort((a, b) => a.line - b.line);
  return doc;
}

function sessionsOf(messages: AcorMessage[]): AcorSession[] {
  const sessions: AcorSession[] = [];
  for (const m of messages) {
    if (m.type === "Session") sessions.push({ id: m.title, line: m.line, checkpoints: [] });
    else if (m.type === "Session Checkpoint") {
      if (sessions.length === 0) sessions.push({ id: null, line: m.line, checkpoints: [] });
      sessions[sessions.length - 1]!.checkpoints.push({ name: m.title, line: m.line });
    }
  }
  return sessions;
}
