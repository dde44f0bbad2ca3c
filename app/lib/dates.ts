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
