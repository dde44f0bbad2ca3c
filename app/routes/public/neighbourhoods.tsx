// /quartiers: the eight neighbourhoods of the Presqu'île. The selected one lives in the URL
// (?quartier=terreaux) so it can be linked and works without JavaScript; the map is Leaflet,
// loaded in the browser only.
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/neighbourhoods";
import { sitePages } from "~/config/pages";
import { neighbourhoods, neighbourhoodsPage } from "~/content/neighbourhoods";
import { NeighbourhoodDetail } from "~/features/neighbourhoods/components/NeighbourhoodDetail";
import { NeighbourhoodMap } from "~/features/neighbourhoods/components/NeighbourhoodMap";
import { NeighbourhoodSelector } from "~/features/neighbourhoods/components/NeighbourhoodSelector";
import { UnescoBlock } from "~/features/neighbourhoods/components/UnescoBlock";
import { findNeighbourhood, NEIGHBOURHOOD_PARAM, neighbourhoodHref } from "~/features/neighbourhoods/lookup";
import { getMapTiles } from "~/features/neighbourhoods/map-tiles.server";
import { seo } from "~/lib/seo";
import { PageBody, PageHeader } from "~/components/layout/PageHeader";
import { APPLICATION_HANDLE } from "~/lib/rendering";

// Transitional (issue 34): hydrates until its behaviours are enhancement modules.
export const handle = APPLICATION_HANDLE;

export function loader() {
  return { tiles: getMapTiles() };
}

/** The tiles never depend on the query string: choosing a neighbourhood needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
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

/**
 * Spec: after choosing a neighbourhood, scroll smoothly to the top 100 ms later. Scroll
 * anchoring is paused meanwhile: the sticky header grows back near the top, and anchoring
 * would otherwise stop the page a few pixels short of it.
 */
function useScrollTopOnChange(key: string) {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const root = document.documentElement;
    let restore: number | undefined;
    // The user taking over (wheel, touch, keys) ends the automatic scroll.
    let userScrolled = false;
    const takeOver = () => {
      userScrolled = true;
    };
    const intents = ["wheel", "touchstart", "keydown"] as const;
    const finish = () => {
      // A late layout change near the top (the header growing back) can leave the page a few
      // pixels short of the top: finish there unless the user has scrolled meanwhile.
      if (!userScrolled && window.scrollY > 0) window.scrollTo({ top: 0, behavior: "auto" });
      root.style.removeProperty("overflow-anchor");
    };
    const timer = window.setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      root.style.overflowAnchor = "none";
      for (const intent of intents) window.addEventListener(intent, takeOver, { passive: true });
      window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      restore = window.setTimeout(finish, reduce ? 0 : 1500);
    }, 100);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(restore);
      for (const intent of intents) window.removeEventListener(intent, takeOver);
      root.style.removeProperty("overflow-anchor");
    };
  }, [key]);
}

export default function NeighbourhoodsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const neighbourhood = findNeighbourhood(searchParams.get(NEIGHBOURHOOD_PARAM));
  useScrollTopOnChange(neighbourhood.slug);

  return (
    <>
      <PageHeader eyebrow="À propos" title={neighbourhoodsPage.title} intro={neighbourhoodsPage.intro} />
      <PageBody>
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
            <NeighbourhoodMap
              neighbourhoods={neighbourhoods}
              selected={neighbourhood.slug}
              tiles={loaderData.tiles}
              onSelect={(slug) => navigate(neighbourhoodHref(slug), { preventScrollReset: true })}
            />
          </div>
        </section>
      </div>

      <UnescoBlock />
      </PageBody>
    </>
  );
}
