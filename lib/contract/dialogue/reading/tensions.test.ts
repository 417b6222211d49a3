import { describe, expect, it } from "vitest";
import { parseDirectory } from "../directory";
import { parseDialogue } from "../parse";
import type { DirectoryFile } from "../types";
import { readBlanketRuling, readIdRuling, tensionKey } from "./judge-words";
import { readTensions } from "./tensions";

const read = (markdown: string) => readTensions({ dialogue: parseDialogue(markdown).dialogue });
const finals = (r: ReturnType<typeof read>) => Object.fromEntries(r.tensions.map((t) => [t.id, t.final]));

const head = `# Alignment Dialogue: Reading fixture

**Status**: Converged
`;

describe("tension ids as a reader compares them", () => {
  it("ignores case, punctuation, leading zeros and the word Tension", () => {
    expect(["T01", "t1", "Tension 1", "T-01"].map(tensionKey)).toEqual(["T1", "T1", "T1", "T1"]);
    expect(tensionKey("MACARON R1-T01")).toBe("MACARONR1T1");
    expect(tensionKey("T10")).toBe("T10");
  });
});

describe("the Judge's rulings in prose", () => {
  it("reads ids before a status word, ranges included", () => {
    expect(readIdRuling("**T1 RESOLVED (12/12)**: drop the suffix")).toEqual({ ids: ["T1"], final: "resolved" });
    expect(readIdRuling("T08\u2013T11 unanimously deferred to the RFC.")).toEqual({ ids: ["T8", "T9", "T10", "T11"], final: "deferred" });
    expect(readIdRuling("- Resolved Strudel R2-T01 after the vote")?.final).toBe("resolved");
    expect(readIdRuling("T02: see the budget discussion, which resolved nothing")).toBeNull();
    expect(readIdRuling("**Open tensions:** T02, T04")).toEqual({ ids: ["T02", "T04"], final: "open" });
    expect(readIdRuling("Tensions resolved: T01 and T03.")).toEqual({ ids: ["T01", "T03"], final: "resolved" });
    expect(readIdRuling("Resolved in round 2 after the vote")).toBeNull();
    expect(readIdRuling("T02 not resolved: the budget is still open")).toBeNull();
  });

  it("reads a ruling on all tensions only when nothing narrows it", () => {
    expect(readBlanketRuling("**All tensions RESOLVED:**")).toEqual({ count: null, final: "resolved" });
    expect(readBlanketRuling("All 3 tensions resolved")).toEqual({ count: 3, final: "resolved" });
    expect(readBlanketRuling("Tensions Resolved: **13/13**")).toEqual({ count: 13, final: "resolved" });
    expect(readBlanketRuling("| Tensions Resolved | 0/11 | 10/11 | **11/11** |")).toEqual({ count: 11, final: "resolved" });
    expect(readBlanketRuling("All structural tensions resolved.")).toBeNull();
    expect(readBlanketRuling("Tensions resolved: 10/11")).toBeNull();
    expect(readBlanketRuling("All tensions resolved except T04")).toBeNull();
    expect(readBlanketRuling("Not all tensions resolved yet")).toBeNull();
  });
});

