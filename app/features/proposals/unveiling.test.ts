import { expect, test } from "vitest";
import { unveilingNotice } from "./unveiling";

test("before and on the day, the unveiling is announced", () => {
  expect(unveilingNotice("2025-07-15", new Date("2025-06-01T10:00:00+02:00"))).toEqual({ text: "Dévoilement prévu autour du 15 juillet 2025", past: false });
  expect(unveilingNotice("2025-07-15", new Date("2025-07-15T23:30:00+02:00")).past).toBe(false);
});

test("once the day is over, the page says so instead of announcing a past date", () => {
  const notice = unveilingNotice("2025-07-15", new Date("2026-11-23T10:00:00+01:00"));
  expect(notice.past).toBe(true);
  expect(notice.text).toBe(
    "Le dévoilement était annoncé autour du 15 juillet 2025\u202f: nos propositions sont encore en cours de finalisation, une nouvelle date sera annoncée ici.",
  );
  expect(notice.text).not.toMatch(/prévu/);
  // 15 July 22:30 UTC is already 16 July in Paris.
  expect(unveilingNotice("2025-07-15", new Date("2025-07-15T22:30:00Z")).past).toBe(true);
});

test("without a date, none is invented", () => {
  expect(unveilingNotice(null, new Date())).toEqual({ text: "Dévoilement\u202f: la date sera annoncée ici.", past: false });
});
