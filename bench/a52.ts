import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { auditA52, parseA52, parseA52Session, renderA52 } from "@/lib/contract";

export interface A52Workload {
  name: string;
  texts: string[];
  bytes: number;
  /** The PCPP history export, when the corpus is present. */
  session: string | null;
}

/** A response of our own, for when the corpus is absent: every drift the reader handles, repeated to ~40 KB. */
function generatedResponse(): string {
  const block = (i: number) => `<file path="src/dir ${i}/file (${i}) & more.ts">\n\`\`\`ts\n${"const x = 1; // <div>\n".repeat(40)}\`\`\`\n</file_artifact>\n`;
  const list = Array.from({ length: 20 }, (_, i) => `*   \`dir ${i}/file (${i}) & more.ts\` (Updated - note)`).join("\n");
  return `<summary>\nA summary.\n</summary>\n<course_of_action>\n1. Plan.\n</course_of_action>\n\n### Files Updated This Cycle:\n${list}\n\n${Array.from({ length: 20 }, (_, i) => block(i)).join("\n")}`;
}

/** The real responses when the corpus is beside the project (30 samples + the session's non-empty responses), else ours. */
export function a52Workload(): A52Workload {
  const dir = join(process.cwd(), "../shared/corpus/a52");
  if (existsSync(dir)) {
    const samples = readdirSync(dir)
      .filter((n) => n.endsWith(".md"))
      .map((n) => readFileSync(join(dir, n), "utf8"));
    const sessionPath = join(dir, "sessions/Cycle-6-Planning.json");
    const session = existsSync(sessionPath) ? readFileSync(sessionPath, "utf8") : null;
    const responses = session
      ? parseA52Session(session, { parseResponses: false }).cycles.flatMap((c) => c.responses.filter((r) => !r.empty).map((r) => r.content))
      : [];
    const texts = [...samples, ...responses];
    return {
      name: `../shared/corpus/a52 (${samples.length} samples + ${responses.length} session responses)`,
      texts,
      bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0),
      session,
    };
  }
  const texts = Array.from({ length: 10 }, generatedResponse);
  return { name: "generated responses (corpus absent)", texts, bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0), session: null };
}

export function parseAll(texts: string[]): void {
  for (const t of texts) parseA52(t);
}

/** Claim against delivery of every response, each parsed once beforehand so only the audit is timed. */
export function auditOf(texts: string[]): () => void {
  const parsed = texts.map((t) => ({ doc: parseA52(t), text: t }));
  return () => {
    for (const p of parsed) auditA52(p.doc, p.text);
  };
}

export function renderAll(texts: string[]): void {
  for (const t of texts) renderA52(parseA52(t));
}

export function parseSession(text: string): void {
  parseA52Session(text);
}