describe("tensions in every form", () => {
  it("a `Tensions Identified` table inside a round, settled by `### T1 Resolution` headings", () => {
    const r = read(`${head}
## Round 1

### Tensions Identified

| ID | Tension | Positions |
|----|---------|-----------|
| T1 | Learned ranking | Data wants models vs Product wants links |
| T2 | Who decides | Automation vs consent |

## Round 2: Synthesis

### T1 Resolution: ranking behind a gate

Links first; models only past a measured bar.

### T2 Resolution: ask once

Consent is asked once per workspace.
`);
    expect(r.tensions.map((t) => [t.id, t.final, t.raisedRound, t.label])).toEqual([
      ["T1", "resolved", null, "Learned ranking"],
      ["T2", "resolved", null, "Who decides"],
    ]);
  });

  it("`### Tension N: label` headings under a heading that rules them", () => {
    const r = read(`${head}
## Resolved Tensions

### Tension 1: New tools or fewer tools
**Resolution:** fewer tools, more modes.

### Tension 2: Gate or warning
**Resolution:** a warning.
`);
    expect(r.tensions.map((t) => [t.id, t.final, t.label])).toEqual([
      ["Tension 1", "resolved", "New tools or fewer tools"],
      ["Tension 2", "resolved", "Gate or warning"],
    ]);
  });

  it("a status cell of only a check mark is resolved", () => {
    const r = read(`${head}
## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T1 | Speed vs safety | \u2705 |
| T2 | Cost vs reach | |
`);
    expect(finals(r)).toEqual({ T1: "resolved", T2: "open" });
  });

  it("a heading row may carry its own status after its label", () => {
    const r = read(`${head}
## Accumulated Tensions

### T01: Sync direction (RESOLVED R1)

### T02: Drift window \u2014 Deferred

### T03: Token storage
`);
    expect(r.tensions.map((t) => [t.id, t.final, t.label])).toEqual([
      ["T01", "resolved", "Sync direction"],
      ["T02", "deferred", "Drift window"],
      ["T03", "open", "Token storage"],
    ]);
  });

  it("a Tension column without ids is the Judge's tensions in order; a Winner column settles them", () => {
    const r = read(`${head}
## Round 1

### Tensions

| Tension | Position A | Position B |
|---------|-----------|-----------|
| Scope | Full sync | Read-only |
| Timing | Automatic | Explicit |

## Round 2

### Results

| Tension | A | B | Winner |
|---------|---|---|--------|
| 1. Scope | 1 | 10 | **B: Read-only** |
| 2. Timing | 0 | 11 | **B: Explicit** |
`);
    expect(finals(r)).toEqual({ "Tension 1": "resolved", "Tension 2": "resolved" });
  });

  it("a `#` column numbers a table of tension labels", () => {
    const r = read(`${head}
## Key Tensions

| # | Tension | Status |
|---|---------|--------|
| 1 | Scope | Resolved |
| 2 | Timing | Deferred to v2 |
`);
    expect(r.tensions.map((t) => [t.id, t.final, t.label])).toEqual([
      ["Tension 1", "resolved", "Scope"],
      ["Tension 2", "deferred", "Timing"],
    ]);
  });

  it("an unnumbered table of tension labels gives no ids: its rows are no tracker rows", () => {
    const r = read(`${head}
## Round 1

### Key Tensions

| Tension | Position A | Position B |
|---------|-----------|-----------|
| Scope | Full sync | Read-only |
| Timing | Automatic | Explicit |
`);
    expect(r.tensions).toEqual([]);
  });

  it("a Tension column beside an agent's name is that agent's position, not a list of tensions", () => {
    const r = read(`${head}
## Round 1

### Positions

| Agent | Tension | Position |
|-------|---------|----------|
| Muffin | Scope | Read-only |
`);
    expect(r.tensions).toEqual([]);
  });

  it("a resolution that pushes the work elsewhere is a deferral; a row only the closing table has is a tension", () => {
    const r = read(`${head}
## Tensions Tracker

| ID | Tension | Status | Raised | Resolved |
|----|---------|--------|--------|----------|
| T1 | Overwrite risk | Consensus | R2 | R2: all agree, fix separately from this RFC |
| T2 | Growth of the notes file | Active | R1 | — |

## Judge Synthesis — Final

| Tension | Resolution |
|---------|------------|
| T02 | Remove the notes file |
| T03 | Minor (round numbering) — deferred to implementation |
`);
    expect(finals(r)).toEqual({ T1: "deferred", T2: "resolved", T03: "deferred" });
  });
});

