// Membership prices (spec 02, section 9): the years offered, household sizes and the price table.

export const MEMBERSHIP_YEARS = [2025, 2026] as const;
export type MembershipYear = (typeof MEMBERSHIP_YEARS)[number];

export const MIN_PERSONS = 1;
export const MAX_PERSONS = 4;
export const PERSON_COUNTS = [1, 2, 3, 4] as const;
export type PersonCount = (typeof PERSON_COUNTS)[number];

/** Price per person in euros for each year. */
const PRICE_PER_PERSON: Record<MembershipYear, number> = { 2025: 10, 2026: 20 };

export function isMembershipYear(value: unknown): value is MembershipYear {
  return typeof value === "number" && (MEMBERSHIP_YEARS as readonly number[]).includes(value);
}

export function isPersonCount(value: unknown): value is PersonCount {
  return typeof value === "number" && (PERSON_COUNTS as readonly number[]).includes(value);
}

/** A household size from any submitted value: 1 to 4, else 1. */
export function toPersonCount(value: unknown): PersonCount {
  const count = typeof value === "string" && /^\d$/.test(value.trim()) ? Number(value) : value;
  return isPersonCount(count) ? count : 1;
}

/** The amount in whole euros for a year and household size; throws on values the table lacks. */
export function membershipPrice(year: number, persons: number): number {
  if (!isMembershipYear(year)) throw new RangeError(`No membership price for year ${year}`);
  if (!isPersonCount(persons)) throw new RangeError(`Memberships cover 1 to 4 persons, not ${persons}`);
  return PRICE_PER_PERSON[year] * persons;
}

/** "30 €" with a non-breaking space, as French typography wants. */
export function formatEuros(amount: number): string {
  return `${amount}\u00a0€`;
}

/** What the year's card says (step 1 of /adhesion). */
export const YEAR_OFFERS: ReadonlyArray<{ year: MembershipYear; badge: string; description: string }> = [
  { year: 2025, badge: "Recommandé", description: "Adhérez pour l’année en cours et participez dès maintenant à la vie de l’association." },
  { year: 2026, badge: "Anticipation", description: "Prenez de l’avance : votre adhésion couvre toute l’année 2026." },
];

export const MEMBERSHIP_BENEFITS = [
  "Newsletter mensuelle",
  "Invitations aux événements",
  "Participation à l’assemblée générale",
  "Accès aux groupes de travail",
] as const;
