// Dates shown in French, Europe/Paris; stored as UTC timestamps.
const TIME_ZONE = "Europe/Paris";

const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "7 juin 2023" */
export function formatDate(value: DateInput): string {
  return longDate.format(toDate(value));
}

/** "7 juin 2023" with abbreviated month: "7 juin 2023" / "12 déc. 2024" (lists). */
export function formatShortDate(value: DateInput): string {
  return shortDate.format(toDate(value));
}

/** "7 juin 2023 à 14:30" */
export function formatDateTime(value: DateInput): string {
  return dateTime.format(toDate(value));
}

const parisParts = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE });

/** The calendar date in Paris of an instant: 31 Dec 2026 23:30 UTC is 1 January 2027 there. */
export function parisCalendarDate(value: DateInput): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(parisParts.formatToParts(toDate(value)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Whole years from an ISO date (YYYY-MM-DD) to an instant, counted on Paris calendar days. */
export function fullYearsSince(isoDate: string, now: DateInput): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const today = parisCalendarDate(now);
  const beforeAnniversary = today.month < month || (today.month === month && today.day < day);
  return Math.max(0, today.year - year - (beforeAnniversary ? 1 : 0));
}
