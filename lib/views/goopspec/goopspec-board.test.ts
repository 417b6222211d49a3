import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { goopspecFormat } from "@/lib/contract";
import { buildSessionBoard, sameAgent, type BoardInput } from "./goopspec-board";

const DIR = join(process.cwd(), "tests/fixtures/goopspec-session");
const session = (): BoardInput[] =>
  readdirSync(DIR)
    .sort()
    .map((name) => ({ id: name, title: name, href: `/d/${name}`, doc: goopspecFormat.parse(readFileSync(join(DIR, name), "utf8")) }));

describe("the session board", () => {
  it("orders the reports by phase, wave and task, whatever order they arrive in", () => {
    const order = ["01-orchestrator.md", "02-planner.md", "03-executor-w1t1.md", "04-executor-w1t2.md", "05-verifier.md"];
    expect(buildSessionBoard(session()).entries.map((e) => e.id)).toEqual(order);
    expect(buildSessionBoard([...session()].reverse()).entries.map((e) => e.id)).toEqual(order);
    const shuffled = session();
    shuffled.push(shuffled.shift()!, shuffled.shift()!);
    expect(buildSessionBoard(shuffled).entries.map((e) => e.id)).toEqual(order);
  });

  it("groups execution by wave and the rest by phase, with wave and task numbers", () => {
    const board = buildSessionBoard(session());
    expect(board.entries.map((e) => [e.group, e.wave, e.task])).toEqual([
      ["Plan", null, null],
      ["Plan", null, null],
      ["Wave 1", 1, 1],
      ["Wave 1", 1, 2],
      ["Accept", 1, null],
    ]);
  });

  it("makes BLOCKED reports and failed checks stand out", () => {
    const board = buildSessionBoard(session());
    expect(board.blocked).toEqual(["04-executor-w1t2.md"]);
    expect(board.failing).toEqual(["05-verifier.md"]);
    expect(board.entries.find((e) => e.id === "05-verifier.md")!.failedChecks.map((c) => c.name)).toEqual(["timezone"]);
  });

  it("chains the handoffs: who hands to whom, and which later report picked it up", () => {
    const chain = buildSessionBoard(session()).handoffs.map((h) => [h.from, h.fromAgent, h.toAgent, h.to, h.command]);
    expect(chain).toEqual([
      ["01-orchestrator.md", "goop-orchestrator", "goop-planner", "02-planner.md", "/goop-plan"],
      ["02-planner.md", "goop-planner", "orchestrator", null, "/goop-execute"],
      ["03-executor-w1t1.md", "goop-executor", "goop-executor", "04-executor-w1t2.md", "/goop-execute"],
      ["04-executor-w1t2.md", "goop-executor", "orchestrator", null, "/goop-discuss"],
      ["05-verifier.md", "goop-verifier", "goop-executor", null, "/goop-execute"],
    ]);
  });

  it("reads wave and task from the task id when <wave> and <task> are absent", () => {
    const text = readFileSync(join(DIR, "03-executor-w1t1.md"), "utf8")
      .replace('<wave current="1" total="2"/>', "")
      .replace('<task current="1" total="4"/>', "")
      .replace("W1.T1</task_id>", "W2.T3</task_id>");
    const [entry] = buildSessionBoard([{ id: "x", title: "x", doc: goopspecFormat.parse(text) }]).entries;
    expect([entry!.wave, entry!.task, entry!.group]).toEqual([2, 3, "Wave 2"]);
  });

  it("lists inputs without an envelope instead of dropping them", () => {
    const board = buildSessionBoard([...session(), { id: "notes.md", title: "notes", doc: goopspecFormat.parse("# Notes\n\nno report here\n") }]);
    expect(board.withoutReport).toEqual([{ id: "notes.md", title: "notes" }]);
    expect(board.entries).toHaveLength(5);
  });

  it("treats orchestrator and goop-orchestrator as one agent", () => {
    expect(sameAgent("orchestrator", "goop-orchestrator")).toBe(true);
    expect(sameAgent("goop-executor", "goop-verifier")).toBe(false);
    expect(sameAgent(null, "goop-executor")).toBe(false);
  });
});
