// Fails when a route's page.tsx grows past MAX_LINES: a page reads its parameters, loads one model and composes;
// the work belongs in its load.ts, lib/ and components/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const MAX_LINES = 80;

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? pages(full) : name === "page.tsx" ? [full] : [];
  });
}

const long = pages(join(process.cwd(), "app"))
  .map((file) => ({ file: relative(process.cwd(), file), lines: readFileSync(file, "utf8").trimEnd().split("\n").length }))
  .filter((p) => p.lines >= MAX_LINES);
if (long.length > 0) {
  console.error(`pages of ${MAX_LINES} lines or more (move the work into load.ts, lib/ or components/):`);
  for (const p of long) console.error(`  ${p.file}: ${p.lines} lines`);
  process.exit(1);
}
console.log(`every app/**/page.tsx is under ${MAX_LINES} lines`);
