// /admin/idees.csv: the ideas and problems of the list's current filters as a spreadsheet (UTF-8
// with BOM, ";"-separated, formulas neutralised: the one CSV helper), for "ideas:moderate".
import type { Route } from "./+types/ideas-csv";
import { exportIdeaSubmissionsCsv, ideaListFromUrl } from "~/features/ideas/admin/queries.server";
import { csvResponse } from "~/lib/admin-list.server";
import { requestNow } from "~/lib/clock.server";
import { parisIsoDate } from "~/lib/dates";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("ideas:moderate")];

export async function loader({ context, request }: Route.LoaderArgs) {
  const now = requestNow(request);
  const query = ideaListFromUrl(new URL(request.url));
  return csvResponse(exportIdeaSubmissionsCsv(getDatabase(context), query, now), `idees-signalements-${parisIsoDate(now)}`);
}
