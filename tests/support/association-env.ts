// What the test servers are configured with that a new install lacks (issue 36): the
// association's contact address, and a card-payment page per (year, household size), as an
// association would enter them. The tests that follow a message to the association's mailbox or
// a household to its payment page need them; what a new install does without them is tested on
// its own (association-inbox.test.ts, membership.test.ts). The payment host is a documentation
// domain: e2e tests answer its pages themselves.

export const TEST_PAYMENT_HOST = "https://paiement.example.org";

export function testPaymentLink(year: number, persons: number): string {
  return `${TEST_PAYMENT_HOST}/adpl/adhesion-${year}-${persons}`;
}

export const TEST_ASSOCIATION_EMAIL = "contact@adpl.test";

/** ASSOCIATION_EMAIL, and PAYMENT_LINK_<year>_<persons> for the years the tests' clocks offer (2025 to 2027). */
export const TEST_ASSOCIATION_ENV: Record<string, string> = {
  ASSOCIATION_EMAIL: TEST_ASSOCIATION_EMAIL,
  ...Object.fromEntries([2025, 2026, 2027].flatMap((year) => [1, 2, 3, 4].map((persons) => [`PAYMENT_LINK_${year}_${persons}`, testPaymentLink(year, persons)]))),
};
