import { describe, expect, it } from "vitest";
import { readRowId } from "./registry";

describe("registry ids", () => {
  it("reads plain, suffixed, agent-prefixed and round-scoped ids", () => {
    expect(readRowId("T1")).toEqual({ id: "T01", localId: null, agent: null, round: null });
    expect(readRowId("**T1-M**")).toEqual({ id: "T1-M", localId: null, agent: null, round: null });
    expect(readRowId("MACARON-T01 (R0)")).toEqual({ id: "MACARON-T01", localId: "T01", agent: "Macaron", round: 0 });
    expect(readRowId("CROISSANT R1-T01")).toEqual({ id: "CROISSANT R1-T01", localId: "T01", agent: "Croissant", round: 1 });
    expect(readRowId("Cluster D")).toBeNull();
    expect(readRowId("—")).toBeNull();
  });
});
