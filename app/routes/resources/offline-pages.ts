// /api/hors-ligne: the pages the service worker keeps for offline reading (ADR 0018).
import type { Route } from "./+types/offline-pages";
import { offlinePages } from "~/composition/offline-pages.server";
import { requestNow } from "~/lib/clock.server";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pages, articles, events } = await offlinePages(getDatabase(context), requestNow(request));
  return Response.json({ pages: [...pages, ...articles, ...events] }, { headers: { "Cache-Control": "no-cache" } });
}
