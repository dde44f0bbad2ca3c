// The map of /quartiers: markup the server renders, driven by the map module
// (enhance/modules/map.ts). The page shows a static plan drawn by the site
// (NeighbourhoodDrawing: the rivers and a link per neighbourhood, the whole map without
// JavaScript); Leaflet and its CSS load only when the visitor presses « Afficher la carte
// interactive », and the interactive map then takes the plan's place: nothing comes from another
// site, nor from Leaflet, before the visitor asks. Its background tiles come from other sites
// (OpenStreetMap, Esri) and load only when the visitor asks again, since loading one hands their
// address to that site (privacy policy, "Carte des quartiers"); that choice is remembered on the
// device, and a visitor who made it gets the interactive map at once on the next visit (the
// plan and the button are skipped; « Ne plus l’afficher » forgets it). Until then, and when
// tiles fail (offline), the markers stand over a drawing of the two rivers.
// Every state is rendered here, hidden until the module shows it.
import { Layers, LocateFixed, MapPinned } from "~/components/ui/icons";
import { defaultNeighbourhoodSlug, presquileCenter, type Neighbourhood, type NeighbourhoodSlug } from "~/content/neighbourhoods";
import { neighbourhoodHref } from "../lookup";
import type { MapTiles } from "../map-tiles";
import { rivers, type River } from "../rivers";
import { NeighbourhoodDrawing } from "./NeighbourhoodDrawing";

/** What the map module reads from the markup (data-map). */
export interface MapSetup {
  /** Each neighbourhood with the address of its page (the selector's link). */
  neighbourhoods: Array<{ slug: NeighbourhoodSlug; name: string; center: readonly [number, number]; href: string }>;
  selected: NeighbourhoodSlug;
  /** The one shown when the address names none. */
  defaultSlug: NeighbourhoodSlug;
  center: readonly [number, number];
  tiles: MapTiles;
  /** The rivers drawn under the markers while there are no tiles (one copy: ../rivers.ts). */
  rivers: Readonly<Record<River, ReadonlyArray<readonly [number, number]>>>;
}

const baseLayerLabels = { street: "Plan", satellite: "Satellite" } as const;

/** "a", "a et b", "a, b et c". */
function frenchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

const toolbarButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70 dark:border-brand-200 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-brand-900";

export function NeighbourhoodMap({ neighbourhoods, selected, tiles }: { neighbourhoods: readonly Neighbourhood[]; selected: NeighbourhoodSlug; tiles: MapTiles }) {
  const setup: MapSetup = {
    neighbourhoods: neighbourhoods.map(({ slug, name, center }) => ({ slug, name, center, href: neighbourhoodHref(slug) })),
    selected,
    defaultSlug: defaultNeighbourhoodSlug,
    center: presquileCenter,
    tiles,
    rivers,
  };
  const asksForTiles = tiles.externalHosts.length > 0;
  return (
    <div id="carte-quartiers" data-module="map" data-swap-keep="" data-map={JSON.stringify(setup)}>
      <div data-map-toolbar="" hidden className="mb-3 flex flex-wrap items-center gap-2">
        <div data-map-layers="" hidden role="group" aria-label="Fond de carte" className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
          {(Object.keys(baseLayerLabels) as Array<keyof typeof baseLayerLabels>).map((layer) => (
            <button
              key={layer}
              type="button"
              data-map-layer={layer}
              aria-pressed={layer === "street"}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-800 hover:text-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:text-slate-100 dark:aria-pressed:bg-brand-200 dark:aria-pressed:text-brand-900"
            >
              <Layers aria-hidden="true" className="h-4 w-4" />
              {baseLayerLabels[layer]}
            </button>
          ))}
        </div>
        <button type="button" data-map-allow="" hidden aria-describedby="carte-fond-info" className={toolbarButton}>
          <Layers aria-hidden="true" className="h-4 w-4" />
          Afficher le fond de carte
        </button>
        <button type="button" data-map-locate="" className={`group/locate ${toolbarButton}`}>
          <LocateFixed aria-hidden="true" className="h-4 w-4" />
          <span className="group-disabled/locate:hidden">Ma position</span>
          <span className="hidden group-disabled/locate:inline">Localisation…</span>
        </button>
      </div>
      <p data-map-geo="" role="alert" hidden className="mb-3 rounded-xl border border-yellow-300 bg-yellow-100 px-4 py-3 text-sm font-medium text-yellow-950">
        Géolocalisation : <span data-map-geo-text="" />
      </p>
      <div data-map-static="">
        <NeighbourhoodDrawing neighbourhoods={neighbourhoods} selected={selected} />
        <div data-map-offer="" hidden className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <button type="button" data-map-open="" aria-describedby="carte-interactive-info" className={`group/open ${toolbarButton} aria-disabled:opacity-70`}>
            <MapPinned aria-hidden="true" className="h-4 w-4" />
            <span className="group-aria-disabled/open:hidden">Afficher la carte interactive</span>
            <span className="hidden group-aria-disabled/open:inline">Chargement de la carte…</span>
          </button>
          <p id="carte-interactive-info" className="text-sm text-slate-700 dark:text-slate-300">
            Zoom, déplacement et «&#8239;Ma position&#8239;».
          </p>
        </div>
        <p data-map-failed="" role="status" hidden className="mt-3 rounded-xl border border-yellow-300 bg-yellow-100 px-4 py-3 text-sm font-medium text-yellow-950">
          La carte interactive n’a pas pu être chargée&#8239;: le plan ci-dessus reste utilisable.
        </p>
      </div>
      <div data-map-interactive="" hidden className="relative h-[420px] overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:h-[480px] lg:h-[560px] dark:border-slate-700 dark:bg-slate-800">
        <div data-map-canvas="" role="region" aria-label="Carte des quartiers de la Presqu’île" className="absolute inset-0 z-0" />
      </div>
      <p data-map-tiles-missing="" hidden className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Fond de carte indisponible pour le moment : les quartiers restent affichés sur un tracé simplifié.
      </p>
      {asksForTiles ? (
        <>
          <p data-map-tiles-shown="" hidden className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Le fond de carte vient de {frenchList(tiles.externalHosts)}.{" "}
            <button type="button" data-map-refuse="" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100">
              Ne plus l’afficher
            </button>
          </p>
          <p id="carte-fond-info" data-map-tiles-info="" hidden className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Le fond de carte vient d’autres sites ({frenchList(tiles.externalHosts)}) : il n’est chargé qu’à votre demande, car l’afficher leur transmet
            votre adresse IP. Votre choix est retenu sur cet appareil.
          </p>
        </>
      ) : null}
    </div>
  );
}
