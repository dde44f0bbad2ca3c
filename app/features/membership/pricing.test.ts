// The price table of spec 02 section 9 (configurable per year) and the payment-link lookup
// of the configured offer (none by default, set, empty) that applies until an
// administrator saves the offer (tests/integration/membership-offer.test.ts).
import { expect, test } from "vitest";
import { parseEnv } from "~/lib/env.server";

const linkOf = (year: number, persons: number, env: ReturnType<typeof parseEnv>) => paymentLinkOf(configuredOffer(env), year, persons);
const isUndecided = (year: number, persons: number, env: ReturnType<typeof parseEnv>) => isUndecidedLink(configuredOffer(env), year, persons);
import { isUndecidedLink, paymentLinkOf } from "./offer";
import { configuredOffer } from "./offer.server";
import { membershipDefaults } from "~/config/association";
import { formatEuros, membershipPrice, PERSON_COUNTS, pricePerPerson } from "./pricing";

const table = membershipDefaults.pricePerPerson;

test("2025 costs 10, 20, 30, 40 € and 2026 costs 20, 40, 60, 80 € for 1 to 4 persons", () => {
  expect(PERSON_COUNTS.map((p) => membershipPrice(2025, p, table))).toEqual([10, 20, 30, 40]);
  expect(PERSON_COUNTS.map((p) => membershipPrice(2026, p, table))).toEqual([20, 40, 60, 80]);
});

test("a year without its own price takes the latest one defined before it", () => {
  expect(pricePerPerson(2027, table)).toBe(20);
  expect(pricePerPerson(2031, { 2025: 10, 2026: 20, 2029: 25 })).toBe(25);
  expect(pricePerPerson(2028, { 2025: 10, 2026: 20, 2029: 25 })).toBe(20);
  // Before the whole table: its earliest price.
  expect(pricePerPerson(2024, table)).toBe(10);
  expect(() => pricePerPerson(2026, {})).toThrow(RangeError);
});

test("memberships cover 1 to 4 persons", () => {
  for (const persons of [0, 5, 1.5]) expect(() => membershipPrice(2026, persons, table)).toThrow(RangeError);
});

test("MEMBERSHIP_PRICE_<year> sets a year's price and keeps the others", () => {
  const env = parseEnv({ MEMBERSHIP_PRICE_2027: "25" });
  expect(env.MEMBERSHIP_PRICES).toEqual({ 2025: 10, 2026: 20, 2027: 25 });
  expect(membershipPrice(2027, 3, env.MEMBERSHIP_PRICES)).toBe(75);
  expect(membershipPrice(2028, 1, env.MEMBERSHIP_PRICES)).toBe(25);
  expect(() => parseEnv({ MEMBERSHIP_PRICE_2027: "vingt" })).toThrow(/MEMBERSHIP_PRICE_2027/);
  expect(() => parseEnv({ MEMBERSHIP_PRICE_2027: "0" })).toThrow(/MEMBERSHIP_PRICE_2027/);
});

test("amounts are written the French way", () => {
  expect(formatEuros(30)).toBe("30\u00a0€");
});

test("no (year, persons) pair has a payment page by default: none is made up", () => {
  const env = parseEnv({});
  for (const year of [2025, 2026, 2027]) {
    for (const persons of PERSON_COUNTS) {
      expect(linkOf(year, persons, env)).toBeUndefined();
      expect(isUndecided(year, persons, env)).toBe(true);
    }
  }
});

test("an environment variable sets one link, for any year", () => {
  const env = parseEnv({ PAYMENT_LINK_2026_2: "https://paiement.example.org/2026-2", PAYMENT_LINK_2027_1: "https://paiement.example.org/2027-1" });
  expect(linkOf(2026, 2, env)).toBe("https://paiement.example.org/2026-2");
  expect(isUndecided(2026, 2, env)).toBe(false);
  expect(linkOf(2026, 3, env)).toBeUndefined();
  expect(linkOf(2027, 1, env)).toBe("https://paiement.example.org/2027-1");
  expect(() => parseEnv({ PAYMENT_LINK_2027_1: "pas une adresse" })).toThrow(/PAYMENT_LINK_2027_1/);
});

test("an empty variable is a decision: no page, and nothing to warn about", () => {
  const env = parseEnv({ PAYMENT_LINK_2025_3: "" });
  expect(linkOf(2025, 3, env)).toBeUndefined();
  expect(isUndecided(2025, 3, env)).toBe(false);
  expect(isUndecided(2025, 2, env)).toBe(true);
});

test("household sizes outside 1 to 4 have no link", () => {
  const env = parseEnv({});
  expect(linkOf(2025, 5, env)).toBeUndefined();
  expect(linkOf(2025, 0, env)).toBeUndefined();
});