describe("the Judge's final word wins, and the stale row is named", () => {
  const text = `${head}
## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T1 | Init order | Partial |
| T2 | Config sprawl | Open |
| T3 | Profile scope | Resolved |

## Round 0

### Muffin 🧁

Opening words.

## Judge: Convergence Achieved

**All tensions RESOLVED:**

| Tension | Resolution |
|---------|------------|
| T1/T2 | One file, validated in layers |

Tensions Resolved: **3/3**
`;
  const r = read(text);

  it("a closing table and an `N/N resolved` line beat the stale tracker", () => {
    expect(finals(r)).toEqual({ T1: "resolved", T2: "resolved", T3: "resolved" });
  });

  it("tracker-superseded names the stale row and the later line", () => {
    const lines = text.split("\n");
    const staleT2 = lines.findIndex((l) => l.startsWith("| T2 |")) + 1;
    const d = r.diagnostics.find((x) => x.line === staleT2)!;
    expect(d.code).toBe("tracker-superseded");
    expect(d.message).toContain("Open");
    expect(d.message).toContain(`line ${lines.findIndex((l) => l.startsWith("Tensions Resolved")) + 1}`);
    expect(r.diagnostics.map((x) => x.line).sort((a, b) => a - b)).toEqual([staleT2 - 1, staleT2]);
  });

  it("the parse's threads carry the final status, so Threads and search see it", () => {
    const { dialogue, diagnostics } = parseDialogue(text);
    expect(dialogue.threads.map((t) => [t.id, t.status])).toEqual([
      ["T01", "resolved"],
      ["T02", "resolved"],
      ["T03", "resolved"],
    ]);
    expect(diagnostics.filter((x) => x.code === "tracker-superseded")).toHaveLength(2);
  });

  it("a count that does not cover every tension rules on none of them", () => {
    const partial = read(
      text
        .replace("Tensions Resolved: **3/3**", "Tensions Resolved: **2/2**")
        .replace("**All tensions RESOLVED:**", "")
        .replace("| T1/T2 | One file, validated in layers |", ""),
    );
    expect(finals(partial)).toEqual({ T1: "partial", T2: "open", T3: "resolved" });
  });

  it("a range line defers what it names", () => {
    const deferred = read(text.replace("Tensions Resolved: **3/3**", "T2\u2013T3 unanimously deferred to the RFC.").replace("| T1/T2 |", "| T1 |"));
    expect(finals(deferred)).toEqual({ T1: "resolved", T2: "deferred", T3: "deferred" });
    expect(deferred.diagnostics.map((d) => d.message)).toContain('T3 is "Resolved" here, but the Judge\'s later word (line 27) rules it deferred.');
  });
});

describe("the round a word speaks for", () => {
  it("a tracker kept at the top and updated later (`Resolved R2`) is not overruled by a Round 1 summary below it", () => {
    const text = `${head}
## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T3 | Schema split | Resolved R2 |
| T4 | Audit log | Open |

## Round 1

### Muffin 🧁

Words.

### 💙 Judge: Round 1 Summary

T3 remains open. T4 open.

## Round 2

### Muffin 🧁

Words.
`;
    expect(finals(read(text))).toEqual({ T3: "resolved", T4: "open" });
    expect(finals(read(text.replace("| Resolved R2 |", "| Resolved |")))).toEqual({ T3: "open", T4: "open" });
  });
});

describe("a tension the Judge reopens", () => {
  it("is open, and the Tensions Tracker row that settled it is reported both ways", () => {
    const { dialogue, diagnostics } = parseDialogue(`${head}
## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T01 | Speed vs safety | Resolved |

## Round 0

### Muffin 🧁

[TENSION T01: Speed vs safety]

### 💙 Judge: Round 0 Summary

T1 reopened: the benchmark contradicts the ruling; T1 is open again.

**T1 OPEN** after the benchmark.
`);
    expect(dialogue.threads.map((t) => [t.id, t.status])).toEqual([["T01", "open"]]);
    expect(
      diagnostics
        .filter((x) => x.line === 9)
        .map((x) => x.code)
        .sort(),
    ).toEqual(["tracker-disagrees", "tracker-superseded"]);
  });
});

