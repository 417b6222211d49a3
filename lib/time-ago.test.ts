import { describe, expect, it } from "vitest";
import { timeAgo, utcMinute } from "./time-ago";

const now = new Date("2026-11-24T12:00:00Z");
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("timeAgo", () => {
  it("says just now, then the largest whole unit, singular or plural", () => {
    expect(timeAgo(before(10), now)).toBe("just now");
    expect(timeAgo(before(50), now)).toBe("50 seconds ago");
    expect(timeAgo(before(60), now)).toBe("1 minute ago");
    expect(timeAgo(before(3 * 3600 + 59), now)).toBe("3 hours ago");
    expect(timeAgo(before(86400), now)).toBe("1 day ago");
    expect(timeAgo(before(86400 * 45), now)).toBe("1 month ago");
    expect(timeAgo(before(86400 * 800), now)).toBe("2 years ago");
  });
  it("treats a moment in the future (clock skew) as just now", () => {
    expect(timeAgo(new Date(now.getTime() + 5000), now)).toBe("just now");
  });
  it("writes UTC to the minute", () => {
    expect(utcMinute(new Date("2026-11-24T21:30:59Z"))).toBe("2026-11-24 21:30 UTC");
  });
});
