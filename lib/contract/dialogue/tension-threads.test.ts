import { describe, expect, it } from "vitest";
import { parseDialogue } from "./parse";
import { normaliseStatus, readRaisedBy } from "./registry";
import type { ParsedDialogue } from "./types";

const dialogue = (tracker: string, rounds: string) =>
  parseDialogue(`# Alignment Dialogue: Identity

**Status**: Converged

${tracker}

${rounds}`);

const summary = (d: ParsedDialogue) => d.threads.map((t) => [t.id, t.status, t.events.map((e) => `${e.kind}:${e.agent}@${e.round}`)]);
const openCount = (d: ParsedDialogue) => d.threads.filter((t) => t.status === "open" || t.status === "partial").length;

describe("tension identity: the Judge's tracker row", () => {
  // Every agent numbers from T1; the Judge consolidated them into T01–T03 and named who raised each.
  const { dialogue: d, diagnostics } = dialogue(
    `## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T01 | Push hooks vs pull resources = layering violation | Muffin, Scone | ✅ **RESOLVED R1** - hooks push references |
| T02 | Knowledge folder scalability undefined | Muffin | Open → addressed by a budget |
| T03 | Who curates the tiers? | Eclair | **Resolved** |`,
    `## Round 0: Opening

### 🧁 Muffin

[TENSION T1: Push hooks vs pull resources creates a layering violation]

[TENSION T2: Scalability of the knowledge folder is undefined]

### 🧁 Scone

[TENSION T1: Push hooks and pull resources disagree about layering]

### 🧁 Eclair

[TENSION T1: Tier curation has no owner]

### 🧁 Donut

[TENSION T1: Nobody measured the latency]

## Round 1: Resolution

### 🧁 Muffin

[RESOLVED T01: hooks push references, resources pull content]`,
  );

  it("maps agent-local markers onto the rows that name their agent and share their key words", () => {
    expect(summary(d)).toEqual([
      ["T01", "resolved", ["raised:Muffin@0", "raised:Scone@0", "resolved:Muffin@1"]],
      ["T02", "open", ["raised:Muffin@0"]],
      ["T03", "resolved", ["raised:Eclair@0"]],
      // Nothing in the tracker names Donut or his tension: it is untracked, with its agent and round, never open.
      ["DONUT-T01", "untracked", ["raised:Donut@0"]],
    ]);
    expect(d.threads.at(-1)).toMatchObject({ agent: "Donut", round: 0, trackerStatus: null });
    expect(openCount(d)).toBe(1);
    expect(diagnostics.map((x) => x.code)).not.toContain("tracker-disagrees");
  });

  it("lists on each tracker row the markers mapped onto it", () => {
    expect(d.tensions.map((t) => t.markers.map((m) => d.markers[m]!.agent))).toEqual([["Muffin", "Scone"], ["Muffin"], ["Eclair"]]);
  });

  it("reads agent-suffixed tracker ids (T1-M, T1-C) as rows of their own", () => {
    const { dialogue: s } = dialogue(
      `## Tensions Tracker

| ID | Tension | Status | Raised |
|----|---------|--------|--------|
| T1-M | Should done be a status or metadata? | Resolved | 🧁 Muffin |
| T1-C | Status versus outcome semantics | Resolved | 🧁 Cupcake |
| T2-C | Where does the fix evidence go? Discoverability | Resolved | 🧁 Cupcake |`,
      `## Round 0: Opening

### Muffin 🧁

[TENSION T1: Should done be a status or metadata?]

### Cupcake 🧁

[TENSION T1: Status versus outcome semantics create ambiguity]

## Round 1: Closing

### Cupcake 🧁

[TENSION T2: Discoverability of the fix evidence]`,
    );
    expect(summary(s)).toEqual([
      ["T1-M", "resolved", ["raised:Muffin@0"]],
      ["T1-C", "resolved", ["raised:Cupcake@0"]],
      ["T2-C", "resolved", ["raised:Cupcake@1"]],
    ]);
  });

  it("maps a reused id in a later round onto the row its label names, not onto a second T01", () => {
    const { dialogue: s } = dialogue(
      `## Tensions Tracker

| ID | Tension | Status | Raised | Resolved |
|----|---------|--------|--------|----------|
| T1 | Timestamp precision costs filename length | Resolved | 🧁 Muffin R0 | R1 |
| T2 | Audit slug bug: bundle the fix in the RFC or separate? | Resolved | 🧁 Scone R0 | R1 |`,
      `## Round 0: Opening

### Muffin 🧁

[TENSION T1: Timestamp precision buys uniqueness]

### Scone 🧁

[TENSION T2: Audit slug bug]

## Round 1: Refining

### Cupcake 🧁

[TENSION T1: Audit fix bundling versus a separate slug fix]`,
    );
    expect(summary(s)).toEqual([
      ["T01", "resolved", ["raised:Muffin@0"]],
      ["T02", "resolved", ["raised:Scone@0", "raised:Cupcake@1"]],
    ]);
  });
});

