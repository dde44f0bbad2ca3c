// /admin/rencontres/:id/inscriptions.csv: a rencontre's registrations as a spreadsheet (UTF-8
// with BOM, ";"-separated, formulas neutralised: the one CSV helper), for "events:write".
import { data } from "react-router";
import type { Route } from "./+types/event-registrations-csv";
import { eventForAdmin, registrationsCsv, registrationsOfEvent } from "~/features/events/registrations.admin.server";
import { csvResponse } from "~/lib/admin-list.server";
import { permissionGuard, requirePermission } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("events:write")];

export async function loader({ context, params }: Route.LoaderArgs) {
  await requirePermission(context, "events:write");
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : NaN;
  const event = Number.isNaN(id) ? null : await eventForAdmin(id, getDatabase(context));
  if (!event) throw data("Rencontre introuvable", { status: 404 });
  const rows = await registrationsOfEvent(event.id, getDatabase(context));
  return csvResponse(registrationsCsv(rows), `inscriptions-${event.slug}`);
}
