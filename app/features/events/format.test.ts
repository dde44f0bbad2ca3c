import { expect, test } from "vitest";
import { formatEventDateTime, formatEventDay, formatEventTime } from "./format";

test("a winter date is read on the Paris clock (UTC+1)", () => {
  expect(formatEventDateTime(new Date("2026-03-12T17:30:00Z"))).toBe("jeudi 12 mars 2026 à 18h30");
});

test("a summer date is read on the Paris clock (UTC+2)", () => {
  expect(formatEventDateTime(new Date("2026-07-09T16:30:00Z"))).toBe("jeudi 9 juillet 2026 à 18h30");
});

test("the Paris day, not the UTC one: 23h30 UTC on 31 December is New Year's Day at 0h30", () => {
  expect(formatEventDateTime("2026-12-31T23:30:00Z")).toBe("vendredi 1er janvier 2027 à 0h30");
});

test("the first of the month is 1er; a time on the hour has no minutes", () => {
  expect(formatEventDay("2026-03-01T09:00:00Z")).toBe("dimanche 1er mars 2026");
  expect(formatEventTime("2026-03-01T09:00:00Z")).toBe("10h");
  expect(formatEventTime("2026-03-01T08:05:00Z")).toBe("9h05");
});

test("either side of the spring change of hour", () => {
  // 29 March 2026: clocks go from 2h to 3h in Paris.
  expect(formatEventDateTime("2026-03-29T00:30:00Z")).toBe("dimanche 29 mars 2026 à 1h30");
  expect(formatEventDateTime("2026-03-29T01:30:00Z")).toBe("dimanche 29 mars 2026 à 3h30");
});
