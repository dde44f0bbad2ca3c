// How a rencontre's date and time read in French, on the Paris clock: "jeudi 12 mars 2026 à
// 18h30", "dimanche 1er mars 2026 à 10h". Pure, shared by the pages, the cards and (later) emails.
import { lazy } from "~/lib/lazy";

const TIME_ZONE = "Europe/Paris";

const dayParts = lazy(() => new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE }));
const clockParts = lazy(() => new Intl.DateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: TIME_ZONE }));

type DateInput = Date | string | number;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** "jeudi 12 mars 2026", with "1er" for the first of the month. */
export function formatEventDay(value: DateInput): string {
  const parts = dayParts().formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const day = part("day") === "1" ? "1er" : part("day");
  return `${part("weekday")} ${day} ${part("month")} ${part("year")}`;
}

/** "18h30", "10h" on the hour. */
export function formatEventTime(value: DateInput): string {
  const parts = clockParts().formatToParts(toDate(value));
  const hour = String(Number(parts.find((p) => p.type === "hour")?.value ?? "0"));
  const minute = parts.find((p) => p.type === "minute")?.value ?? "00";
  return minute === "00" ? `${hour}h` : `${hour}h${minute}`;
}

/** The day, the time and both together, each formatted once: what a rencontre's card and page show. */
export function eventDateLabels(value: DateInput): { day: string; time: string; when: string } {
  const day = formatEventDay(value);
  const time = formatEventTime(value);
  return { day, time, when: `${day} à ${time}` };
}

/** "jeudi 12 mars 2026 à 18h30" */
export function formatEventDateTime(value: DateInput): string {
  return eventDateLabels(value).when;
}
