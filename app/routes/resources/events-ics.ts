// /rencontres.ics: every published rencontre as one calendar that calendar apps subscribe to
// (iCalendar, features/events/ics.ts). Served inline, so a subscription URL works as is.
import type { Route } from "./+types/events-ics";
import { loadSiteConfig } from "~/features/association/identity.server";
import { calendarFeed } from "~/features/events/ics";
import { listCalendarEvents } from "~/features/events/queries.server";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const [site, events] = await Promise.all([loadSiteConfig(db), listCalendarEvents(db)]);
  const body = calendarFeed(events, site.siteUrl, { calendarName: `${site.shortName} · Rencontres` });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="rencontres.ics"',
      "Cache-Control": "public, max-age=900",
    },
  });
}