describe("ids the Judge gives several agents", () => {
  it("rows of one id and different agents stay apart; a closing table names them `(Agent T02)`", () => {
    const r = read(`${head}
## Tensions Tracker

| ID | Agent | Tension | Status |
|----|-------|---------|--------|
| T01 | Muffin | Prompt delivery | Resolved |
| T01 | Scone | Write or read time | Resolved |
| T02 | Scone | Stream or document | Open |
| T02 | Muffin | Containment | Open |

## Round 0

### Muffin 🧁

Words.

### Scone 🧁

Words.

### 💙 Judge: Remaining Open Tensions

| Tension | Owner | Status |
|---------|-------|--------|
| Stream or document (T02) | Scone | Deferred to the next RFC |
`);
    expect(r.tensions.map((t) => [t.id, t.raisedBy, t.final])).toEqual([
      ["T01", ["Muffin"], "resolved"],
      ["T01", ["Scone"], "resolved"],
      ["T02", ["Scone"], "deferred"],
      ["T02", ["Muffin"], "open"],
    ]);
  });
});

describe("agent-local ids mapped to rows only with evidence", () => {
  it("same id and a row naming the raiser map; a tension no row covers is untracked", () => {
    const r = read(`${head}
## Tensions Tracker

| ID | Tension | Raised By | Status |
|----|---------|-----------|--------|
| T1 | What lives only in the database | Muffin R0, Scone R0 | Resolved |
| T2 | Lookup speed | Muffin R0 | Resolved |

## Round 0

### Muffin 🧁

[TENSION T1: What lives only in the database?]

[TENSION T2: Lookup speed at scale]

### Scone 🧁

[TENSION T1: Manual edits against structure]

[TENSION T2: Predictable over clever]
`);
    expect(r.untracked.map((u) => [u.agent, u.round, u.id, u.label])).toEqual([["Scone", 0, "T02", "Predictable over clever"]]);
  });

  it("a row the whole panel raised takes each agent's marker of its id in that round", () => {
    const r = read(`${head}
## Tensions Tracker

| ID | Tension | Status | Raised |
|----|---------|--------|--------|
| T02 | Nobody reads the notes file | Resolved | R1 (all) |

## Round 0

### Muffin 🧁

Words.

## Round 1

### Muffin 🧁

[TENSION T02: Notes conflated with outputs]

### Scone 🧁

[TENSION T02: Naming confusion]
`);
    expect(r.untracked).toEqual([]);
  });

  it("a row raised by `Multiple R1` takes every agent's marker of its id in that round", () => {
    const r = read(`${head}
## Tensions Tracker

| ID | Tension | Raised | Status |
|----|---------|--------|--------|
| T13 | Observe or enforce | Multiple R1 | Open |

## Round 0

### Muffin 🧁

Words.

## Round 1

### Muffin 🧁

[TENSION T13: Observe or enforce]

### Scone 🧁

[TENSION T13: Branch policy authority]
`);
    expect(r.untracked).toEqual([]);
  });

  it("the Judge's own wording of a row in a summary maps the agent who worded it so", () => {
    const withSummary = (summary: string) =>
      read(`${head}
## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T07 | Terminal gap: git-native first | Resolved |

## Round 0

### Croissant 🧁

[TENSION T01: Schema ownership versus collaborative editing]

### Scone 🧁

[TENSION T01: Mapping file against inline keys]

### 💙 Judge: Round 0 Summary

${summary}
`);
    expect(withSummary("Nothing more.").untracked.map((u) => u.agent)).toEqual(["Croissant", "Scone"]);
    expect(withSummary("**T07: schema ownership vs collaborative editing** is the deepest split.").untracked.map((u) => u.agent)).toEqual(["Scone"]);
  });
});

