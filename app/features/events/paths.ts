// The addresses of the rencontres: the list, a page, its calendar file, the feed, and the map
// search of a place. One place for them, so pages, emails, sitemap and search agree.

export const EVENTS_PATH = "/rencontres";
export const EVENTS_FEED_PATH = "/rencontres.ics";

/** A slug as the back-office writes them (lowercase words joined by hyphens), bounded. */
export function isEventSlug(value: string | undefined): value is string {
  return typeof value === "string" && value.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

export function eventPath(slug: string): string {
  return `${EVENTS_PATH}/${slug}`;
}

/** "Ajouter à mon agenda": the event's own .ics file. */
export function eventIcsPath(slug: string): string {
  return `${EVENTS_PATH}/${slug}/agenda.ics`;
}

/** OpenStreetMap's search for the place, in Lyon. */
export function openStreetMapUrl(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${place}, Lyon`)}`;
}
