import { describe, expect, it } from "vitest";
import { setupBase } from "@/cli/setup";

describe("the setup link's address", () => {
  it("is ROUNDTABLE_URL when set, else HOST:PORT, with a wildcard bind read as this machine", () => {
    expect(setupBase({ ROUNDTABLE_URL: "https://review.example.org/" })).toBe("https://review.example.org");
    expect(setupBase({})).toBe("http://127.0.0.1:3000");
    expect(setupBase({ HOST: "0.0.0.0", PORT: "3211" })).toBe("http://127.0.0.1:3211");
    expect(setupBase({ HOST: "10.1.2.3", PORT: "80" })).toBe("http://10.1.2.3:80");
    expect(setupBase({ HOST: "::1", PORT: "3000" })).toBe("http://[::1]:3000");
  });
});
