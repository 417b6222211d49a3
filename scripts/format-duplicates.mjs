// Fails when two format folders of lib/contract share a block of six or more identical lines of code: what two formats
// both need belongs in lib/contract/core/. Blank lines, comments, imports and lone punctuation do not count.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const CONTRACT = join(process.cwd(), "lib/contract");
const MIN_LINES = 6;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "fixtures" ? [] : sourceFiles(full);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The lines that carry code, folded, each with its line number. */
function codeLines(file) {
  const out = [];
  let inComment = false;
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((raw, index) => {
      const line = raw.trim().replace(/\s+/g, " ");
      if (inComment) {
        if (line.includes("*/")) inComment = false;
        return;
      }
      if (line.startsWith("/*")) {
        inComment = !line.includes("*/");
        return;
      }
      if (line === "" || line.startsWith("//") || line.startsWith("import ") || /^[\s{}()[\];,]*$/.test(line)) return;
      out.push({ text: line, line: index + 1 });
    });
  return out;
}

/** Blocks of MIN_LINES or more identical code lines that file `a` and file `b` share. */
function sharedBlocks(a, b) {
  const starts = new Map();
  for (let i = 0; i + MIN_LINES <= b.lines.length; i++) {
    const key = b.lines
      .slice(i, i + MIN_LINES)
      .map((l) => l.text)
      .join("\n");
    if (!starts.has(key)) starts.set(key, i);
  }
  const found = [];
  for (let i = 0; i + MIN_LINES <= a.lines.length; i++) {
    const j = starts.get(
      a.lines
        .slice(i, i + MIN_LINES)
        .map((l) => l.text)
        .join("\n"),
    );
    if (j === undefined) continue;
    found.push(`${a.path}:${a.lines[i].line} ~ ${b.path}:${b.lines[j].line}`);
    i += MIN_LINES - 1;
  }
  return found;
}

const folders = readdirSync(CONTRACT).filter((n) => n !== "core" && statSync(join(CONTRACT, n)).isDirectory());
const files = folders.flatMap((folder) => sourceFiles(join(CONTRACT, folder)).map((f) => ({ folder, path: relative(process.cwd(), f), lines: codeLines(f) })));
const problems = [];
for (const a of files) for (const b of files) if (a.folder < b.folder) problems.push(...sharedBlocks(a, b));
if (problems.length > 0) {
  console.error(`format folders share blocks of ${MIN_LINES}+ identical lines (move them to lib/contract/core/):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`format folders (${folders.join(", ")}): no block of ${MIN_LINES}+ identical lines shared`);
