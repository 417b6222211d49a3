import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wilsonInterval } from "@/lib/agents/wilson";
import { claimRowSchema, claimsSummary, FEW_DOCUMENTS, type ClaimRow } from "./claims-summary";

const row = (slug: string, subject: string | null, date: string | null, rule: string | null, kind = "goopspec"): ClaimRow => ({
  kind,
  subject,
  date,
  rule,
  slug,
  title: `Report ${slug}`,
});

describe("claimsSummary", () => {
  const rows: ClaimRow[] = [
    row("a", "goop-executor", "2026-03-02T10:00:00Z", "goop-claims-complete-unverified"),
    row("b", "goop-executor", "2026-03-20T10:00:00Z", null),
    row("c", "goop-executor", "2026-04-01T00:00:00Z", null),
    row("d", "goop-planner", "2026-04-03T00:00:00Z", "goop-claims-complete-unverified"),
    row("e", null, null, "a52-claims-unsupplied-file", "a52"),
    row("e", null, null, "a52-supplies-unlisted-file", "a52"),
  ];
  const summary = claimsSummary(rows);

  it("counts documents once, findings per row, and the share of documents with a finding", () => {
    expect(summary.total).toMatchObject({ documents: 5, flagged: 3, findings: 4, rate: 3 / 5 });
    expect(summary.total.interval).toEqual(wilsonInterval(3, 5));
  });

  it("groups by subject, the most documents first and unnamed last", () => {
    expect(summary.bySubject.map((f) => [f.label, f.documents, f.flagged, f.findings])).toEqual([
      ["goop-executor", 3, 1, 1],
      ["goop-planner", 1, 1, 1],
      ["Not named", 1, 1, 2],
    ]);
  });

  it("groups by month, oldest first and undated last", () => {
    expect(summary.byMonth.map((f) => [f.label, f.documents, f.flagged])).toEqual([
      ["March 2026", 2, 1],
      ["April 2026", 2, 1],
      ["Undated", 1, 1],
    ]);
  });

  it("links every document behind a figure, those with the most findings first", () => {
    expect(summary.bySubject[0]!.links.map((l) => [l.slug, l.href, l.findings])).toEqual([
      ["a", "/r/a", 1],
      ["b", "/r/b", 0],
      ["c", "/r/c", 0],
    ]);
  });

  it("warns plainly under five documents, and not at five", () => {
    expect(summary.bySubject[1]!.warning).toBe("Only 1 document: too few to read a rate from.");
    expect(summary.total.warning).toBeNull();
    expect(FEW_DOCUMENTS).toBe(5);
  });

  it("has no rate and no interval without documents", () => {
    expect(claimsSummary([]).total).toMatchObject({ documents: 0, rate: null, interval: null, links: [] });
  });

  it("validates rows at the boundary", () => {
    expect(claimRowSchema.safeParse({ ...rows[0]!, slug: "" }).success).toBe(false);
    expect(claimRowSchema.safeParse(rows[0]).success).toBe(true);
  });

  it("documents with nothing claimed yield no flagged document and no finding, in every figure (property)", () => {
    const quiet = fc.array(
      fc.record({
        kind: fc.constantFrom("a52", "goopspec", "acor"),
        subject: fc.option(fc.constantFrom("goop-executor", "file_processor", "gpt")),
        date: fc.option(fc.constantFrom("2026-01-05", "2026-02-10", "not a date")),
        rule: fc.constant(null),
        slug: fc.constantFrom("a", "b", "c", "d", "e", "f"),
        title: fc.constant("t"),
      }),
    );
    fc.assert(
      fc.property(quiet, (list) => {
        const s = claimsSummary(list);
        for (const f of [s.total, ...s.bySubject, ...s.byMonth]) {
          expect(f.flagged).toBe(0);
          expect(f.findings).toBe(0);
          expect(f.rate === null || f.rate === 0).toBe(true);
        }
        expect(s.total.documents).toBe(new Set(list.map((r) => r.slug)).size);
      }),
    );
  });
});
