import { describe, expect, it } from "vitest";
import { noScoresNote } from "./judges-section";

describe("an empty judges' board", () => {
  it("says nobody has scored only when nobody has; under blind judging it counts who has", () => {
    expect(noScoresNote(0, false)).toBe("No human judge has scored this dialogue yet.");
    expect(noScoresNote(2, false)).toBe("2 judges have scored this dialogue; blind judging keeps their scores hidden from readers who have not judged.");
    expect(noScoresNote(1, true)).toMatch(/^1 judge has scored this dialogue; blind judging shows their scores for a round once you have scored it/);
  });
});