describe("final status", () => {
  it("reads decorated status values", () => {
    expect(
      [
        "✅ **RESOLVED R1** - hooks push",
        "**Deferred to RFC**",
        "Open → addressed by budget",
        "Partially Resolved",
        "SUPERSEDED by X",
        "✓ RESOLVED (R1)",
        "**CONDITIONAL**",
        "Active",
        "In Progress",
        "Narrowed: refs only",
      ].map(normaliseStatus),
    ).toEqual(["resolved", "deferred", "open", "partial", "superseded", "resolved", "partial", "open", "open", "partial"]);
  });

  it("upgrades an open row that a later RESOLVED marker settles, and reports the disagreement", () => {
    const { dialogue: d, diagnostics } = dialogue(
      `## Tensions Tracker

| ID | Tension | Status | Raised |
|----|---------|--------|--------|
| T01 | The inventory file has no reader | Active | R1 (all) |`,
      `## Round 1: Refining

### Muffin 🧁

[TENSION T01: The inventory file has no reader]

## Round 2: Closing

### Cupcake 🧁

[RESOLVED T01] Remove the file.`,
    );
    expect(d.threads.map((t) => [t.id, t.trackerStatus, t.status])).toEqual([["T01", "open", "resolved"]]);
    const disagree = diagnostics.filter((x) => x.code === "tracker-disagrees");
    expect(disagree).toHaveLength(1);
    expect(disagree[0]).toMatchObject({ kind: "content", severity: "info", line: 9 });
    expect(disagree[0]!.message).toContain("Active");
    expect(disagree[0]!.message).toContain("[RESOLVED T01]");
  });

  it("takes the status of a table without a Status column from its heading", () => {
    const { dialogue: d } = dialogue(
      `## Tensions Resolved (2/2)

| ID | Tension | Resolution |
|----|---------|-----------|
| MUFFIN-T01 (R0) | Denormalised fields | Narrowed: only refs |
| CROISSANT R1-T01 | Trait governance gap | Resolved: ADR gate |`,
      "## Round 0: Opening",
    );
    expect(d.tensions.map((t) => [t.id, t.localId, t.agent, t.round, t.status])).toEqual([
      ["MUFFIN-T01", "T01", "Muffin", 0, "resolved"],
      ["CROISSANT R1-T01", "T01", "Croissant", 1, "resolved"],
    ]);
    expect(openCount(d)).toBe(0);
  });

  it("reads a tracker written as headings, a Status line overriding its group", () => {
    const { dialogue: d } = dialogue(
      `## Tensions Tracker

### RESOLVED

#### MACARON-T01 (R0): No rollback plan
**Resolved in R1** by Macaron: the factory pattern is the rollback.

#### SCONE-T01 (R0): Schema strains the single table
**Status: NARROWED** — reduced to the refs table

#### CROISSANT R1-T01: Trait method governance gap
**Status: OPEN** — needs a gate`,
      `## Round 0: Opening

### Macaron 🧁

[TENSION T01: No rollback plan if the migration stalls]

## Round 1: Refining

### Croissant 🧁

[TENSION T01: Trait method additions are the governance gap]`,
    );
    expect(d.tensions.map((t) => [t.id, t.status])).toEqual([
      ["MACARON-T01", "resolved"],
      ["SCONE-T01", "partial"],
      ["CROISSANT R1-T01", "open"],
    ]);
    expect(summary(d)).toEqual([
      ["MACARON-T01", "resolved", ["raised:Macaron@0"]],
      ["SCONE-T01", "partial", []],
      ["CROISSANT R1-T01", "open", ["raised:Croissant@1"]],
    ]);
  });
});

