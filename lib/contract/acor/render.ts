import { closesFence, fenceOpener } from "../core/fences";
import { headerText, labelText, readErrorLabel } from "./headers";
import type { AcorDocument, AcorMessage } from "./types";

/**
 * Canonical ACOR markdown: each message as `## Type: Title`, its body right under it, one blank line between
 * messages, Error labels as `**Recovery**: …`, and a fence left open closed at the end of its body.
 */
export function renderAcor(doc: AcorDocument): string {
  const out: string[] = [];
  if (doc.preamble.length > 0) out.push(...closeFence(doc.preamble.split("\n")), "");
  for (const m of doc.messages) {
    out.push(headerText(m.type, m.title));
    const body = canonicalBody(m);
    if (body.length > 0) out.push(...body);
    out.push("");
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.length === 0 ? "" : out.join("\n") + "\n";
}

function canonicalBody(m: AcorMessage): string[] {
  if (m.body.length === 0) return [];
  const lines = m.body.split("\n");
  if (m.type === "Error") {
    let fence: string | null = null;
    for (let i = 0; i < lines.length; i++) {
      const trimmed = lines[i]!.trim();
      if (fence) {
        if (closesFence(trimmed, fence)) fence = null;
        continue;
      }
      fence = fenceOpener(trimmed);
      if (fence) continue;
      const label = readErrorLabel(lines[i]!);
      if (label) lines[i] = labelText(label.label, label.rest);
    }
  }
  return closeFence(lines);
}

/** Appends the closing run when the lines end inside a fence. */
function closeFence(lines: string[]): string[] {
  let fence: string | null = null;
  for (const l of lines) {
    const trimmed = l.trim();
    if (fence) {
      if (closesFence(trimmed, fence)) fence = null;
    } else fence = fenceOpener(trimmed);
  }
  return fence ? [...lines, fence] : lines;
}
