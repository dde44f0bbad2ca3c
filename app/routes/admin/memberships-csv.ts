// /admin/adhesions.csv: the people of the households in the list's current filters, one row per
// person with the household's number (UTF-8 with BOM, ";"-separated, formulas neutralised: the one
// CSV helper), for "memberships:manage" with "exports:read".
import type { Route } from "./+types/memberships-csv";
import { exportMembershipPersonsCsv, membershipList } from "~/features/membership/admin/queries.server";
import { csvResponse } from "~/lib/admin-list.server";
import { requestNow } from "~/lib/clock.server";
import { parisIsoDate } from "~/lib/dates";
import { permissionGuard } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";

export const middleware: Route.MiddlewareFunction[] = [permissionGuard("memberships:manage"), permissionGuard("exports:read")];

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = membershipList.fromUrl(new URL(request.url));
  return csvResponse(exportMembershipPersonsCsv(getDatabase(context), query), `adherents-${query.year ?? "toutes-annees"}-${parisIsoDate(requestNow(request))}`);
}
