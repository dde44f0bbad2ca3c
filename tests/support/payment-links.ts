// The card-payment pages the test servers are configured with. A new install has none (the
// household is stored and the association emailed, issue 36); the tests that follow a household
// to its payment page need one per (year, household size), as an association would enter them.
// The host is a documentation domain: e2e tests answer its pages themselves.

export const TEST_PAYMENT_HOST = "https://paiement.example.org";

export function testPaymentLink(year: number, persons: number): string {
  return `${TEST_PAYMENT_HOST}/adpl/adhesion-${year}-${persons}`;
}

/** PAYMENT_LINK_<year>_<persons> for the years the tests' clocks offer (2025 to 2027). */
export const TEST_PAYMENT_LINKS_ENV: Record<string, string> = Object.fromEntries(
  [2025, 2026, 2027].flatMap((year) => [1, 2, 3, 4].map((persons) => [`PAYMENT_LINK_${year}_${persons}`, testPaymentLink(year, persons)])),
);
