import { describe, expect, it } from "vitest";
import { distinctiveTerms } from "./distinctive";

describe("a marker's distinctive words", () => {
  it("weighs the label over the prose and leaves out stop words, ids, numbers and short tokens", () => {
    const terms = distinctiveTerms("Context injection versus knowledge delivery", "The agents argue that T01 and 42 of the context is in the prompt. Context!");
    expect(terms.map((t) => t.term)).toEqual(["context", "injection", "knowledge", "delivery", "versus", "prompt"]);
    expect(terms[0]).toEqual({ term: "context", weight: 5, label: true });
    expect(terms.at(-1)).toEqual({ term: "prompt", weight: 1, label: false });
  });

  it("is empty for a marker with nothing but stop words, and bounded for long prose", () => {
    expect(distinctiveTerms("It is what it is", "and so on")).toEqual([]);
    const long = Array.from({ length: 200 }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(" ");
    expect(distinctiveTerms("", long, 10)).toHaveLength(10);
  });
});
