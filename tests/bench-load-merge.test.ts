import { describe, expect, it } from "vitest";
import type { LoadBenchFigures, LoadSetupFigures, MixFigures } from "../bench/load";
import { mergeLoadFigures } from "../bench/load-merge";

// Only the fields the merge keys on and a figure to tell runs apart; the rest of each record rides along untouched.
const scenario = (label: string, p99ms: number) => ({ label, p99ms }) as unknown as LoadSetupFigures["scenarios"][number];
const setup = (name: string, scenarios: LoadSetupFigures["scenarios"], idle = 1) =>
  ({ setup: name, idleHealth: { p50ms: idle, p95ms: idle }, scenarios }) as unknown as LoadSetupFigures;
const mix = (where: string, label: string, p99ms: number) => ({ setup: where, label, p99ms }) as unknown as MixFigures;
const figures = (setups: LoadSetupFigures[], mixes?: MixFigures[], note = "old") =>
  ({ cores: 2, users: 10, paths: [], goalP99ms: 250, note, setups, ...(mixes ? { mixes } : {}) }) as LoadBenchFigures;

describe("a partial load run's figures (bench/load-merge.ts)", () => {
  it("replaces the scenarios and mixes it measured again and keeps every other one where it stood", () => {
    const previous = figures(
      [setup("SQLite", [scenario("readers", 10), scenario("saves", 20)]), setup("PostgreSQL", [scenario("readers", 30)])],
      [mix("SQLite", "5 judges", 100), mix("PostgreSQL", "5 judges", 200), mix("SQLite", "sync", 300)],
    );
    const fresh = figures([setup("SQLite", [scenario("saves", 21)], 2)], [mix("SQLite", "5 judges", 101)], "new");
    expect(mergeLoadFigures(previous, fresh)).toEqual(
      figures(
        [setup("SQLite", [scenario("readers", 10), scenario("saves", 21)], 2), setup("PostgreSQL", [scenario("readers", 30)])],
        [mix("SQLite", "5 judges", 101), mix("PostgreSQL", "5 judges", 200), mix("SQLite", "sync", 300)],
        "new",
      ),
    );
  });

  it("adds what the last run did not have, and a first run is kept as it is", () => {
    const fresh = figures([setup("SQLite", [scenario("readers", 9)])], [mix("SQLite", "crowded", 50)]);
    expect(mergeLoadFigures(undefined, fresh)).toBe(fresh);
    const previous = figures([setup("PostgreSQL", [scenario("readers", 30)])]);
    expect(mergeLoadFigures(previous, fresh)).toEqual(
      figures([setup("PostgreSQL", [scenario("readers", 30)]), setup("SQLite", [scenario("readers", 9)])], [mix("SQLite", "crowded", 50)]),
    );
  });
});
