import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat } from "../formats";
import { detectA52 } from "./detect";

const ROOT = process.cwd();
const CORPUS = join(ROOT, "../shared/corpus");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = join(dir, n);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

describe("A52 detection", () => {
  it("claims responses of either era, and the registry routes them to a52", () => {
    const xml = "<summary>\nS.\n</summary>\n<course_of_action>\nP.\n</course_of_action>\n";
    const md = "S.\n\n### Course of Action\n\nP.\n";
    const deprecated = "S.\n\n```xml\n<src/a.ts>\nx\n</src/a.ts>\n```\n\n```xml\n<b.md>\ny\n</b.md>\n```\n";
    for (const t of [xml, md, deprecated]) {
      expect(detectA52(t)).toBeGreaterThan(0.5);
      expect(detectFormat(t).kind).toBe("a52");
    }
  });

  it("does not claim a GoopSpec files entry, a mention, or a dialogue of our seed", () => {
    expect(detectA52('<goop_report>\n  <files>\n    <file path="a.ts" action="modified">changed</file>\n  </files>\n</goop_report>\n')).toBeLessThan(0.5);
    expect(detectA52('We use `<file path="x">` tags and `</file>`.\n')).toBe(0);
    for (const f of readdirSync(join(ROOT, "prisma/seed")).filter((n) => n.endsWith(".md"))) {
      expect(detectA52(readFileSync(join(ROOT, "prisma/seed", f), "utf8"))).toBe(0);
    }
  });

  const others = ["blue", "goopspec", "acor"].map((k) => join(CORPUS, k));
  const present = others.every((d) => existsSync(d));
  if (!present) console.warn(`A52 detection suite on other formats skipped: ${others.join(", ")} absent`);
  it.skipIf(!present)("claims no dialogue, GoopSpec report or ACOR transcript of ../shared/corpus", () => {
    const files = others.flatMap(walk).filter((f) => f.endsWith(".md") || f.endsWith(".xml"));
    expect(files.length).toBeGreaterThan(50);
    const claimed = files.filter((f) => detectA52(readFileSync(f, "utf8")) > 0.5);
    expect(claimed).toEqual([]);
  });
});

describe("the A52 contract is written without regular expressions", () => {
  it("no regex literal or RegExp in its source", () => {
    const dir = join(ROOT, "lib/contract/a52");
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))) {
      const src = readFileSync(join(dir, f), "utf8");
      expect(src, f).not.toContain("RegExp");
      for (const call of [".match(", ".test(", ".exec(", ".replace(/", ".split(/", "matchAll("]) expect(src, `${f}: ${call}`).not.toContain(call);
    }
  });
});
