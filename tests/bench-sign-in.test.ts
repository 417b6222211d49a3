import { afterAll, describe, expect, it } from "vitest";
import { viewerFromHeaders } from "@/lib/auth/session";
import { signInBench } from "../bench/sign-in";
import { tempDatabases } from "./helpers/temp-db";

const { fresh } = tempDatabases();
// signInBench sets the signing key for this process when none is set; put it back for whatever runs next here.
const secretBefore = process.env.ROUNDTABLE_AUTH_SECRET;
afterAll(() => {
  if (secretBefore === undefined) delete process.env.ROUNDTABLE_AUTH_SECRET;
  else process.env.ROUNDTABLE_AUTH_SECRET = secretBefore;
});

describe("bench/sign-in.ts", () => {
  it("creates the bench user once and returns cookies for sessions the app accepts, each call another", async () => {
    const { db, target } = await fresh();
    const first = await signInBench(target.url, { role: "viewer" });
    const second = await signInBench(target.url, { role: "viewer" });
    expect(await db.user.count({ where: { email: "bench-viewer@example.org" } })).toBe(1);
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.env.ROUNDTABLE_AUTH_SECRET).toBe(process.env.ROUNDTABLE_AUTH_SECRET);
    for (const session of [first, second])
      expect(await viewerFromHeaders(db, new Headers(session.headers))).toMatchObject({ email: "bench-viewer@example.org", role: "viewer" });
    const admin = await signInBench(target.url, { role: "admin" });
    expect(await viewerFromHeaders(db, new Headers(admin.headers))).toMatchObject({ role: "admin" });
    expect(await viewerFromHeaders(db, new Headers({ cookie: "roundtable.session_token=forged.value" }))).toBeNull();
  });
});
