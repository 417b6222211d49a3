import { describe, expect, it } from "vitest";
import { isCurrent, navLinksFor } from "./navigation";

const labels = (role: Parameters<typeof navLinksFor>[0], publicRead: boolean) => navLinksFor(role, publicRead).map((l) => l.label);

describe("navLinksFor", () => {
  it("gives a visitor nothing to follow unless reading is public, then only the reading pages", () => {
    expect(labels(null, false)).toEqual([]);
    expect(labels(null, true)).toEqual(["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging"]);
  });
  it("adds pages by role", () => {
    expect(labels("viewer", false)).toEqual(["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging"]);
    expect(labels("judge", false)).toEqual(["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging", "Queues"]);
    expect(labels("admin", true)).toEqual(["Dialogues", "Search", "Compare", "Agents", "Audit", "Judging", "Queues", "Upload", "Sources", "Users"]);
  });
});

describe("isCurrent", () => {
  it("matches a section and its subpages, and the index only itself", () => {
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/", "/search")).toBe(false);
    expect(isCurrent("/queues", "/queues/3")).toBe(true);
    expect(isCurrent("/search", "/searching")).toBe(false);
  });
});
