import { seededRandom } from "@/lib/seeded-random";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { FORMATS, parseDirectory, type DirectoryFile } from "@/lib/contract";
import { generatedDialogue } from "../tests/helpers/generate";

// Issue 17: every format reader in the registry (and parseDirectory) fed generated and mutated inputs seeded from the
// corpus; zero exceptions, parse time linear in input size. Iterates FORMATS, so a format added there is fuzzed too.

const CORPUS = join(process.cwd(), "../shared/corpus");
const FOLDERS = ["blue", "a52", "acor", "goopspec"];

export interface FuzzFigures {
  corpus: { present: boolean; folders: Record<string, number>; directories: number; note: string };
  inputs: number;
  directoryInputs: number;
  seed: number;
  formats: string[];
  exceptions: { target: string; message: string; minimalInput: string }[];
  /** Per target: corpus median throughput, and the slowest fuzz input of at least 4 KB against it. */
  speed: Record<
    string,
    { corpusMedianBytesPerMs: number; worstBytesPerMs: number; worstVsMedian: number; worstInputBytes: number; worstInputStart: string; inputs: number }
  >;
  /** Pathological shapes at 4× and 16× a base size (best of three): time ratio (4 is linear) and the implied exponent. */
  scaling: Record<string, { bytes16x: number; ms4x: number; ms16x: number; ratio: number; exponent: number }>;
  seconds: number;
}

export function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    if (s.isDirectory()) out.push(...walk(path));
    else if (s.size < 2_000_000 && (name.endsWith(".md") || name.endsWith(".json") || name.endsWith(".txt") || name.endsWith(".xml"))) out.push(path);
  }
  return out;
}

/** Dialogue directories: folders holding `round-N/` folders, read as parseDirectory reads them. */
function dialogueDirectories(root: string): DirectoryFile[][] {
  const out: DirectoryFile[][] = [];
  const visit = (dir: string) => {
    const names = readdirSync(dir);
    if (names.some((n) => n.startsWith("round-") && statSync(join(dir, n)).isDirectory())) {
      out.push(walk(dir).map((path) => ({ path: relative(dir, path), content: readFileSync(path, "utf8") })));
      return;
    }
    for (const n of names) if (statSync(join(dir, n)).isDirectory()) visit(join(dir, n));
  };
  visit(root);
  return out;
}

/** Tokens of every format's syntax, and bytes that trip readers. */
const TOKENS = [
  "\n",
  "\n\n",
  "\r\n",
  "\t",
  " ",
  "[",
  "]",
  "(",
  ")",
  "|",
  "`",
  "```",
  "~~~",
  "**",
  "*",
  "_",
  "#",
  "# ",
  "## ",
  "### ",
  "> ",
  "- ",
  "1. ",
  "## Round 1: ",
  "### Muffin 🧁",
  "### 💙 Judge",
  "[TENSION T01: ",
  "[RESOLVED T01]",
  "[PERSPECTIVE P01: ",
  "[REFINEMENT ",
  "[CONCESSION ",
  "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |",
  "|---|---|",
  "**Status**: ",
  "**Total ALIGNMENT**: ",
  ": ",
  "T1-M",
  "R1-T01",
  "<goop_report>",
  "</goop_report>",
  "<",
  ">",
  "</",
  "```json\n",
  "{",
  "}",
  '"',
  ":",
  ",",
  "$ ",
  "```bash\n",
  "Exit code: ",
  "A52",
  "---\n",
  "🧁",
  "💙",
  "\u0000",
  "\uFFFD",
  "\u200B",
  "\uD800",
  "é",
  "0",
  "9",
  "99999999999999999999",
  "-1",
  "NaN",
];

export function mutate(text: string, random: () => number, seeds: string[]): string {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  let out = text;
  const n = 1 + Math.floor(random() * 6);
  for (let k = 0; k < n; k++) {
    const at = Math.floor(random() * (out.length + 1));
    const len = Math.floor(random() * Math.min(512, out.length - at + 1));
    switch (Math.floor(random() * 8)) {
      case 0:
        out = out.slice(0, at) + out.slice(at + len);
        break;
      case 1:
        out = out.slice(0, at) + out.slice(at, at + len).repeat(2 + Math.floor(random() * 8)) + out.slice(at + len);
        break;
      case 2:
        out = out.slice(0, at) + pick(TOKENS) + out.slice(at);
        break;
      case 3:
        out = out.slice(0, at) + pick(TOKENS).repeat(1 + Math.floor(random() * 200)) + out.slice(at);
        break;
      case 4: {
        const other = pick(seeds);
        const from = Math.floor(random() * other.length);
        out = out.slice(0, at) + other.slice(from, from + 1 + Math.floor(random() * 2048)) + out.slice(at);
        break;
      }
      case 5:
        out = out.slice(0, at);
        break;
      case 6:
        out = out.slice(0, at) + String.fromCharCode(Math.floor(random() * 0x10000)) + out.slice(at + 1);
        break;
      default: {
        const lines = out.split("\n");
        const i = Math.floor(random() * lines.length);
        lines.splice(Math.floor(random() * lines.length), 0, lines[i] ?? "");
        out = lines.join("\n");
      }
    }
  }
  return out;
}

