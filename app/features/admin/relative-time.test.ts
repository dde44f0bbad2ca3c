import { expect, test } from "vitest";
import { relativeTimeFr } from "./relative-time";

// Wednesday 4 March 2026, 12:00 in Paris (UTC+1).
const now = new Date("2026-03-04T11:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;

test("under a minute, or slightly in the future: à l’instant", () => {
  expect(relativeTimeFr(now, now)).toBe("à l’instant");
  expect(relativeTimeFr(ago(59_000), now)).toBe("à l’instant");
  expect(relativeTimeFr(new Date(now.getTime() + 5_000), now)).toBe(
    "à l’instant",
  );
});

test("minutes, then hours within a day", () => {
  expect(relativeTimeFr(ago(minutes(1)), now)).toBe("il y a 1 minute");
  expect(relativeTimeFr(ago(minutes(5) + 30_000), now)).toBe(
    "il y a 5 minutes",
  );
  expect(relativeTimeFr(ago(minutes(59)), now)).toBe("il y a 59 minutes");
  expect(relativeTimeFr(ago(hours(1)), now)).toBe("il y a 1 heure");
  expect(relativeTimeFr(ago(hours(2) + minutes(10)), now)).toBe(
    "il y a 2 heures",
  );
  expect(relativeTimeFr(ago(hours(23) + minutes(59)), now)).toBe(
    "il y a 23 heures",
  );
});

test("beyond a day: Paris calendar days, hier and avant-hier included", () => {
  // Tuesday 3 March, 11:00 Paris
  expect(relativeTimeFr(ago(hours(25)), now)).toBe("hier");
  // Monday 2 March, 23:30 Paris: two calendar days back although under 48 hours
  expect(relativeTimeFr(new Date("2026-03-02T22:30:00Z"), now)).toBe(
    "avant-hier",
  );
  expect(relativeTimeFr(new Date("2026-03-01T09:00:00Z"), now)).toBe(
    "il y a 3 jours",
  );
  expect(relativeTimeFr(new Date("2026-02-26T09:00:00Z"), now)).toBe(
    "il y a 6 jours",
  );
});

test("the calendar day is the Paris one, not the UTC one", () => {
  // Now: Thursday 5 March, 00:30 Paris (still 4 March in UTC). Tuesday 3 March, 23:30 Paris,
  // 25 hours before, is two Paris days back (one UTC day).
  expect(
    relativeTimeFr(
      new Date("2026-03-03T22:30:00Z"),
      new Date("2026-03-04T23:30:00Z"),
    ),
  ).toBe("avant-hier");
  // Now: Thursday 5 March, 01:30 Paris. Wednesday 4 March, 00:30 Paris (3 March in UTC) is yesterday.
  expect(
    relativeTimeFr(
      new Date("2026-03-03T23:30:00Z"),
      new Date("2026-03-05T00:30:00Z"),
    ),
  ).toBe("hier");
});

test("from seven days on: the French date", () => {
  expect(relativeTimeFr(new Date("2026-02-25T09:00:00Z"), now)).toBe(
    "25 février 2026",
  );
  expect(relativeTimeFr("2025-12-31T23:30:00Z", now)).toBe("1 janvier 2026");
});
