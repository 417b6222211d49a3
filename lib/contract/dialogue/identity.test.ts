import { describe, expect, it } from "vitest";
import { combineParts, dialogueKey, isRevision, isTimestampSlug } from "@/lib/contract";

const SLUG = "2026-03-11T1341Z-jira-cloud-integration-for-blue";
const summary = {
  layout: "file" as const,
  path: `.blue/docs/dialogues/${SLUG}.dialogue.recorded.md`,
  files: [{ path: `${SLUG}.dialogue.recorded.md`, content: "# S" }],
};
const directory = { layout: "directory" as const, path: `dialogues/${SLUG}`, files: [{ path: "round-0/muffin.md", content: "m0" }] };

describe("a document's logical key", () => {
  it("is the timestamp-slug a directory and its recorded summary share, and nothing for a name without one", () => {
    expect(dialogueKey(summary.path, "file")).toBe(`dialogue:${SLUG}`);
    expect(dialogueKey(`.blue/dialogues/${SLUG}`, "directory")).toBe(`dialogue:${SLUG}`);
    expect(dialogueKey(`${SLUG}.dialogue.md`, "file")).toBe(`dialogue:${SLUG}`);
    expect(dialogueKey("cross-repo-realms.dialogue.recorded.md", "file")).toBeNull();
    expect(dialogueKey(`${SLUG}.md`, "file")).toBeNull();
    expect(isTimestampSlug("2026-01-26T2128Z-spike")).toBe(true);
    expect(isTimestampSlug("2026-01-26-2128Z-spike")).toBe(false);
  });
});

describe("combining a document's parts", () => {
  it("reads a directory with its summary whichever arrived first", () => {
    const a = combineParts([summary, directory], SLUG);
    const b = combineParts([directory, summary], SLUG);
    expect(a).toEqual(b);
    expect(a).toEqual({
      type: "directory",
      name: SLUG,
      files: [
        { path: `${SLUG}.dialogue.recorded.md`, content: "# S" },
        { path: "round-0/muffin.md", content: "m0" },
      ],
    });
  });

  it("lets a later arrival of a file replace an earlier one, and reads file parts alone as the latest file", () => {
    const edited = { ...directory, path: `.blue/dialogues/${SLUG}`, files: [{ path: "round-0/muffin.md", content: "m0 edited" }] };
    const combined = combineParts([directory, summary, edited], SLUG);
    expect(combined?.type === "directory" && combined.files.find((f) => f.path === "round-0/muffin.md")?.content).toBe("m0 edited");
    const newer = { ...summary, path: `${SLUG}.dialogue.recorded.md`, files: [{ path: `${SLUG}.dialogue.recorded.md`, content: "# S2" }] };
    expect(combineParts([summary, newer], SLUG)).toEqual({ type: "file", name: `${SLUG}.dialogue.recorded.md`, text: "# S2" });
  });
});

describe("a revision or an addition", () => {
  const file = { type: "file" as const, name: `${SLUG}.dialogue.recorded.md`, text: "# S" };
  const whole = combineParts([summary, directory], SLUG)!;
  it("a directory joining its summary only adds: the same version", () => {
    expect(isRevision(file, whole)).toBe(false);
    expect(isRevision(combineParts([directory], SLUG)!, whole)).toBe(false);
  });
  it("a changed or missing file is a new version", () => {
    expect(isRevision(file, { ...file, text: "# S edited" })).toBe(true);
    expect(isRevision(whole, combineParts([summary, { ...directory, files: [{ path: "round-0/muffin.md", content: "m1" }] }], SLUG)!)).toBe(true);
    expect(isRevision(whole, file)).toBe(true);
  });
});
