// POST /api/evenements: the first-party audience endpoint (features/analytics/record.server.ts).
import type { Route } from "./+types/analytics-events";
import { recordAnalyticsEvent } from "~/features/analytics/record.server";
import { getDatabase, getRequestInfo } from "~/lib/request-context.server";

export function action({ request, context }: Route.ActionArgs) {
  return recordAnalyticsEvent({ request, clientIp: getRequestInfo(context).clientIp, db: getDatabase(context) });
}

export function loader() {
  return new Response("Cette adresse n’accepte que l’envoi d’événements.", { status: 405, headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" } });
}
