import { describe, expect, it } from "vitest";
import { ACOR_RULES } from "./rules";
import { acorSpecification } from "./spec";
import { MESSAGE_TYPES } from "./symbols";

describe("acorSpecification", () => {
  it("names every message type and every diagnostic code from the tables", () => {
    const spec = acorSpecification();
    for (const type of Object.keys(MESSAGE_TYPES)) expect(spec).toContain(`| \`${type}\` |`);
    for (const code of Object.keys(ACOR_RULES)) expect(spec).toContain(`| \`${code}\` |`);
  });
});
