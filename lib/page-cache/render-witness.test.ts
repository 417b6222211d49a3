import { describe, expect, it } from "vitest";
import { keptUnder, roleCacheKey, viewerCacheKey } from "./render-witness";

const bo = { key: viewerCacheKey({ id: "u-bo", role: "viewer" }), roleKey: roleCacheKey("viewer") };
const anonymous = { key: viewerCacheKey(null), roleKey: roleCacheKey(null) };

describe("keptUnder", () => {
  it("keeps a render that read only the role for the whole role, one that read the person for them alone", () => {
    expect(keptUnder(new Set(["role:viewer"]), bo)).toBe("role:viewer");
    expect(keptUnder(new Set(["u-bo:viewer"]), bo)).toBe("u-bo:viewer");
    expect(keptUnder(new Set(["role:viewer", "u-bo:viewer"]), bo)).toBe("u-bo:viewer");
    expect(keptUnder(new Set(["anonymous"]), anonymous)).toBe("anonymous");
  });

  it("keeps nothing that read no session, or anyone else's", () => {
    expect(keptUnder(new Set(), bo)).toBeNull();
    expect(keptUnder(new Set(["role:admin"]), bo)).toBeNull();
    expect(keptUnder(new Set(["u-bo:admin"]), bo)).toBeNull();
    expect(keptUnder(new Set(["role:viewer", "u-cy:viewer"]), bo)).toBeNull();
    expect(keptUnder(new Set(["anonymous"]), bo)).toBeNull();
    expect(keptUnder(new Set(["role:viewer"]), anonymous)).toBeNull();
  });
});
