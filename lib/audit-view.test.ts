import { describe, expect, it } from "vitest";
import {
  auditViewHref,
  bucketRows,
  compareSides,
  describeFilter,
  EMPTY_FILTER,
  formatInterval,
  formatShare,
  kindRowsByFormat,
  nextMonth,
  parseAuditViewQuery,
  ruleColumns,
  share,
  type BucketAggregate,
  type SideAggregate,
} from "./audit-view";

describe("the /audit view's address", () => {
  it("reads two filters field by field, dropping malformed ones and turning a backwards range round", () => {
    const q = parseAuditViewQuery({ "a.source": "blue", "a.from": "2026-03", "a.to": "2026-01", "b.agent": ["Muffin", "Scone"], "b.from": "March" });
    expect(q.a).toEqual({ source: "blue", agent: null, from: "2026-01", to: "2026-03" });
    expect(q.b).toEqual({ source: null, agent: "Muffin", from: null, to: null });
    expect(auditViewHref(q)).toBe("/audit?a.source=blue&a.from=2026-01&a.to=2026-03&b.agent=Muffin");
    expect(auditViewHref({ a: EMPTY_FILTER, b: EMPTY_FILTER })).toBe("/audit");
    expect(parseAuditViewQuery({ "a.to": "2026-13" }).a.to).toBeNull();
  });

  it("says a filter in words", () => {
    expect(describeFilter(EMPTY_FILTER)).toBe("every dialogue");
    expect(describeFilter({ source: "blue", agent: "Muffin", from: "2026-01", to: "2026-03" })).toBe("source blue, with Muffin, 2026-01 to 2026-03");
    expect(describeFilter({ ...EMPTY_FILTER, from: "2026-02", to: "2026-02" })).toBe("2026-02");
    expect(describeFilter({ ...EMPTY_FILTER, to: "2026-02" })).toBe("up to 2026-02");
  });

  it("gives the month after, across a year's end, so an inclusive range compares as text", () => {
    expect(nextMonth("2026-03")).toBe("2026-04");
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect("2026-03-31 23:59Z" < nextMonth("2026-03")).toBe(true);
  });
});

describe("shares with Wilson intervals", () => {
  it("bounds a share within 0–100 % even at none and all, and flags fewer than five dialogues", () => {
    const none = share(0, 10);
    expect(none.rate).toBe(0);
    expect(none.low).toBe(0);
    expect(none.high!).toBeCloseTo(0.2775, 3);
    const all = share(4, 4);
    expect(all.high).toBe(1);
    expect(all.low!).toBeCloseTo(0.5101, 3);
    expect(all.few).toBe(true);
    expect(share(3, 12)).toMatchObject({ rate: 0.25, few: false });
    expect(formatShare(share(3, 12))).toBe("25 % (3 of 12)");
    expect(formatInterval(share(3, 12))).toBe("9–53 %");
    expect(formatShare(share(0, 0))).toBe("—");
  });
});

describe("bucket tables", () => {
  const buckets: BucketAggregate[] = [
    { key: "2026-02", dialogues: 10, rules: { "silent-agent": { dialogues: 2, findings: 5 } } },
    { key: null, dialogues: 3, rules: {} },
    { key: "2026-01", dialogues: 4, rules: { "judge-drift": { dialogues: 1, findings: 1 }, "made-up-rule": { dialogues: 1, findings: 2 } } },
  ];

  it("puts declared rules first in their order, then any other stored code, titled", () => {
    expect(ruleColumns(["judge-drift", "silent-agent"], buckets)).toEqual([
      { code: "judge-drift", title: "Judge drift" },
      { code: "silent-agent", title: "Silent agent" },
      { code: "made-up-rule", title: "made-up-rule" },
    ]);
  });

  it("orders months oldest first with the undated last, marks small buckets, and gives every rule a cell", () => {
    const columns = ruleColumns(["judge-drift", "silent-agent"], []);
    const rows = bucketRows(buckets, columns, "month", "Undated");
    expect(rows.map((r) => [r.label, r.dialogues, r.few])).toEqual([
      ["2026-01", 4, true],
      ["2026-02", 10, false],
      ["Undated", 3, true],
    ]);
    expect(rows[1]!.cells.map((c) => [c.rule, c.share.count, c.share.of, c.findings])).toEqual([
      ["judge-drift", 0, 10, 0],
      ["silent-agent", 2, 10, 5],
    ]);
    expect(bucketRows(buckets, columns, "size", "?").map((r) => r.label)).toEqual(["2026-02", "2026-01", "?"]);
  });
});

describe("agent formats' rows by kind", () => {
  it("marks a rule of another format as not applying, and leaves out a kind without rules of its own", () => {
    const kinds: BucketAggregate[] = [
      { key: "a52", dialogues: 30, rules: { "a52-claims-unsupplied-file": { dialogues: 7, findings: 37 } } },
      { key: "goopspec", dialogues: 21, rules: {} },
      { key: "a52-session", dialogues: 1, rules: {} },
    ];
    const columns = ruleColumns(["a52-claims-unsupplied-file", "goop-claims-complete-unverified"], kinds);
    const rows = kindRowsByFormat(
      bucketRows(kinds, columns, "size", "?"),
      new Map([
        ["a52", new Set(["a52-claims-unsupplied-file"])],
        ["goopspec", new Set(["goop-claims-complete-unverified"])],
      ]),
    );
    expect(rows.map((r) => [r.key, r.cells.map((c) => [c.rule, c.notApplicable, c.share.count])])).toEqual([
      [
        "a52",
        [
          ["a52-claims-unsupplied-file", false, 7],
          ["goop-claims-complete-unverified", true, 0],
        ],
      ],
      [
        "goopspec",
        [
          ["a52-claims-unsupplied-file", true, 0],
          ["goop-claims-complete-unverified", false, 0],
        ],
      ],
    ]);
  });
});

describe("comparing two filters", () => {
  const side = (dialogues: number, withFindings: number, silent: number): SideAggregate => ({
    dialogues,
    withFindings,
    findings: withFindings * 2,
    rules: { "silent-agent": silent },
  });

  it("gives each rule both sides' shares, says when the intervals are apart, and flags a side of too few", () => {
    const query = { a: { ...EMPTY_FILTER, source: "blue" }, b: { ...EMPTY_FILTER, source: "green" } };
    const c = compareSides(query, side(100, 90, 80), side(100, 10, 5), ruleColumns(["silent-agent", "judge-drift"], []));
    expect(c.a).toEqual({ label: "source blue", dialogues: 100, few: false, findingsPerDialogue: 1.8 });
    expect(c.rows.map((r) => [r.rule, r.a.count, r.b.count, r.apart])).toEqual([
      ["any", 90, 10, true],
      ["silent-agent", 80, 5, true],
      ["judge-drift", 0, 0, false],
    ]);
    const small = compareSides(query, side(3, 2, 1), side(0, 0, 0), []);
    expect([small.a.few, small.b.few]).toEqual([true, true]);
    expect(small.b.findingsPerDialogue).toBeNull();
    expect(small.rows[0]!.apart).toBe(false);
  });
});
