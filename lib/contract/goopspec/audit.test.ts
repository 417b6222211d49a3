import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditGoopspec } from "./audit";
import { goopspecFormat } from "./index";
import { parseGoopspec } from "./parse";

const audit = (text: string) => auditGoopspec(parseGoopspec(text), text);

/** A filled report of our own, at the end of a response; `verification` is the block's inner lines, or null for none. */
function report(status: string, verification: string[] | null, agent = "goop-executor"): string {
  return [
    "Implemented the session store.",
    "",
    '<goop_report version="0.1.6">',
    `  <status>${status}</status>`,
    `  <agent>${agent}</agent>`,
    "  <task_id>W1.T2</task_id>",
    "  <state>",
    "    <phase>execute</phase>",
    "  </state>",
    "  <summary>Added the session store with expiry.</summary>",
    ...(verification === null ? [] : ["  <verification>", ...verification.map((l) => `    ${l}`), "  </verification>"]),
    "  <handoff>",
    "    <ready>true</ready>",
    '    <next_action agent="goop-verifier">Verify W1.T2</next_action>',
    "  </handoff>",
    "</goop_report>",
  ].join("\n");
}

describe("goopspec claim against delivery", () => {
  it("finds COMPLETE with no <verification>, naming the agent and quoting the status line", () => {
    const findings = audit(report("COMPLETE", null));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "goop-claims-complete-unverified", agent: "goop-executor" });
    expect(findings[0]!.evidence).toEqual([{ line: 4, text: "  <status>COMPLETE</status>" }]);
    expect(findings[0]!.message).toContain("W1.T2");
  });

  it("finds COMPLETE whose only check failed, quoting the check", () => {
    const findings = audit(report("COMPLETE", ['<check name="tests" passed="false">bun test - 3 failed</check>']));
    expect(findings.map((f) => f.rule)).toEqual(["goop-claims-complete-unverified"]);
    expect(findings[0]!.evidence.map((e) => e.text.trim())).toEqual([
      "<status>COMPLETE</status>",
      '<check name="tests" passed="false">bun test - 3 failed</check>',
    ]);
  });

  it("finds COMPLETE with an empty <verification>", () => {
    const findings = audit(report("COMPLETE", []));
    expect(findings[0]!.message).toContain("holds no check");
    expect(findings[0]!.evidence.map((e) => e.text.trim())).toEqual(["<status>COMPLETE</status>", "<verification>"]);
  });

  it("finds COMPLETE despite one failed check among passing ones", () => {
    const findings = audit(
      report("COMPLETE", ['<check name="tests" passed="true">12 passed</check>', '<check name="typecheck" passed="false">2 errors</check>']),
    );
    expect(findings.map((f) => f.rule)).toEqual(["goop-claims-complete-failed-check"]);
    expect(findings[0]!.message).toContain("typecheck");
  });

  it("names the report's agent as its subject with or without findings, through the contract", () => {
    const text = report("COMPLETE", ['<check name="tests" passed="true">ok</check>'], "goop-verifier");
    expect(audit(text)).toEqual([]);
    expect(goopspecFormat.auditSubject!(parseGoopspec(text))).toBe("goop-verifier");
    expect(goopspecFormat.auditSubject!(parseGoopspec(report("PARTIAL", null, "goop-[type]")))).toBeNull();
  });

  it("leaves the subject out when the agent is a placeholder", () => {
    expect(audit(report("COMPLETE", null, "goop-[type]"))[0]!.agent).toBeUndefined();
  });

  describe("near-misses that must not fire", () => {
    it("COMPLETE with a passing check", () => {
      expect(audit(report("COMPLETE", ['<check name="tests" passed="true">bun test - 42 passed</check>']))).toEqual([]);
    });
    it("PARTIAL, BLOCKED and CHECKPOINT with no verification", () => {
      for (const s of ["PARTIAL", "BLOCKED", "CHECKPOINT"]) expect(audit(report(s, null))).toEqual([]);
    });
    it("a template whose status is a placeholder", () => {
      expect(audit(report("COMPLETE|PARTIAL|BLOCKED|CHECKPOINT", null))).toEqual([]);
    });
    it("a response with no report", () => {
      expect(audit("Done: I added the tests and they pass.\n")).toEqual([]);
    });
  });

  it("a report claiming no completion yields nothing, whatever its checks (property)", () => {
    const check = fc.constantFrom('<check name="tests" passed="false">1 failed</check>', '<check name="tests" passed="true">ok</check>', "<check>ran</check>");
    fc.assert(
      fc.property(fc.constantFrom("PARTIAL", "BLOCKED", "CHECKPOINT", "", "in progress"), fc.option(fc.array(check, { maxLength: 3 })), (status, checks) => {
        expect(audit(report(status, checks))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
