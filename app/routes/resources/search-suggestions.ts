// GET /api/recherche?q=: the overlay's live results as JSON (same engine as /recherche).
import type { Route } from "./+types/search-suggestions";
import { searchSite } from "~/features/search/queries.server";
import { SUGGESTION_LIMIT } from "~/features/search/rules";

export async function loader({ request }: Route.LoaderArgs) {
  const response = await searchSite(new URL(request.url).searchParams.get("q"), { limit: SUGGESTION_LIMIT });
  return Response.json(response, {
    headers: { "Cache-Control": "private, max-age=30", Vary: "Cookie" },
  });
}
