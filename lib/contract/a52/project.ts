import type { DocumentProjection, ProjectedEntry } from "../core/projection";
import type { A52Session } from "./session";
import type { A52Document } from "./types";

/** The first line of a prose block, cut at a word near `max` characters: a title or a search description. */
export function firstLine(text: string | null, max = 120): string | null {
  if (!text) return null;
  const line =
    text
      .split("\n")
      .map((l) => l.trim())
      .find((l) => l.length > 0) ?? "";
  const plain = line.split("**").join("").split("`").join("");
  if (plain.length <= max) return plain || null;
  const cut = plain.lastIndexOf(" ", max);
  return plain.slice(0, cut > max / 2 ? cut : max) + "…";
}

/** `consistent` when the files list and the blocks agree, `mismatch` when they do not, `no-list` without a list. */
export function a52Status(doc: A52Document): string {
  if (doc.filesList === null) return "no-list";
  return doc.mismatch.listedOnly.length + doc.mismatch.blocksOnly.length > 0 ? "mismatch" : "consistent";
}

/** What search finds in a response: its summary, its plan and each file (listed or supplied). */
export function a52Entries(doc: A52Document, at: { round: number | null; agent: string | null } = { round: null, agent: null }): ProjectedEntry[] {
  const entries: ProjectedEntry[] = [];
  const summary = firstLine(doc.summary);
  if (summary) entries.push({ type: "summary", id: null, description: summary, body: doc.summary ?? "", line: 1, ...at, status: null });
  const plan = firstLine(doc.courseOfAction);
  if (plan) entries.push({ type: "plan", id: null, description: plan, body: doc.courseOfAction ?? "", line: 1, ...at, status: null });
  const listed = new Map((doc.filesList ?? []).map((f) => [f.path, f]));
  const supplied = new Set(doc.fileBlocks.map((b) => b.path));
  for (const block of doc.fileBlocks) {
    const status = listed.get(block.path)?.status ?? null;
    const state = doc.filesList === null ? "supplied" : listed.has(block.path) ? "listed-and-supplied" : "supplied-not-listed";
    entries.push({
      type: "file",
      id: block.path,
      description: block.path,
      body: [status, block.language, `${block.lineCount} lines`].filter(Boolean).join(" · "),
      line: block.line,
      ...at,
      status: state,
    });
  }
  for (const item of doc.filesList ?? []) {
    if (supplied.has(item.path)) continue;
    entries.push({ type: "file", id: item.path, description: item.path, body: item.status ?? "", line: item.line, ...at, status: "listed-not-supplied" });
  }
  return entries;
}

export function projectA52(doc: A52Document): DocumentProjection {
  return {
    kind: "a52",
    title: firstLine(doc.summary, 100) ?? firstLine(doc.courseOfAction, 100) ?? "A52 response",
    status: a52Status(doc),
    date: null,
    // A response carries no name of its own: the same text is the same response, nothing more is known.
    logicalKey: null,
    rounds: [],
    entries: a52Entries(doc),
    diagnostics: doc.diagnostics,
  };
}

/** The response label judges and readers see: a tab number, with the curator's pick marked in the role. */
export function responseAgent(id: string): string {
  return `Response ${id}`;
}

/** A session's cycles become rounds and their parallel responses contributions, so judges score them like rounds. */
export function projectA52Session(session: A52Session): DocumentProjection {
  const titled = session.cycles.find((c) => c.title);
  // A history export grows by cycles: its first cycle's start names the session in every later export of it.
  const first = [...session.cycles].sort((a, b) => a.cycleId - b.cycleId)[0];
  return {
    kind: "a52-session",
    title: titled?.title ? `PCPP session: ${titled.title}` : "PCPP session",
    status: session.cycles.some((c) => c.selectedResponseId !== null) ? "picked" : "open",
    date: session.cycles.find((c) => c.timestamp)?.timestamp?.slice(0, 10) ?? null,
    logicalKey: first?.timestamp ? `a52-session:${first.timestamp}` : null,
    rounds: session.cycles.map((c) => ({
      number: c.cycleId,
      label: c.title ?? `Cycle ${c.cycleId}`,
      line: c.line,
      contributions: c.responses
        .filter((r) => !r.empty)
        .map((r) => ({ agent: responseAgent(r.id), role: r.id === c.selectedResponseId ? "picked" : null, line: c.line, body: r.content })),
    })),
    entries: session.cycles.flatMap((c) =>
      c.responses.flatMap((r) => (r.document ? a52Entries(r.document, { round: c.cycleId, agent: responseAgent(r.id) }) : [])),
    ),
    diagnostics: session.diagnostics,
  };
}