describe("Raised cells", () => {
  const known = new Set(["muffin", "scone", "cupcake"]);
  it("give agents and round, never an agent called `Muffin R0`", () => {
    expect(readRaisedBy("🧁 Muffin R0", known)).toEqual({ agents: ["Muffin"], all: false, round: 0 });
    expect(readRaisedBy("🧁 Muffin, 🧁 Scone", known)).toEqual({ agents: ["Muffin", "Scone"], all: false, round: null });
    expect(readRaisedBy("R0 (all)", known)).toEqual({ agents: [], all: true, round: 0 });
    // Several agents it does not name: any agent's raise of the id in that round fits the row, as with `All`.
    expect(readRaisedBy("Multiple R1", known)).toEqual({ agents: [], all: true, round: 1 });
    expect(readRaisedBy("Cupcake (Platform Architect)", known)).toEqual({ agents: ["Cupcake"], all: false, round: null });
  });
});

describe("without a tracker", () => {
  it("scopes ids by agent where agents number independently, and keeps them open until resolved", () => {
    const { dialogue: d } = dialogue(
      "",
      `## Round 0: Opening

### Muffin 🧁

[TENSION T01: Speed vs safety]

### Scone 🧁

[TENSION T01: Cost vs reach]

## Round 1: Closing

### Scone 🧁

[RESOLVED SCONE T01: reach wins]`,
    );
    expect(summary(d)).toEqual([
      ["MUFFIN-T01", "open", ["raised:Muffin@0"]],
      ["SCONE-T01", "resolved", ["raised:Scone@0", "resolved:Scone@1"]],
    ]);
  });
});

describe("the Judge's other labels for a row", () => {
  it("a round summary's numbered list of open tensions labels the tracker's rows", () => {
    const { dialogue: d } = dialogue(
      `## Tensions Tracker

| ID | Tension | Status |
|---|---|---|
| T01 | Sync direction | Resolved |
| T02 | Token storage | Resolved |`,
      `## Round 0: Opening

### Muffin 🧁

[TENSION T05: Who decides when managers edit tickets directly?]

### 💙 Judge: Round 0 Summary

#### Open Tensions (2)

1. Sync direction when managers edit tickets directly
2. Token storage and rotation`,
    );
    expect(summary(d)).toEqual([
      ["T01", "resolved", ["raised:Muffin@0"]],
      ["T02", "resolved", []],
    ]);
  });
});

describe("tension identity: a tension filed under a row's own heading", () => {
  const tracker = `## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T01 | Sync direction between the tracker and the repo | Muffin | Open |
| T05 | Who creates epics first, the tracker or the manifest? | Scone | Open |`;
  const round = (underT05: string) => `## Round 1: Positions

### 🧁 Muffin

[TENSION T01: Sync direction is still undecided]

### 🧁 Cupcake

${underT05}`;

  it("maps the marker that opens a `T05: …` section onto row T05, whatever id the agent wrote", () => {
    const { dialogue: d } = dialogue(tracker, round("#### T05: Epic cardinality across repos\n\n[TENSION T01: Creation authority remains unresolved]"));
    expect(d.threads.filter((t) => t.status === "untracked")).toEqual([]);
    expect(summary(d).find(([id]) => id === "T05")![2]).toEqual(["raised:Cupcake@1"]);
    expect(d.markers.find((m) => m.agent === "Cupcake")!.underHeading).toBe("T05: Epic cardinality across repos");
  });

  it("does not when prose stands between the heading and the marker, or the heading's subject is another", () => {
    const prose = dialogue(tracker, round("#### T05: Epic cardinality across repos\n\nA word first.\n\n[TENSION T01: Creation authority remains unresolved]"));
    expect(prose.dialogue.threads.filter((t) => t.status === "untracked").map((t) => t.agent)).toEqual(["Cupcake"]);
    const other = dialogue(tracker, round("#### T05: Budget for the rollout\n\n[TENSION T01: Creation authority remains unresolved]"));
    expect(other.dialogue.threads.filter((t) => t.status === "untracked").map((t) => t.agent)).toEqual(["Cupcake"]);
  });
});
