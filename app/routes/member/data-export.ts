// /espace/donnees/export: the member's data as a JSON download. Under the guarded member layout.
import type { Route } from "./+types/data-export";
import { exportPersonalData } from "~/features/account/personal-data.server";
import { authorisedUser } from "~/lib/permissions.server";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const user = authorisedUser(context);
  const now = new Date();
  const body = JSON.stringify(await exportPersonalData(getDatabase(context), user, now), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="adpl-mes-donnees-${now.toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
