// Derives prisma/postgres/schema.prisma from prisma/schema.prisma: Prisma fixes one provider per schema,
// so the PostgreSQL client is generated from a copy with provider, url and output swapped.
// `--check` exits 1 when the committed copy is stale.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";

const source = readFileSync("prisma/schema.prisma", "utf8");
const swaps = [
  ['provider = "sqlite"', 'provider = "postgresql"'],
  ['url      = "file:./data/roundtable.db"', 'url      = "postgresql://localhost/unused"'],
  ['output     = "../generated/sqlite"', 'output     = "../../generated/pg"'],
];
let derived = "// Generated from prisma/schema.prisma by scripts/postgres-schema.mjs. Do not edit.\n" + source;
for (const [from, to] of swaps) {
  if (!derived.includes(from)) {
    console.error(`prisma/schema.prisma no longer contains ${from}; update scripts/postgres-schema.mjs`);
    process.exit(1);
  }
  derived = derived.replace(from, to);
}
const target = "prisma/postgres/schema.prisma";
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {}
  if (current !== derived) {
    console.error(`${target} is stale: run npm run db:schema:pg`);
    process.exit(1);
  }
  console.log(`${target} is up to date`);
} else {
  mkdirSync("prisma/postgres", { recursive: true });
  writeFileSync(target, derived);
  console.log(`wrote ${target}`);
}
