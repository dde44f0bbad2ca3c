// The price table of spec 02 section 9 and the payment-link lookup (configured, overridden, missing).
import { expect, test } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { getPaymentLink } from "~/lib/site-config.server";
import { defaultPaymentLinks } from "~/config/association";
import { formatEuros, MEMBERSHIP_YEARS, membershipPrice, PERSON_COUNTS } from "./pricing";

test("2025 costs 10, 20, 30, 40 € and 2026 costs 20, 40, 60, 80 € for 1 to 4 persons", () => {
  expect(PERSON_COUNTS.map((p) => membershipPrice(2025, p))).toEqual([10, 20, 30, 40]);
  expect(PERSON_COUNTS.map((p) => membershipPrice(2026, p))).toEqual([20, 40, 60, 80]);
});

test("only 2025 and 2026 and 1 to 4 persons are offered", () => {
  expect(MEMBERSHIP_YEARS).toEqual([2025, 2026]);
  expect(() => membershipPrice(2024, 1)).toThrow(RangeError);
  expect(() => membershipPrice(2027, 1)).toThrow(RangeError);
  expect(() => membershipPrice(2025, 0)).toThrow(RangeError);
  expect(() => membershipPrice(2025, 5)).toThrow(RangeError);
  expect(() => membershipPrice(2025, 1.5)).toThrow(RangeError);
});

test("amounts are written the French way", () => {
  expect(formatEuros(30)).toBe("30\u00a0€");
});

test("every (year, persons) pair has a sample payment link by default", () => {
  const env = parseEnv({});
  for (const year of MEMBERSHIP_YEARS) {
    for (const persons of PERSON_COUNTS) {
      expect(getPaymentLink(year, persons, env)).toBe(defaultPaymentLinks[`${year}-${persons}`]);
    }
  }
});

test("an environment variable overrides one link", () => {
  const env = parseEnv({ PAYMENT_LINK_2026_2: "https://paiement.example.org/2026-2" });
  expect(getPaymentLink(2026, 2, env)).toBe("https://paiement.example.org/2026-2");
  expect(getPaymentLink(2026, 3, env)).toBe(defaultPaymentLinks["2026-3"]);
});

test("an empty variable marks the link as missing", () => {
  const env = parseEnv({ PAYMENT_LINK_2025_3: "" });
  expect(getPaymentLink(2025, 3, env)).toBeUndefined();
  expect(getPaymentLink(2025, 2, env)).toBe(defaultPaymentLinks["2025-2"]);
});

test("pairs outside the table have no link", () => {
  const env = parseEnv({});
  expect(getPaymentLink(2027, 1, env)).toBeUndefined();
  expect(getPaymentLink(2025, 5, env)).toBeUndefined();
});
