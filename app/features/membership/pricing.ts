// Membership prices (spec 02, section 9): household sizes and the price per person of a year.
// Which years are offered is decided by years.ts; the price table comes from the configuration
// (app/config/association.ts, MEMBERSHIP_PRICE_<year>).

/** Euros per person, by year. */
export type PriceTable = Readonly<Record<number, number>>;


export const MIN_PERSONS = 1;
export const MAX_PERSONS = 4;
export const PERSON_COUNTS = [1, 2, 3, 4] as const;
export type PersonCount = (typeof PERSON_COUNTS)[number];

/**
 * The price per person of a year: its own price, else the latest year defined before it, else
 * (a year before the whole table) the earliest one. Throws on an empty table.
 */
export function pricePerPerson(year: number, table: PriceTable): number {
  const defined = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const first = defined[0];
  if (first === undefined) throw new RangeError("The membership price table is empty");
  const from = defined.filter((y) => y <= year).at(-1) ?? first;
  return table[from]!;
}

export function isPersonCount(value: unknown): value is PersonCount {
  return typeof value === "number" && (PERSON_COUNTS as readonly number[]).includes(value);
}

/** A household size from any submitted value: 1 to 4, else 1. */
export function toPersonCount(value: unknown): PersonCount {
  const count = typeof value === "string" && /^\d$/.test(value.trim()) ? Number(value) : value;
  return isPersonCount(count) ? count : 1;
}

/** The amount in whole euros for a year and household size; throws outside 1 to 4 persons. */
export function membershipPrice(year: number, persons: number, table: PriceTable): number {
  if (!isPersonCount(persons)) throw new RangeError(`Memberships cover 1 to 4 persons, not ${persons}`);
  return pricePerPerson(year, table) * persons;
}

/** "1 personne", "3 personnes": a household's size. */
export function personsLabel(count: number): string {
  return count === 1 ? "1 personne" : `${count} personnes`;
}

/** "30 €" with a non-breaking space, as French typography wants. */
export function formatEuros(amount: number): string {
  return `${amount}\u00a0€`;
}

/** "30 €", "30,50 €": an amount paid, in cents (payments, receipts). */
export function formatCents(cents: number): string {
  const euros = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${euros.toLocaleString("fr-FR")}${rest ? `,${String(rest).padStart(2, "0")}` : ""}\u00a0€`;
}

export const MEMBERSHIP_BENEFITS = [
  "Newsletter mensuelle",
  "Invitations aux événements",
  "Participation à l’assemblée générale",
  "Accès aux groupes de travail",
] as const;
