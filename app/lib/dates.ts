// Dates shown in French, Europe/Paris; stored as UTC timestamps.
import { lazy } from "./lazy";

const TIME_ZONE = "Europe/Paris";

const longDate = lazy(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }));
const shortDate = lazy(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE }));
const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: TIME_ZONE,
    }),
);

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "7 juin 2023" */
export function formatDate(value: DateInput): string {
  return longDate().format(toDate(value));
}

/** "7 juin 2023" with abbreviated month: "7 juin 2023" / "12 déc. 2024" (lists). */
export function formatShortDate(value: DateInput): string {
  return shortDate().format(toDate(value));
}

/** "7 juin 2023 à 14:30" */
export function formatDateTime(value: DateInput): string {
  return dateTime().format(toDate(value));
}

const parisParts = lazy(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: TIME_ZONE }));

/** The calendar date in Paris of an instant: 31 Dec 2026 23:30 UTC is 1 January 2027 there. */
export function parisCalendarDate(value: DateInput): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(parisParts().formatToParts(toDate(value)).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Whole years from an ISO date (YYYY-MM-DD) to an instant, counted on Paris calendar days. */
export function fullYearsSince(isoDate: string, now: DateInput): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const today = parisCalendarDate(now);
  const beforeAnniversary = today.month < month || (today.month === month && today.day < day);
  return Math.max(0, today.year - year - (beforeAnniversary ? 1 : 0));
}

const parisWall = lazy(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: TIME_ZONE,
    }),
);

/** The Paris wall-clock date and time of an instant: { date: "2026-03-29", time: "14:30" }. */
export function parisWallTime(value: DateInput): { date: string; time: string } {
  const p = Object.fromEntries(parisWall().formatToParts(toDate(value)).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** The ISO date (YYYY-MM-DD) of an instant's day in Paris. */
export function parisIsoDate(value: DateInput): string {
  return parisWallTime(value).date;
}

/**
 * The instant at which Paris clocks show this date and time ("2026-07-14", "14:30"). Paris is
 * UTC+1 or UTC+2: of the two candidates the one Paris clocks agree with is taken, the earlier
 * in the autumn hour that happens twice; a time skipped in spring moves on by that hour.
 */
export function parisWallTimeToUtc(date: string, time: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const hour = 3_600_000;
  const matching = [wall - 2 * hour, wall - hour].find((instant) => {
    const shown = parisWallTime(instant);
    return shown.date === date && shown.time === time;
  });
  return new Date(matching ?? wall - hour);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (what a date input sends). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1800 && y <= 2200;
}
