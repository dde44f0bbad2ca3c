// How /propositions-lyon words its unveiling date, so an announced date never goes stale: ahead
// of the day it is announced; once the day is over without the proposals, the page says the
// date has passed and that a new one will be given; without a date, that one will come.
import { formatDate, parisCalendarDate } from "~/lib/dates";

export function unveilingNotice(unveilingOn: string | null, now: Date): { text: string; past: boolean } {
  if (!unveilingOn) return { text: "Dévoilement\u202f: la date sera annoncée ici.", past: false };
  const day = formatDate(`${unveilingOn}T12:00:00Z`);
  const today = parisCalendarDate(now);
  const todayIso = `${today.year}-${String(today.month).padStart(2, "0")}-${String(today.day).padStart(2, "0")}`;
  if (todayIso <= unveilingOn) return { text: `Dévoilement prévu autour du ${day}`, past: false };
  return {
    text: `Le dévoilement était annoncé autour du ${day}\u202f: nos propositions sont encore en cours de finalisation, une nouvelle date sera annoncée ici.`,
    past: true,
  };
}
