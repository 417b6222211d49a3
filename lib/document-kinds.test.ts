import { describe, expect, it } from "vitest";
import { parseIndexQuery } from "@/lib/dialogue-index";
import {
  attentionStatuses,
  boardTitles,
  kindLabels,
  kindMisfit,
  kindOptions,
  searchEntryStatuses,
  searchTypes,
  statusesOf,
  statusLabel,
  statusMisfit,
  statusOptions,
} from "./document-kinds";

// The lists the app used to keep by hand, now read from the formats' vocabularies: the same words, in the same order.
describe("lists of kinds derived from the format registry", () => {
  it("names every stored kind", () => {
    expect(kindLabels()).toEqual({
      dialogue: "Dialogue",
      a52: "A52 response",
      "a52-session": "A52 session",
      goopspec: "GoopSpec report",
      acor: "ACOR run",
    });
  });

  it("offers the dialogue's markers first in search, then the other formats' entry types", () => {
    expect(searchTypes().slice(0, 5)).toEqual(["tension", "perspective", "resolution", "refinement", "concession"]);
    expect(new Set(searchTypes())).toEqual(
      new Set([
        "tension",
        "perspective",
        "resolution",
        "refinement",
        "concession",
        "summary",
        "plan",
        "file",
        "blocker",
        "next-action",
        "error",
        "recovery",
        "command",
      ]),
    );
    expect(new Set(searchEntryStatuses())).toEqual(
      new Set([
        "open",
        "resolved",
        "deferred",
        "accepted",
        "superseded",
        "untracked",
        "listed-and-supplied",
        "listed-not-supplied",
        "supplied-not-listed",
        "supplied",
        "complete",
        "partial",
        "blocked",
        "checkpoint",
      ]),
    );
  });

  it("knows which words ask for attention and which kinds have a board", () => {
    expect(new Set(attentionStatuses())).toEqual(new Set(["blocked", "failed", "error", "mismatch", "input-needed", "partial"]));
    expect(boardTitles()).toEqual({ goopspec: "Session board", acor: "Tool runs" });
  });

  it("gives each kind its own statuses for the index filter, and says when a status is not the kind's", () => {
    expect(statusesOf("goopspec")).toEqual(["complete", "partial", "blocked", "checkpoint", "template", "no-report", "unknown"]);
    expect(statusesOf("a52-session")).toEqual(statusesOf("a52"));
    expect(statusOptions("acor", [{ value: "failed", count: 2 }]).find((o) => o.value === "failed")).toEqual({ value: "failed", label: "Failed", count: 2 });
    // With no kind chosen: the dialogue's statuses, then whatever else the documents have.
    expect(statusOptions(null, [{ value: "blocked", count: 3 }]).map((o) => o.value)).toEqual([
      "converged",
      "complete",
      "in-progress",
      "recorded",
      "unknown",
      "blocked",
    ]);
    expect(statusMisfit("goopspec", "blocked")).toBeNull();
    expect(statusMisfit("acor", "blocked")).toBe(
      "“Blocked” is not a status of ACOR run documents; theirs are Ready, Working, Complete, Failed, Cancelled, Error, Input needed, Unfinished.",
    );
    expect(statusMisfit(null, "blocked")).toBeNull();
    expect(statusLabel("in-progress")).toBe("In progress");
  });

  it("lets the index filter by any kind's status (a GoopSpec report's `blocked` no longer falls back to every status)", () => {
    expect(parseIndexQuery({ kind: "goopspec", status: "blocked" })).toMatchObject({ kind: "goopspec", status: "blocked" });
    expect(parseIndexQuery({ status: "DROP TABLE" }).status).toBeNull();
  });

  it("offers only kinds Roundtable reads in the kind filter, and says so of one it does not (`?kind=pcpp` is no kind)", () => {
    expect(kindOptions("pcpp", [{ value: "dialogue", count: 41 }])).toEqual([{ value: "dialogue", label: "Dialogue", count: 41 }]);
    expect(kindOptions("acor", [{ value: "dialogue", count: 41 }])).toEqual([
      { value: "dialogue", label: "Dialogue", count: 41 },
      { value: "acor", label: "ACOR run", count: 0 },
    ]);
    expect(kindMisfit("pcpp")).toBe("Roundtable reads no kind called “pcpp”; it reads GoopSpec report, A52 response, A52 session, ACOR run, Dialogue.");
    expect(kindMisfit("a52-session")).toBeNull();
    expect(kindMisfit(null)).toBeNull();
  });
});
