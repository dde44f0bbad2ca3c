import { describe, expect, test } from "vitest";
import { parisWallTime, parisWallTimeToUtc } from "./dates";

describe("Paris wall-clock times", () => {
  test("winter and summer times convert to UTC+1 and UTC+2 and back", () => {
    expect(parisWallTimeToUtc("2026-01-15", "14:30").toISOString()).toBe("2026-01-15T13:30:00.000Z");
    expect(parisWallTimeToUtc("2026-07-14", "14:30").toISOString()).toBe("2026-07-14T12:30:00.000Z");
    expect(parisWallTime(new Date("2026-07-14T12:30:00Z"))).toEqual({ date: "2026-07-14", time: "14:30" });
    expect(parisWallTime(new Date("2026-12-31T23:30:00Z"))).toEqual({ date: "2027-01-01", time: "00:30" });
  });

  test("the autumn hour that happens twice takes the first; a skipped spring time moves on", () => {
    expect(parisWallTimeToUtc("2026-10-25", "02:30").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    const skipped = parisWallTimeToUtc("2026-03-29", "02:30");
    expect(skipped.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(parisWallTime(skipped).time).toBe("03:30");
  });
});
