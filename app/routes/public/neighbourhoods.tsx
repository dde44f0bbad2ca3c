// /quartiers: the eight neighbourhoods of the Presqu'île. The selected one lives in the URL
// (?quartier=terreaux) so it can be linked and works without JavaScript; the map is a static
// plan drawn by the server, replaced by Leaflet's interactive map when the visitor asks
// (enhance/modules/map.ts).
import { useSearchParams } from "react-router";
import type { Route } from "./+types/neighbourhoods";
import { sitePages } from "~/config/pages";
import { neighbourhoods, neighbourhoodsPage } from "~/content/neighbourhoods";
import { NeighbourhoodDetail } from "~/features/neighbourhoods/components/NeighbourhoodDetail";
import { NeighbourhoodMap } from "~/features/neighbourhoods/components/NeighbourhoodMap";
import { NeighbourhoodSelector } from "~/features/neighbourhoods/components/NeighbourhoodSelector";
import { UnescoBlock } from "~/features/neighbourhoods/components/UnescoBlock";
import { findNeighbourhood, NEIGHBOURHOOD_PARAM } from "~/features/neighbourhoods/lookup";
import { getMapTiles } from "~/features/neighbourhoods/map-tiles.server";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";

export function loader() {
  return { tiles: getMapTiles() };
}

export const meta: Route.MetaFunction = (args) => {
  const slug = new URLSearchParams(args.location.search).get(NEIGHBOURHOOD_PARAM);
  const neighbourhood = slug ? findNeighbourhood(slug) : null;
  const page = sitePages.neighbourhoods.seo;
  return seo(args, {
    ...page,
    title: neighbourhood ? `${neighbourhood.name} · ${page.title}` : page.title,
    description: neighbourhood?.description ?? page.description,
  });
};

export default function NeighbourhoodsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const neighbourhood = findNeighbourhood(searchParams.get(NEIGHBOURHOOD_PARAM));

  return (
    <>
      <PageHeader eyebrow="À propos" title={neighbourhoodsPage.title} intro={neighbourhoodsPage.intro} />
      <PageBody>
      {/* A neighbourhood chosen (a link, a marker) is shown in place, then the page goes back to
          its top (spec: 100 ms later); the map is kept (enhance/modules/swap.ts). */}
      <div id="quartiers" data-module="swap" data-swap-scroll-top="">
        <div className="mt-8">
          <NeighbourhoodSelector neighbourhoods={neighbourhoods} selected={neighbourhood.slug} label="Choisir un quartier" />
        </div>
        <p className="sr-only" aria-live="polite">
          Quartier affiché : {neighbourhood.name}
        </p>

        <div className="mt-8 grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <NeighbourhoodDetail neighbourhood={neighbourhood} />
          </div>
          <section id="carte" aria-labelledby="carte-titre" className="lg:col-span-2">
            <div className="lg:sticky lg:top-24">
              <h2 id="carte-titre" className="mb-3 font-serif text-2xl font-bold text-brand-800 dark:text-brand-100">
                {neighbourhoodsPage.mapTitle}
              </h2>
              <NeighbourhoodMap neighbourhoods={neighbourhoods} selected={neighbourhood.slug} tiles={loaderData.tiles} />
            </div>
          </section>
        </div>

      </div>

      <UnescoBlock />
      </PageBody>
    </>
  );
}