export function generate(random: () => number): string {
  let out = "";
  const n = Math.floor(random() * 400);
  for (let i = 0; i < n; i++) out += random() < 0.3 ? String.fromCharCode(32 + Math.floor(random() * 95)) : TOKENS[Math.floor(random() * TOKENS.length)]!;
  return out;
}

/** Cuts an input down while it still throws: halves, then quarters… of what is left. */
function minimise(text: string, throws: (s: string) => boolean): string {
  let current = text;
  for (let chunk = Math.ceil(current.length / 2); chunk >= 1; chunk = Math.floor(chunk / 2)) {
    for (let at = 0; at < current.length;) {
      const candidate = current.slice(0, at) + current.slice(at + chunk);
      if (throws(candidate)) current = candidate;
      else at += chunk;
    }
  }
  return current;
}

/** Pathological shapes for the linearity check, each a function of a repeat count. */
const SHAPES: Record<string, (n: number) => string> = {
  "one long line of inline markup": (n) => "**a** _b_ `c` [d](e) [TENSION T1: x] ".repeat(n),
  "backtick runs of growing length": (n) =>
    Array.from({ length: Math.round(Math.sqrt(n) * 6) }, (_, i) => "`".repeat(i + 1) + "x").join(" ") + " [TENSION T01: x]",
  "unclosed brackets": (n) => "[TENSION T01: ".repeat(n),
  "table rows": (n) =>
    "| Agent | Wisdom | Consistency | Truth | Relationships | **Total** |\n|---|---|---|---|---|---|\n" + "| 🧁 Muffin | 1 | 2 | 3 | 4 | **10** |\n".repeat(n),
  "many rounds and agents": (n) => Array.from({ length: n }, (_, i) => `## Round ${i}: R\n\n### Muffin 🧁\n\n[PERSPECTIVE P01: p]\nText.\n`).join("\n"),
  "nested quotes": (n) => ">".repeat(n * 4) + " deep [TENSION T01: x]\n",
  "goop envelopes": (n) => "<goop_report>\n".repeat(n) + "</goop_report>\n".repeat(n),
};

