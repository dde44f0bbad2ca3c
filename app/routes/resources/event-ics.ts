// /rencontres/:slug/agenda.ics: "Ajouter à mon agenda", one published rencontre as a calendar
// file to download (features/events/ics.ts). A draft or an unknown address: 404.
import type { Route } from "./+types/event-ics";
import { loadSiteConfig } from "~/features/association/identity.server";
import { eventToIcs } from "~/features/events/ics";
import { isEventSlug } from "~/features/events/paths";
import { getCalendarEvent } from "~/features/events/queries.server";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const event = isEventSlug(params.slug) ? await getCalendarEvent(db, params.slug) : null;
  if (!event) {
    return new Response("Rencontre introuvable.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const site = await loadSiteConfig(db);
  return new Response(eventToIcs(event, site.siteUrl), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      // The slug is checked above (lowercase letters, digits, hyphens): safe in the header as is.
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
      "Cache-Control": "public, max-age=900",
    },
  });
}
