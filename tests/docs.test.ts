import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// The README is a front door: short, linking every other page, and every link in the docs lands somewhere.
const ROOT = process.cwd();
const PAGES = ["README.md", "CONTRIBUTING.md", "bench/README.md", ...readdirSync(join(ROOT, "docs")).flatMap((n) => (n.endsWith(".md") ? [`docs/${n}`] : []))];
const read = (page: string) => readFileSync(join(ROOT, page), "utf8");

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, "")
    .replace(/ /g, "-");

function links(page: string): { target: string; anchor: string | null }[] {
  const text = read(page).replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href))
    .map((href) => {
      const [path, anchor] = href.split("#");
      return { target: path ? normalize(join(dirname(page), path)) : page, anchor: anchor ?? null };
    });
}

describe("the documentation", () => {
  it("keeps the README under 150 lines, linking every other page", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(150);
    const linked = new Set(links("README.md").map((l) => l.target));
    for (const page of PAGES.filter((p) => p !== "README.md")) expect(linked, page).toContain(page);
  });

  it("has no link to a missing file or heading", () => {
    for (const page of PAGES) {
      for (const { target, anchor } of links(page)) {
        expect(existsSync(join(ROOT, target)), `${page} → ${target}`).toBe(true);
        if (anchor && target.endsWith(".md")) {
          const anchors = [...read(target).matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1]!));
          expect(anchors, `${page} → ${target}#${anchor}`).toContain(anchor);
        }
      }
    }
  });
});

describe("the API documentation", () => {
  it("shows every endpoint with curl", async () => {
    const { ENDPOINTS } = await import("@/lib/api/endpoints");
    const page = read("docs/api.md");
    for (const e of ENDPOINTS) {
      const example = new RegExp(`\\$RT${e.path.replace(/\{\w+\}/g, '[^/\\s?"]+').replace(/\./g, "\\.")}(?=[\\s?"]|$)`, "m");
      expect(page, `${e.method} ${e.path}`).toMatch(example);
    }
  });
});
