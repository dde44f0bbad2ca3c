import { expect, test } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { placeholderWarnings } from "./config-warnings";

const production = { APP_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32) };
const november2026 = new Date("2026-11-23T10:00:00+01:00");

test("production with the defaults warns about the legal placeholders and the payment pages of 2026 and 2027 never entered", () => {
  const warnings = placeholderWarnings(parseEnv(production), november2026);
  expect(warnings.map((w) => w.variables)).toEqual([
    ["ASSOCIATION_RNA_NUMBER", "HOSTING_NAME", "HOSTING_ADDRESS", "HOSTING_PHONE"],
    ["PAYMENT_LINK_2026_1", "PAYMENT_LINK_2026_2", "PAYMENT_LINK_2026_3", "PAYMENT_LINK_2026_4", "PAYMENT_LINK_2027_1", "PAYMENT_LINK_2027_2", "PAYMENT_LINK_2027_3", "PAYMENT_LINK_2027_4"],
  ]);
  expect(warnings[0]?.message).toContain("/mentions-legales");
});

test("a complete configuration says nothing; an empty payment link is a choice, not a placeholder", () => {
  const links = Object.fromEntries([2026, 2027].flatMap((y) => [1, 2, 3, 4].map((p) => [`PAYMENT_LINK_${y}_${p}`, p === 4 ? "" : `https://pay.example.org/${y}-${p}`])));
  const env = parseEnv({
    ...production,
    ...links,
    ASSOCIATION_RNA_NUMBER: "W691234567",
    HOSTING_NAME: "Hébergeur SAS",
    HOSTING_ADDRESS: "1 rue de la Paix, 75002 Paris",
    HOSTING_PHONE: "01 23 45 67 89",
  });
  expect(placeholderWarnings(env, november2026)).toEqual([]);
});

test("outside production nothing is said", () => {
  expect(placeholderWarnings(parseEnv({}), november2026)).toEqual([]);
  expect(placeholderWarnings(parseEnv({ APP_ENV: "test" }), november2026)).toEqual([]);
});

test("once an administrator saved the legal notice, its missing fields are what is reported, not the variables", () => {
  const env = parseEnv(production);
  const saved = { rnaNumber: "W691234567", createdOn: "2023-06-07", journalOfficielOn: "2023-06-17", headOffice: "Lyon 2e", publicationDirector: null, hosting: { name: "Hébergeur SAS", address: "1 rue de la Paix, 75002 Paris", phone: "01 23 45 67 89" }, privacyEmail: null };
  const [legal] = placeholderWarnings(env, november2026, { legal: saved });
  expect(legal).toEqual({ message: "the legal notice (/mentions-legales) is incomplete: complete it on /admin/association", variables: ["Directeur ou directrice de la publication"] });
  expect(placeholderWarnings(env, november2026, { legal: { ...saved, publicationDirector: "Bernadette Rivière" } }).map((w) => w.variables[0])).toEqual(["PAYMENT_LINK_2026_1"]);
});

test("once an administrator saved the membership offer, the old sample links it still holds for the years offered are reported by year and size", () => {
  const env = parseEnv(production);
  const real = (year: number, persons: number) => `https://pay.example.org/${year}-${persons}`;
  const paymentLinks = Object.fromEntries([2026, 2027].flatMap((y) => [1, 2, 3, 4].map((p) => [`${y}-${p}`, y === 2027 && p === 3 ? `https://www.helloasso.com/associations/adpl/adhesions/adhesion-${y}-3-personnes` : y === 2027 && p === 4 ? null : real(y, p)])));
  const offer = { anticipationFrom: { month: 9, day: 1 }, pricePerPerson: { 2026: 20 }, paymentLinks, donationUrl: "https://don.example.org" };
  const payment = placeholderWarnings(env, november2026, { offer }).find((w) => w.message.includes("payment pages"));
  expect(payment).toEqual({ message: "membership payment pages of the years offered were never entered (these households are stored and the association emailed instead): enter them on /admin/adhesions/offre", variables: ["2027, 3 personnes"] });
  // Before 1 September 2026, 2027 is not offered yet: nothing to say about its links.
  expect(placeholderWarnings(env, new Date("2026-08-31T12:00:00+02:00"), { offer }).some((w) => w.message.includes("payment pages"))).toBe(false);
});
