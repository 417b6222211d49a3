import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(process.cwd(), "app");

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesNamed(join(dir, entry.name), name) : entry.name === name ? [join(dir, entry.name)] : [],
  );
}

// A loading.tsx is a <Suspense> around its segment's page: once its skeleton is sent the status is 200, so a sign-in
// redirect, a 403 or a 404 decided by the page arrives as a page that redirects by script or says "not found" with 200.
// Whatever decides the status must run above it, in the segment's layout (see app/search/layout.tsx).
describe("loading.tsx files", () => {
  it("each has a layout beside it that runs the page's gate before the skeleton is sent", () => {
    const loadings = filesNamed(APP, "loading.tsx");
    expect(loadings.length).toBeGreaterThan(0);
    for (const loading of loadings) {
      const segment = relative(APP, dirname(loading)) || ".";
      expect(segment, "a loading.tsx at the root would wrap every page, each with its own gate").not.toBe(".");
      const layout = join(dirname(loading), "layout.tsx");
      expect(existsSync(layout), `app/${segment}/layout.tsx`).toBe(true);
      expect(readFileSync(layout, "utf8"), `app/${segment}/layout.tsx awaits the gate`).toMatch(/await require(Reader|Role)\(/);
    }
  });
});
