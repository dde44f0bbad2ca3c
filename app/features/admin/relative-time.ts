// How long ago something happened, in French ("il y a 5 minutes", "hier"), for the back-office's
// recent activity. Pure: the caller passes "now" (the request's clock), so the text is stable.
import { formatDate, parisIsoDate } from "~/lib/dates";

const relative = new Intl.RelativeTimeFormat("fr", { numeric: "auto" });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days between two Paris calendar dates (YYYY-MM-DD). */
function calendarDaysBetween(earlier: string, later: string): number {
  return Math.round(
    (Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) /
      DAY,
  );
}

/**
 * "à l’instant" under a minute (and for a date slightly ahead of `now`), then minutes, then hours
 * under a day; beyond, Paris calendar days ("hier", "avant-hier", "il y a 3 jours") up to six
 * days; from a week on, the French date ("7 juin 2026").
 */
export function relativeTimeFr(
  date: Date | string,
  now: Date | string,
): string {
  const then = date instanceof Date ? date : new Date(date);
  const current = now instanceof Date ? now : new Date(now);
  const elapsed = current.getTime() - then.getTime();
  if (elapsed < MINUTE) return "à l’instant";
  if (elapsed < HOUR)
    return relative.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY)
    return relative.format(-Math.floor(elapsed / HOUR), "hour");
  const days = calendarDaysBetween(parisIsoDate(then), parisIsoDate(current));
  if (days < 7) return relative.format(-Math.max(1, days), "day");
  return formatDate(then);
}
