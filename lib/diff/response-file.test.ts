import { describe, expect, it } from "vitest";
import { parseA52 } from "@/lib/contract";
import { diffResponseFile, suppliedPaths } from "./response-file";

const response = (blocks: string) => parseA52(`S.\n\n### Course of Action\n\nP.\n\n${blocks}`);
const one = response('<file path="src/a.ts">\n```ts\nconst a = 1;\nconst b = 2;\n```\n</file>\n<file path="old.ts" action="delete" />\n');
const two = response(
  '<file path="./src/a.ts">\nconst a = 1;\nconst b = 3;\n</file_artifact>\n<file path="src/new.ts">\nx\n</file>\n<file path="old.ts">\ny\n</file>\n',
);

describe("one file between two responses", () => {
  it("diffs the block content (fences excluded), paths matched after normalisation", () => {
    const d = diffResponseFile(one, two, "src/a.ts");
    expect(d.change).toBe("changed");
    expect(d.diff.lines.map((l) => [l.kind, l.text])).toEqual([
      ["equal", "const a = 1;"],
      ["delete", "const b = 2;"],
      ["insert", "const b = 3;"],
    ]);
  });

  it("says added, removed, deleted, same and absent", () => {
    expect(diffResponseFile(one, two, "src/new.ts")).toMatchObject({ change: "added", diff: { added: 1, removed: 0 } });
    expect(diffResponseFile(two, one, "src/new.ts")).toMatchObject({ change: "removed", diff: { added: 0, removed: 1 } });
    expect(diffResponseFile(two, one, "old.ts")).toMatchObject({ change: "deleted", diff: { added: 0, removed: 1 } });
    expect(diffResponseFile(one, one, "src/a.ts").change).toBe("same");
    expect(diffResponseFile(one, two, "nowhere.ts").change).toBe("absent");
    expect(diffResponseFile(null, two, "src/new.ts").change).toBe("added");
  });

  it("lists every supplied path of a cycle once", () => {
    expect(suppliedPaths([one, two, null])).toEqual(["src/a.ts", "old.ts", "src/new.ts"]);
  });
});