function timeOnce(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export function fuzzBench(total = 100_000, seed = 17): FuzzFigures {
  const started = performance.now();
  const random = seededRandom(seed);
  const present = existsSync(CORPUS);
  const folders: Record<string, number> = {};
  const seeds: string[] = [];
  let directories: DirectoryFile[][] = [];
  if (present) {
    for (const folder of FOLDERS) {
      const dir = join(CORPUS, folder);
      const files = existsSync(dir) ? walk(dir) : [];
      folders[folder] = files.length;
      for (const f of files) seeds.push(readFileSync(f, "utf8"));
    }
    directories = existsSync(join(CORPUS, "blue")) ? dialogueDirectories(join(CORPUS, "blue")) : [];
  }
  const note = present
    ? `seeded from ${seeds.length} corpus files (${Object.entries(folders)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}) and ${directories.length} dialogue directories`
    : `../shared/corpus is ABSENT: seeded only from generated dialogues (the figures do not cover real documents)`;
  if (seeds.length === 0) for (let i = 0; i < 20; i++) seeds.push(generatedDialogue(i, i % 3));
  if (directories.length === 0)
    directories = [
      [
        { path: "round-0/muffin.md", content: seeds[0]! },
        { path: "scoreboard.md", content: seeds[1] ?? "" },
      ],
    ];

  const targets: { name: string; run: (text: string) => unknown }[] = FORMATS.flatMap((f) => [
    { name: `${f.kind}.parse`, run: (text: string) => f.parse(text) },
    { name: `${f.kind}.detect`, run: (text: string) => f.detect(text) },
    { name: `${f.kind}.render(parse)`, run: (text: string) => f.render(f.parse(text)) },
  ]);
  const exceptions: FuzzFigures["exceptions"] = [];
  const seenErrors = new Set<string>();
  const record = (target: string, error: unknown, input: string, throws: (s: string) => boolean) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const key = `${target}|${message}`;
    if (seenErrors.has(key)) return;
    seenErrors.add(key);
    exceptions.push({ target, message, minimalInput: minimise(input, throws) });
  };
  const throwsIn = (run: (t: string) => unknown) => (s: string) => {
    try {
      run(s);
      return false;
    } catch {
      return true;
    }
  };

  // Corpus throughput per target: the median is the reference for every fuzz input.
  const speed: FuzzFigures["speed"] = {};
  const samples = new Map<string, number[]>();
  for (const t of targets.filter((t) => t.name.endsWith(".parse"))) {
    const rates = seeds
      .filter((s) => s.length >= 4096)
      .map(
        (s) =>
          s.length /
          Math.max(
            0.01,
            timeOnce(() => t.run(s)),
          ),
      );
    rates.sort((a, b) => a - b);
    speed[t.name] = {
      corpusMedianBytesPerMs: +(rates[Math.floor(rates.length / 2)] ?? 0).toFixed(1),
      worstBytesPerMs: Infinity,
      worstVsMedian: 1,
      worstInputBytes: 0,
      worstInputStart: "",
      inputs: 0,
    };
    samples.set(t.name, []);
  }

  let directoryInputs = 0;
  for (let i = 0; i < total; i++) {
    if (random() < 0.05) {
      // A dialogue directory with one file mutated (content or path), through parseDirectory.
      directoryInputs++;
      const dir = directories[Math.floor(random() * directories.length)]!.map((f) => ({ ...f }));
      const victim = dir[Math.floor(random() * dir.length)];
      if (victim) {
        if (random() < 0.2) victim.path = mutate(victim.path, random, ["round-1/", "../", "panel.json", "expert-pool.json", "tensions.md"]);
        else victim.content = mutate(victim.content.slice(0, 16_384), random, seeds);
      }
      const run = (files: DirectoryFile[]) => parseDirectory(files, { name: "fuzz" });
      try {
        run(dir);
      } catch (error) {
        record("parseDirectory", error, JSON.stringify(dir), (s) => {
          try {
            return throwsIn(() => run(JSON.parse(s) as DirectoryFile[]))("");
          } catch {
            return false;
          }
        });
      }
      continue;
    }
    const base = seeds[Math.floor(random() * seeds.length)]!;
    const from = Math.floor(random() * base.length);
    // Mostly slices of up to 6 KB (fast, varied), sometimes a whole seed, sometimes generated from tokens alone.
    const r = random();
    const input = r < 0.1 ? generate(random) : mutate(r < 0.12 ? base : base.slice(from, from + 6144), random, seeds);
    // Rendering back is checked on one input in ten: it is the writer, the readers are what the run is for.
    const renderToo = random() < 0.1;
    for (const t of targets) {
      if (!renderToo && t.name.endsWith(".render(parse)")) continue;
      let ms = 0;
      try {
        ms = timeOnce(() => t.run(input));
      } catch (error) {
        record(t.name, error, input, throwsIn(t.run));
        continue;
      }
      const s = speed[t.name];
      if (s && input.length >= 4096) {
        s.inputs++;
        let rate = input.length / Math.max(0.01, ms);
        if (rate < s.worstBytesPerMs) {
          // A slow time on a shared machine may be a pause, not the parser: the best of three more runs counts.
          rate = input.length / Math.max(0.01, Math.min(ms, ...[0, 1, 2].map(() => timeOnce(() => t.run(input)))));
          if (rate < s.worstBytesPerMs) {
            s.worstBytesPerMs = rate;
            s.worstInputBytes = input.length;
            s.worstInputStart = input.slice(0, 160);
          }
        }
      }
    }
  }
  for (const s of Object.values(speed)) {
    if (!Number.isFinite(s.worstBytesPerMs)) s.worstBytesPerMs = 0;
    s.worstBytesPerMs = +s.worstBytesPerMs.toFixed(1);
    s.worstVsMedian = s.corpusMedianBytesPerMs > 0 ? +(s.worstBytesPerMs / s.corpusMedianBytesPerMs).toFixed(3) : 0;
  }

  const scaling: FuzzFigures["scaling"] = {};
  for (const f of FORMATS) {
    for (const [shape, make] of Object.entries(SHAPES)) {
      const small = make(1600);
      const large = make(6400);
      // Best of three: the machine is shared, and a slow outlier is not the parser's.
      const best = (text: string) => Math.min(...[0, 1, 2].map(() => timeOnce(() => f.parse(text))));
      const ms4x = best(small);
      const ms16x = best(large);
      const ratio = ms16x / Math.max(0.01, ms4x);
      const sizeRatio = large.length / small.length;
      scaling[`${f.kind}: ${shape}`] = {
        bytes16x: large.length,
        ms4x: +ms4x.toFixed(2),
        ms16x: +ms16x.toFixed(2),
        ratio: +ratio.toFixed(1),
        exponent: +(Math.log(ratio) / Math.log(sizeRatio)).toFixed(2),
      };
    }
  }
  return {
    corpus: { present, folders, directories: directories.length, note },
    inputs: total,
    directoryInputs,
    seed,
    formats: FORMATS.map((f) => f.kind),
    exceptions,
    speed,
    scaling,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
  };
}
