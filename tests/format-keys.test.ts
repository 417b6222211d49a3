import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectText } from "@/lib/contract";

// Our fixtures (tests/fixtures), read as text: the contract itself does no I/O.
const fixture = (path: string) => readFileSync(join(process.cwd(), "tests/fixtures", path), "utf8");

describe("each format's logical key (issue 28): what makes two arrivals the same document", () => {
  it("a GoopSpec report has no key: its task and wave repeat in every session, so two sessions' W1.T1 stay two documents", () => {
    const executor = projectText(fixture("goopspec-session/03-executor-w1t1.md"))!;
    expect(executor.kind).toBe("goopspec");
    expect(executor.logicalKey).toBeNull();
  });

  it("a PCPP session is named by its first cycle's start, which later exports of it keep", () => {
    const text = fixture("a52/session.json");
    const session = projectText(text)!;
    expect(session.kind).toBe("a52-session");
    expect(session.logicalKey).toMatch(/^a52-session:\d{4}-/);
  });

  it("an A52 response names nothing of its own", () => {
    expect(projectText(fixture("a52/response.md"))!.logicalKey).toBeNull();
  });
});
