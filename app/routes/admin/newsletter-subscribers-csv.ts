// /admin/newsletter/abonnes.csv: the subscribers of the list's current filters as a spreadsheet
// (UTF-8 with BOM, ";"-separated, French headers and dates: the one CSV helper). "newsletter:manage".
import type { Route } from "./+types/newsletter-subscribers-csv";
import { exportSubscribersCsv, subscriberList } from "~/features/newsletter/admin/subscribers.server";
import { csvResponse } from "~/lib/admin-list.server";
import { requestNow } from "~/lib/clock.server";
import { parisIsoDate } from "~/lib/dates";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("newsletter:manage")];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = subscriberList.fromUrl(new URL(request.url));
  return csvResponse(exportSubscribersCsv(getDatabase(context), query), `abonnes-lettre-${parisIsoDate(requestNow(request))}`);
}
