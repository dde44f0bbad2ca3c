// /admin/rencontres/:id/inscriptions.csv: a rencontre's registrations as a spreadsheet (UTF-8
// with BOM, ";"-separated, formulas neutralised: the one CSV helper), for "events:write".
import type { Route } from "./+types/event-registrations-csv";
import { eventForAdmin, registrationsCsv, registrationsOfEvent } from "~/features/events/admin/registrations.server";
import { csvResponse } from "~/lib/admin-list.server";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("events:write")];

export async function loader({ context, params }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const event = await eventForAdmin(db, params.id);
  const rows = await registrationsOfEvent(db, event.id);
  return csvResponse(registrationsCsv(rows), `inscriptions-${event.slug}`);
}
