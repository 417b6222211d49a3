import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDirectory } from "@/lib/contract";
import { diffRounds, stateAtRound } from "./dialogue-state";
import { directoryTree } from "@/tests/helpers/directory-tree";

// The real Blue dialogues live beside the project, never inside it.
const DIRS = join(process.cwd(), "../shared/corpus/blue/.blue/dialogues");
const present = existsSync(DIRS);
if (!present) console.warn(`dialogue-state corpus suite skipped: ${DIRS} is absent`);

describe.skipIf(!present)("state at round on the round-scoped corpus dialogues (../shared/corpus)", () => {
  const names = present ? readdirSync(DIRS).filter((n) => statSync(join(DIRS, n)).isDirectory()) : [];
  for (const name of names) {
    it(`${name}: nothing resolved is reopened, perspectives only accumulate, and the final round agrees with the threads`, () => {
      const { dialogue } = parseDirectory(directoryTree(join(DIRS, name)), { name });
      const rounds = dialogue.rounds.map((r) => r.number);
      let before = stateAtRound(dialogue, rounds[0]!)!;
      for (const r of rounds.slice(1)) {
        const now = stateAtRound(dialogue, r)!;
        expect(now.perspectives.length).toBeGreaterThanOrEqual(before.perspectives.length);
        expect(now.counts.resolved).toBeGreaterThanOrEqual(before.counts.resolved);
        expect(diffRounds(dialogue, before.round, r)!.statusChanges.every((c) => c.from !== "resolved")).toBe(true);
        before = now;
      }
      expect(before.final).toBe(true);
      expect(before.tensions).toHaveLength(dialogue.threads.length);
      // A thread the tracker has no row for ends untracked in the state too, never silently open.
      const untracked = dialogue.threads.filter((t) => t.status === "untracked").length;
      expect(before.counts.untracked).toBe(untracked);
      expect(before.perspectives).toHaveLength(dialogue.perspectiveThreads.length);
    });
  }

  it("jira: a tension open after round 0 is resolved by the last round, and the round table gives velocity", () => {
    const name = names.find((n) => n.includes("jira-cloud"));
    expect(name, "the jira dialogue is in the corpus").toBeDefined();
    const { dialogue } = parseDirectory(directoryTree(join(DIRS, name!)), { name: name! });
    const first = stateAtRound(dialogue, 0)!;
    const last = stateAtRound(dialogue, null)!;
    const changed = first.tensions.filter((t) => t.phase === "open" && last.tensions.find((u) => u.id === t.id && u.agent === t.agent)?.phase === "resolved");
    expect(changed.length).toBeGreaterThan(0);
    expect([first.velocity, first.alignment]).toEqual([35, 36]);
    expect(last.alignment).toBe(101);
    expect(last.tally[0]?.position).toBe("converge");
  });
});
