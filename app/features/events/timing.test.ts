import { expect, test } from "vitest";
import { isUpcoming, PAST_MAX, PAST_PAGE_SIZE, pastCount } from "./timing";

test("an event is upcoming until it starts", () => {
  const now = new Date("2026-03-12T17:30:00Z");
  expect(isUpcoming("2026-03-12T17:30:00Z", now)).toBe(true);
  expect(isUpcoming(new Date("2026-03-12T17:29:59Z"), now)).toBe(false);
});

test("?passees= is read as a bounded multiple of the page size, anything else as the first page", () => {
  expect(pastCount(null)).toBe(PAST_PAGE_SIZE);
  expect(pastCount("abc")).toBe(PAST_PAGE_SIZE);
  expect(pastCount("-5")).toBe(PAST_PAGE_SIZE);
  expect(pastCount(String(PAST_PAGE_SIZE * 2))).toBe(PAST_PAGE_SIZE * 2);
  expect(pastCount("7")).toBe(PAST_PAGE_SIZE * 2);
  expect(pastCount("999999999")).toBe(PAST_MAX);
});
