// When a rencontre counts as upcoming: from its start time on, it is past. One rule for the
// page's two lists and (later) for refusing registrations to a past event.

/** True while the rencontre has not started yet at `now`. */
export function isUpcoming(startsAt: Date | string, now: Date): boolean {
  return new Date(startsAt).getTime() >= now.getTime();
}

/** How many past rencontres /rencontres shows at first, and how many more each "Voir plus" adds. */
export const PAST_PAGE_SIZE = 6;
/** The most `?passees=` can ask for. */
export const PAST_MAX = 600;

/** The number of past rencontres to show from `?passees=`: a multiple of the page size, within bounds. */
export function pastCount(raw: string | null): number {
  const n = Number.parseInt(raw ?? "", 10);
  if (!Number.isFinite(n) || n <= PAST_PAGE_SIZE) return PAST_PAGE_SIZE;
  return Math.min(PAST_MAX, Math.ceil(n / PAST_PAGE_SIZE) * PAST_PAGE_SIZE);
}
