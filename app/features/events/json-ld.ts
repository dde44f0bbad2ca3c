// The schema.org `Event` of a rencontre's page (JSON-LD), for search engines.
import { DEFAULT_DURATION_MINUTES } from "./ics";
import { eventPath } from "./paths";

export interface EventJsonLdInput {
  slug: string;
  title: string;
  startsAt: string;
  place: string;
  text: string;
  capacity: number | null;
}

export function eventJsonLd(event: EventJsonLdInput, site: { siteUrl: string; name: string }) {
  const start = new Date(event.startsAt);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + DEFAULT_DURATION_MINUTES * 60_000).toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.place, address: { "@type": "PostalAddress", addressLocality: "Lyon", addressCountry: "FR" } },
    ...(event.text ? { description: event.text.slice(0, 500) } : {}),
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    organizer: { "@type": "Organization", name: site.name, url: site.siteUrl },
    url: `${site.siteUrl}${eventPath(event.slug)}`,
    inLanguage: "fr-FR",
  };
}
