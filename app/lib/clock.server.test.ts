import { expect, test } from "vitest";
import { requestNow, TEST_NOW_HEADER } from "./clock.server";

const fixed = "2026-11-23T10:00:00+01:00";
const withHeader = (value: string) => new Request("http://localhost/adhesion", { headers: { [TEST_NOW_HEADER]: value } });

test("in the end-to-end environment the X-Test-Now header fixes the request's time", () => {
  expect(requestNow(withHeader(fixed), { APP_ENV: "test" }).toISOString()).toBe("2026-11-23T09:00:00.000Z");
});

test.each(["production", "development"] as const)("APP_ENV=%s ignores the header and reads the real clock", (appEnv) => {
  const before = Date.now();
  const now = requestNow(withHeader("2001-01-01T00:00:00Z"), { APP_ENV: appEnv }).getTime();
  expect(now).toBeGreaterThanOrEqual(before);
  expect(now).toBeLessThanOrEqual(Date.now());
});

test("an unreadable header falls back to the real clock, even in tests", () => {
  const before = Date.now();
  expect(requestNow(withHeader("demain"), { APP_ENV: "test" }).getTime()).toBeGreaterThanOrEqual(before);
  expect(requestNow(new Request("http://localhost/"), { APP_ENV: "test" }).getTime()).toBeGreaterThanOrEqual(before);
});