describe("a directory: FINAL trackers and the Judge's trackers inside prompts", () => {
  const files: DirectoryFile[] = [
    {
      path: "tensions.md",
      content: `# Tensions Tracker \u2014 FINAL

| ID | Tension | Status |
|----|---------|--------|
| T01 | Sync direction | **Resolved R1** |
| T02 | Drift window | **Deferred to RFC** |
`,
    },
    {
      path: "2026-01-01T0000Z-fixture.dialogue.recorded.md",
      content: `# Alignment Dialogue: Fixture

## Tensions Tracker

| ID | Tension | Status |
|----|---------|--------|
| T01 | Sync direction | Resolved |
| T02 | Drift window | Open |
`,
    },
    { path: "round-0/muffin.md", content: "[TENSION T01: Who wins when both sides edit]\n" },
    { path: "round-0/scone.md", content: "[TENSION T01: Tokens in the keychain]\n" },
    { path: "round-0.summary.md", content: "# Round 0 Summary\n\nTwo tensions.\n" },
    { path: "round-1/muffin.md", content: "[MOVE:CONVERGE]\n" },
    {
      path: "round-1/muffin.prompt.md",
      content: `## Context for Round 1

### Key Tensions

| T01 | **Sync direction** \u2014 git or Jira | Open | Muffin |
| T02 | **Drift window** | Open | Scone |
`,
    },
  ];

  it("the FINAL tracker outranks a later stale one, and the stale row is reported", () => {
    const r = readTensions({ dialogue: parseDirectory(files).dialogue, files });
    expect(finals(r)).toEqual({ T01: "resolved", T02: "deferred" });
    expect(r.diagnostics.map((d) => [d.code, d.file])).toEqual([["tracker-superseded", "2026-01-01T0000Z-fixture.dialogue.recorded.md"]]);
  });

  it("the prompts' raised-by column maps agent-local ids; without it they stay untracked", () => {
    const withPrompts = readTensions({ dialogue: parseDirectory(files).dialogue, files });
    expect(withPrompts.untracked.map((u) => u.agent)).toEqual([]);
    const withoutPrompts = files.filter((f) => !f.path.endsWith(".prompt.md"));
    const without = readTensions({ dialogue: parseDirectory(withoutPrompts).dialogue, files: withoutPrompts });
    expect(without.untracked.map((u) => u.agent).sort()).toEqual(["Muffin", "Scone"]);
  });

  it("a directory's parse takes its prompts as evidence too", () => {
    expect(parseDirectory(files).dialogue.threads.filter((t) => t.status === "untracked")).toEqual([]);
  });
});

describe("a directory whose Judge writes per-round summaries, scoreboards and a CONVERGENCE file", () => {
  const files: DirectoryFile[] = [
    { path: "round-0/muffin.md", content: "[TENSION T01: Cache or queue]\n" },
    { path: "round-0/scone.md", content: "[PERSPECTIVE P01: Queues]\n" },
    {
      path: "round-0/summary.md",
      content: "# Round 0\n\n## Tensions\n\n| ID | Tension | Raised By | Status |\n|---|---|---|---|\n| T01 | Cache or queue | Muffin | Open |\n",
    },
    { path: "round-1/muffin.md", content: "[MOVE:CONVERGE]\n" },
    {
      path: "round-1/scoreboard.md",
      content: "# Scoreboard\n\n## Open Tensions\n\n| ID | Tension | Status |\n|---|---|---|\n| T01 | Cache or queue | Partial |\n| T02 | Who pays | Open |\n",
    },
    { path: "CONVERGENCE.md", content: "# Convergence\n\nT01 resolved: queues behind a cache.\n\nT02 deferred to the budget RFC.\n" },
  ];
  const d = parseDirectory(files).dialogue;
  const r = readTensions({ dialogue: d, files });

  it("reads every tension the Judge recorded, with the closing file's word", () => {
    expect(r.tensions.map((t) => [t.id, t.final, t.raisedBy])).toEqual([
      ["T01", "resolved", ["Muffin"]],
      ["T02", "deferred", null],
    ]);
    expect(r.untracked).toEqual([]);
  });

  it("names each stale row of the rounds", () => {
    expect(r.diagnostics.map((x) => [x.file, x.line])).toEqual([
      ["round-0/summary.md", 7],
      ["round-1/scoreboard.md", 7],
      ["round-1/scoreboard.md", 8],
    ]);
  });
});
