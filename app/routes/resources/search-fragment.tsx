// GET /recherche/apercu?q=: the search overlay's live results as an HTML fragment (ADR 0024),
// the same engine as /recherche, rendered by the same React component the overlay's module swaps
// in (features/search/components/SearchPanel.tsx). Any query is answered: the engine trims and
// bounds it, and a too-short one gets the hint.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { Route } from "./+types/search-fragment";
import { SearchPanel } from "~/features/search/components/SearchPanel";
import { searchSite } from "~/features/search/queries.server";
import { SUGGESTION_LIMIT } from "~/features/search/rules";
import { getDatabase } from "~/lib/request-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const response = await searchSite(getDatabase(context), new URL(request.url).searchParams.get("q"), { limit: SUGGESTION_LIMIT });
  // The close spellings and main sections are <Link>s: a router context to render them.
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <SearchPanel response={response} />
    </MemoryRouter>,
  );
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, max-age=30",
      Vary: "Cookie",
      "X-Robots-Tag": "noindex",
    },
  });
}
