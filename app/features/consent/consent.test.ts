import { expect, test } from "vitest";
import { CONSENT_DAYS, consentCookieValue, parseConsentValue, readCookie } from "./consent";

const NOW = new Date("2026-11-25T10:00:00Z");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

test("a choice reads back with its day", () => {
  expect(consentCookieValue("granted", NOW)).toBe("granted.2026-11-25");
  expect(parseConsentValue("granted.2026-11-25", NOW)).toBe("granted");
  expect(parseConsentValue("denied.2026-11-25", NOW)).toBe("denied");
});

test("a choice holds six months, then is asked again", () => {
  expect(parseConsentValue(consentCookieValue("granted", daysAgo(CONSENT_DAYS - 1)), NOW)).toBe("granted");
  expect(parseConsentValue(consentCookieValue("granted", daysAgo(CONSENT_DAYS + 1)), NOW)).toBeNull();
  expect(CONSENT_DAYS).toBeLessThanOrEqual(183);
});

test("no choice, a malformed value or a date in the future counts as no choice", () => {
  for (const value of [undefined, "", "granted", "yes.2026-11-25", "granted.2026-13-45", "granted.2027-06-01", "granted.2026-11-25x"]) {
    expect(parseConsentValue(value, NOW), String(value)).toBeNull();
  }
});

test("readCookie finds one cookie among others", () => {
  expect(readCookie("a=1; adpl_consent=denied.2026-11-25; b=2", "adpl_consent")).toBe("denied.2026-11-25");
  expect(readCookie("xadpl_consent=granted.2026-11-25", "adpl_consent")).toBeUndefined();
  expect(readCookie(null, "adpl_consent")).toBeUndefined();
});
