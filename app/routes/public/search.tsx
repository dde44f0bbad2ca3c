// /recherche?q=: the site search results page (works without JavaScript; same engine as the overlay).
import { Search } from "~/components/ui/icons";
import { Form } from "react-router";
import type { Route } from "./+types/search";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { inputClass } from "~/components/ui/field";
import { sitePages } from "~/config/pages";
import { SearchResultsList } from "~/features/search/components/SearchResultsList";
import { searchSite } from "~/features/search/queries.server";
import { MAX_QUERY_LENGTH, PAGE_LIMIT } from "~/features/search/rules";
import { getDatabase } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  return searchSite(getDatabase(context), new URL(request.url).searchParams.get("q"), { limit: PAGE_LIMIT });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { ...sitePages.search.seo, title: args.data?.query ? `Recherche : ${args.data.query}` : sitePages.search.seo.title });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  // Audience (only with consent): the query and whether it found anything (enhance/shell/audience.ts).
  const tracked = Boolean(loaderData.query) && !loaderData.tooShort;
  return (
    <>
      {tracked ? (
        <span hidden data-track-event="search" data-track-label={loaderData.query} data-track-found={String(loaderData.groups.some((g) => g.results.length > 0))} />
      ) : null}
      <PageHeader
        eyebrow="Rechercher sur le site"
        title="Recherche"
        intro="Les pages, les quartiers, l’histoire, les prises de position et les propositions de l’association."
      >
        <Form method="get" action="/recherche" role="search" className="flex gap-2">
          <label htmlFor="recherche-q" className="sr-only">
            Rechercher sur le site
          </label>
          <input id="recherche-q" name="q" type="search" defaultValue={loaderData.query} key={loaderData.query} maxLength={MAX_QUERY_LENGTH} placeholder="Quartier, stationnement, patrimoine…" className={inputClass} />
          <button type="submit" className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 dark:bg-brand-200 dark:text-brand-900">
            <Search aria-hidden="true" className="h-4 w-4" />
            Rechercher
          </button>
        </Form>
      </PageHeader>
      <PageBody measure="prose">
        <SearchResultsList response={loaderData} />
      </PageBody>
    </>
  );
}
