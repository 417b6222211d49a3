import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The contract reads with recognisers over closed tables; a regular expression here would be a second, hidden grammar.
describe("the ACOR contract", () => {
  const dir = join(process.cwd(), "lib/contract/acor");
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))) {
    it(`${name} uses no regular expression`, () => {
      const source = readFileSync(join(dir, name), "utf8");
      for (const sign of ["RegExp", ".match(/", ".replace(/", ".split(/", ".test(", ".search(/", "= /", "(/"]) expect(source).not.toContain(sign);
    });
  }
});
