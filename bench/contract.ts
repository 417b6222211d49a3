import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { auditDialogue, parseDialogue, parseDirectory, parseInput, persuasionOf, type DocumentInput } from "@/lib/contract";
import { directoryTree } from "../tests/helpers/directory-tree";

export interface Workload {
  name: string;
  /** The markdown of every item, for the baselines (a directory's .md files, one by one). */
  texts: string[];
  parse: () => void;
  /** The convergence audit and who moved whom of every item, its parse done beforehand (issue 34: under 10 % of the parse). */
  audit: () => void;
  bytes: number;
}

/** Audits every input and reads who moved whom, parsed once beforehand so only those are timed. */
function auditOf(inputs: DocumentInput[]): () => void {
  let parsed: { input: DocumentInput; dialogue: ReturnType<typeof parseInput>["dialogue"] }[] | null = null;
  return () => {
    parsed ??= inputs.map((input) => ({ input, dialogue: parseInput(input).dialogue }));
    for (const p of parsed) {
      auditDialogue(p.dialogue, p.input);
      persuasionOf(p.dialogue, p.input);
    }
  };
}

/** The real Blue corpus when it is beside the project, else our samples. */
export function contractWorkload(): Workload {
  const corpus = join(process.cwd(), "../shared/corpus/blue/.blue");
  if (existsSync(corpus)) {
    const singles = readdirSync(join(corpus, "docs/dialogues"))
      .filter((n) => n.endsWith(".md"))
      .map((n) => readFileSync(join(corpus, "docs/dialogues", n), "utf8"));
    const dirs = readdirSync(join(corpus, "dialogues"))
      .filter((n) => statSync(join(corpus, "dialogues", n)).isDirectory())
      .map((n) => ({ name: n, files: directoryTree(join(corpus, "dialogues", n)) }));
    const texts = [...singles, ...dirs.flatMap((d) => d.files.filter((f) => f.path.endsWith(".md") && !f.path.endsWith(".prompt.md")).map((f) => f.content))];
    return {
      name: `../shared/corpus (${singles.length} single files + ${dirs.length} round-scoped directories)`,
      texts,
      bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0),
      audit: auditOf([
        ...singles.map((text, i): DocumentInput => ({ type: "file", name: `single-${i}.md`, text })),
        ...dirs.map((d): DocumentInput => ({ type: "directory", name: d.name, files: d.files.filter((f) => !f.path.endsWith(".prompt.md")) })),
      ]),
      parse: () => {
        for (const s of singles) parseDialogue(s);
        for (const d of dirs)
          parseDirectory(
            d.files.filter((f) => !f.path.endsWith(".prompt.md")),
            { name: d.name },
          );
      },
    };
  }
  const dir = join(process.cwd(), "prisma/seed");
  const texts = readdirSync(dir)
    .filter((n) => n.endsWith(".md"))
    .map((n) => readFileSync(join(dir, n), "utf8"));
  return {
    name: "prisma/seed samples (corpus absent)",
    texts,
    bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0),
    parse: () => texts.forEach((t) => parseDialogue(t)),
    audit: auditOf(texts.map((text, i): DocumentInput => ({ type: "file", name: `seed-${i}.md`, text }))),
  };
}

const remark = unified().use(remarkParse).use(remarkGfm);

export function remarkParseAll(texts: string[]): void {
  for (const t of texts) remark.runSync(remark.parse(t));
}

/** The least any line-based reader does: split into lines and trim each. */
export function bareSplit(texts: string[]): number {
  let n = 0;
  for (const t of texts) for (const line of t.split("\n")) n += line.trim().length;
  return n;
}
