import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the lint step, typed by use here
import { importCycles } from "../scripts/import-cycles.mjs";

const roots: string[] = [];
afterEach(() => {
  while (roots.length) rmSync(roots.pop()!, { recursive: true, force: true });
});

/** A project of the given files (path → source) in a temporary folder. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "roundtable-cycles-"));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("the import-cycle check of the lint step", () => {
  it("finds two modules that import each other, through @/ or a relative path", () => {
    const root = project({
      "lib/a.ts": `import { b } from "@/lib/b";\nexport const a = () => b;`,
      "lib/b.ts": `import { a } from "./a";\nexport const b = () => a;`,
    });
    expect(importCycles(root)).toEqual([["lib/a.ts", "lib/b.ts"]]);
  });

  it("finds a loop of three through a folder's index, a re-export and an import() call, and names only its members", () => {
    const root = project({
      "lib/x/index.ts": `export { y } from "../y";`,
      "lib/y.tsx": `export const y = () => import("@/lib/z");`,
      "lib/z.ts": `import { y } from "./x";\nexport const z = y;`,
      "lib/outside.ts": `import { z } from "./z";\nexport const o = z;`,
    });
    expect(importCycles(root)).toEqual([["lib/x/index.ts", "lib/y.tsx", "lib/z.ts"]]);
  });

  it("leaves alone imports erased at run time (import type, all-type named imports) and packages", () => {
    const root = project({
      "lib/a.ts": `import type { B } from "./b";\nimport { type C } from "./c";\nimport { z } from "zod";\nexport type A = B | C; export const a = z;`,
      "lib/b.ts": `import { a } from "./a";\nexport type B = typeof a;`,
      "lib/c.ts": `export type { A } from "./a";\nexport type C = 1;`,
    });
    expect(importCycles(root)).toEqual([]);
  });
});
