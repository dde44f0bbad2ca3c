// The interactive map of /quartiers. Leaflet (and its CSS) is loaded in the browser only,
// after first paint, by a dynamic import; until then (and without JavaScript) a list of
// neighbourhood links stands in its place. The markers and outlines come from the site; the
// background tiles from another site (OpenStreetMap, Esri) load only when the visitor asks —
// loading one hands their address to that site (privacy policy, "Carte des quartiers") — and
// the choice is remembered on the device. Until then, and when tiles fail (offline), the
// markers stand over a simplified drawing of the two rivers.
import { Layers, LocateFixed, MapPinned } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as Leaflet from "leaflet";
import { presquileCenter, type Neighbourhood, type NeighbourhoodSlug } from "~/content/neighbourhoods";
import { geolocationErrorMessage, geolocationOptions } from "../geolocation";
import type { MapTiles } from "../map-tiles";
import { NeighbourhoodSelector } from "./NeighbourhoodSelector";

type LeafletModule = typeof Leaflet;
type BaseLayer = "street" | "satellite";

/** Rough course of the Saône and the Rhône around the Presqu'île, drawn when there are no tiles. */
const riversWithoutTiles: Record<"saone" | "rhone", Array<[number, number]>> = {
  saone: [
    [45.7745, 4.823],
    [45.7702, 4.825],
    [45.7668, 4.8268],
    [45.7648, 4.8286],
    [45.7622, 4.8298],
    [45.7607, 4.8292],
    [45.7568, 4.8275],
    [45.7527, 4.824],
    [45.745, 4.819],
    [45.7325, 4.8175],
  ],
  rhone: [
    [45.7745, 4.842],
    [45.77, 4.8402],
    [45.7636, 4.8393],
    [45.7587, 4.8385],
    [45.755, 4.8365],
    [45.75, 4.8335],
    [45.7472, 4.8315],
    [45.7385, 4.825],
    [45.7325, 4.8175],
  ],
};

const MIN_INITIAL_ZOOM = 14;

const baseLayerLabels: Record<BaseLayer, string> = { street: "Plan", satellite: "Satellite" };

/** localStorage: the visitor asked for the tiles from other sites on this device. */
const TILES_ALLOWED_KEY = "adpl-map-tiles-allowed";

function tilesAllowedOnThisDevice(): boolean {
  try {
    return localStorage.getItem(TILES_ALLOWED_KEY) === "true";
  } catch {
    return false; // storage unavailable (private mode): ask on each visit
  }
}

function rememberTilesChoice(allowed: boolean) {
  try {
    if (allowed) localStorage.setItem(TILES_ALLOWED_KEY, "true");
    else localStorage.removeItem(TILES_ALLOWED_KEY);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
}

/** "a", "a et b", "a, b et c". */
function frenchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

const toolbarButton =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70 dark:border-brand-200 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-brand-900";

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One icon per neighbourhood; selection only toggles a class, so the focused element stays put. */
function markerIcon(L: LeafletModule, name: string): Leaflet.DivIcon {
  return L.divIcon({
    className: "adpl-map-marker",
    html: `<span class="adpl-map-dot"></span><span class="sr-only">${escapeHtml(name)}</span>`,
    // 26 px targets: neighbouring markers stay apart at the initial zoom (WCAG 2.5.8).
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
}

function showSelection(marker: Leaflet.Marker, selected: boolean) {
  const element = marker.getElement();
  element?.classList.toggle("adpl-map-marker--selected", selected);
  element?.setAttribute("aria-pressed", String(selected));
  marker.setZIndexOffset(selected ? 1000 : 0);
}

export function NeighbourhoodMap({
  neighbourhoods,
  selected,
  tiles,
  onSelect,
}: {
  neighbourhoods: readonly Neighbourhood[];
  selected: NeighbourhoodSlug;
  tiles: MapTiles;
  onSelect: (slug: NeighbourhoodSlug) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const leafletRef = useRef<LeafletModule | null>(null);
  const mapRef = useRef<Leaflet.Map | null>(null);
  const layersRef = useRef<Record<BaseLayer, Leaflet.TileLayer> | null>(null);
  const markersRef = useRef(new Map<NeighbourhoodSlug, { marker: Leaflet.Marker; outline: Leaflet.Circle }>());
  const positionRef = useRef<Leaflet.Marker | null>(null);
  const onSelectRef = useRef(onSelect);
  const selectedRef = useRef(selected);
  // Tile settings come from the server once per page; a later revalidation must not rebuild the map.
  const tilesRef = useRef(tiles);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [baseLayer, setBaseLayer] = useState<BaseLayer>("street");
  const [tilesMissing, setTilesMissing] = useState(false);
  // Tiles served by the site itself need no request; from another site, the visitor's choice.
  const asksForTiles = tiles.externalHosts.length > 0;
  const [tilesAllowed, setTilesAllowed] = useState(!asksForTiles);
  const sketchRef = useRef<Leaflet.Polyline[]>([]);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  // Create the map once, in the browser only, when it comes near the viewport (on a phone it
  // sits below the neighbourhood card: Leaflet then stays off the initial load).
  useEffect(() => {
    let cancelled = false;
    let map: Leaflet.Map | null = null;
    const markers = markersRef.current;
    const container = containerRef.current;
    const load = () =>
      Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css"), import("./map.css")])
        .then(([L]) => {
          const element = containerRef.current;
          if (cancelled || !element) return;
          leafletRef.current = L;
          map = L.map(element, { center: [...presquileCenter], zoom: 14, zoomSnap: 0.5, zoomControl: false, scrollWheelZoom: false });
          mapRef.current = map;
          L.control.zoom({ zoomInTitle: "Zoom avant", zoomOutTitle: "Zoom arrière" }).addTo(map);
          map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');

          const sketch = Object.values(riversWithoutTiles).map((course) =>
            L.polyline(course, { color: "#7fb3e8", weight: 14, opacity: 0.9, interactive: false, lineCap: "round" }),
          );
          sketchRef.current = sketch;
          const onTileError = () => {
            setTilesMissing(true);
            if (map) for (const line of sketch) if (!map.hasLayer(line)) line.addTo(map).bringToBack();
          };
          const tiles = tilesRef.current;
          const makeLayer = (layer: BaseLayer) =>
            L.tileLayer(tiles[layer].url, { attribution: tiles[layer].attribution, maxZoom: tiles[layer].maxZoom }).on("tileerror", onTileError);
          // Created now, shown by the background effect below once tiles are allowed.
          layersRef.current = { street: makeLayer("street"), satellite: makeLayer("satellite") };
          if (tiles.externalHosts.length > 0 && tilesAllowedOnThisDevice()) setTilesAllowed(true);

          const bounds = L.latLngBounds([]);
          for (const n of neighbourhoods) {
            const isSelected = n.slug === selectedRef.current;
            const outline = L.circle([...n.center], {
              radius: 230,
              color: isSelected ? "#a65f1c" : "#1c3d6b",
              weight: 2,
              fillOpacity: isSelected ? 0.25 : 0.1,
              interactive: false,
            }).addTo(map);
            const marker = L.marker([...n.center], {
              icon: markerIcon(L, n.name),
              title: n.name,
              keyboard: true,
              riseOnHover: true,
            })
              .bindTooltip(n.name, { direction: "right", offset: [14, 0], permanent: isSelected })
              .on("click", () => onSelectRef.current(n.slug))
              .on("keypress", (event: Leaflet.LeafletKeyboardEvent) => {
                const key = event.originalEvent.key;
                if (key === "Enter" || key === " ") {
                  event.originalEvent.preventDefault();
                  onSelectRef.current(n.slug);
                }
              })
              .addTo(map);
            showSelection(marker, isSelected);
            markers.set(n.slug, { marker, outline });
            bounds.extend(n.center as [number, number]);
          }
          map.fitBounds(bounds, { padding: [24, 24], animate: false });
          // Below zoom 14 the markers of the central neighbourhoods crowd each other (targets
          // under 24 px apart): start closer, on the selected one; the others are a pan away.
          if (map.getZoom() < MIN_INITIAL_ZOOM) {
            const focus = neighbourhoods.find((n) => n.slug === selectedRef.current)?.center ?? presquileCenter;
            map.setView([...focus], MIN_INITIAL_ZOOM, { animate: false });
          }
          setStatus("ready");
        })
        .catch(() => {
          if (!cancelled) setStatus("failed");
        });
    let observer: IntersectionObserver | null = null;
    if (container && "IntersectionObserver" in window) {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer?.disconnect();
            void load();
          }
        },
        { rootMargin: "300px 0px" },
      );
      observer.observe(container);
    } else {
      void load();
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      markers.clear();
      map?.remove();
      mapRef.current = null;
    };
  }, [neighbourhoods]);

  // Reflect the selected neighbourhood on the map.
  useEffect(() => {
    const previous = selectedRef.current;
    selectedRef.current = selected;
    const map = mapRef.current;
    if (!map || status !== "ready") return;
    for (const n of neighbourhoods) {
      const entry = markersRef.current.get(n.slug);
      if (!entry) continue;
      const isSelected = n.slug === selected;
      showSelection(entry.marker, isSelected);
      entry.marker.unbindTooltip().bindTooltip(n.name, { direction: "right", offset: [14, 0], permanent: isSelected });
      entry.outline.setStyle({ color: isSelected ? "#a65f1c" : "#1c3d6b", fillOpacity: isSelected ? 0.25 : 0.1 });
    }
    const target = neighbourhoods.find((n) => n.slug === selected);
    if (target && previous !== selected) map.panTo([...target.center], { animate: !prefersReducedMotion() });
  }, [selected, status, neighbourhoods]);

  // The background: street or satellite tiles once allowed, else the drawing of the rivers.
  useEffect(() => {
    const map = mapRef.current;
    const layers = layersRef.current;
    if (!map || !layers || status !== "ready") return;
    const other: BaseLayer = baseLayer === "street" ? "satellite" : "street";
    if (map.hasLayer(layers[other])) map.removeLayer(layers[other]);
    if (!tilesAllowed) {
      if (map.hasLayer(layers[baseLayer])) map.removeLayer(layers[baseLayer]);
      for (const line of sketchRef.current) if (!map.hasLayer(line)) line.addTo(map).bringToBack();
      setTilesMissing(false);
      return;
    }
    for (const line of sketchRef.current) line.remove();
    if (!map.hasLayer(layers[baseLayer])) layers[baseLayer].addTo(map).bringToBack();
  }, [baseLayer, status, tilesAllowed]);

  function allowTiles(allowed: boolean) {
    rememberTilesChoice(allowed);
    setTilesAllowed(allowed);
  }

  function locate() {
    setGeoMessage(null);
    if (!("geolocation" in navigator)) {
      setGeoMessage(geolocationErrorMessage("unsupported"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const L = leafletRef.current;
        const map = mapRef.current;
        if (!L || !map) return;
        const here: [number, number] = [position.coords.latitude, position.coords.longitude];
        positionRef.current?.remove();
        positionRef.current = L.marker(here, {
          icon: L.divIcon({ className: "adpl-map-position", html: "<span>Vous êtes ici</span>", iconSize: undefined, iconAnchor: [10, 10] }),
          keyboard: false,
          interactive: false,
          zIndexOffset: 2000,
        }).addTo(map);
        map.setView(here, Math.max(map.getZoom(), 15), { animate: !prefersReducedMotion() });
      },
      (error) => {
        setLocating(false);
        setGeoMessage(geolocationErrorMessage(error));
      },
      geolocationOptions,
    );
  }

  const ready = status === "ready";
  return (
    <div>
      {ready ? (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          {tilesAllowed ? (
            <div role="group" aria-label="Fond de carte" className="inline-flex rounded-full border border-slate-300 bg-white p-1 dark:border-slate-600 dark:bg-slate-900">
              {(Object.keys(baseLayerLabels) as BaseLayer[]).map((layer) => (
                <button
                  key={layer}
                  type="button"
                  aria-pressed={baseLayer === layer}
                  onClick={() => setBaseLayer(layer)}
                  className={`inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ${
                    baseLayer === layer ? "bg-brand-700 text-white dark:bg-brand-200 dark:text-brand-900" : "text-slate-800 hover:text-brand-700 dark:text-slate-100"
                  }`}
                >
                  <Layers aria-hidden="true" className="h-4 w-4" />
                  {baseLayerLabels[layer]}
                </button>
              ))}
            </div>
          ) : (
            <button type="button" onClick={() => allowTiles(true)} aria-describedby="carte-fond-info" className={toolbarButton}>
              <Layers aria-hidden="true" className="h-4 w-4" />
              Afficher le fond de carte
            </button>
          )}
          <button type="button" onClick={locate} disabled={locating} className={toolbarButton}>
            <LocateFixed aria-hidden="true" className="h-4 w-4" />
            {locating ? "Localisation…" : "Ma position"}
          </button>
        </div>
      ) : null}
      {geoMessage ? (
        <p role="alert" className="mb-3 rounded-xl border border-yellow-300 bg-yellow-100 px-4 py-3 text-sm font-medium text-yellow-950">
          Géolocalisation : {geoMessage}
        </p>
      ) : null}
      <div className="relative h-[420px] overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:h-[480px] lg:h-[560px] dark:border-slate-700 dark:bg-slate-800">
        <div
          ref={containerRef}
          role="region"
          aria-label="Carte des quartiers de la Presqu’île"
          className="absolute inset-0 z-0"
        />
        {!ready ? (
          <div className="absolute inset-0 z-10 flex flex-col justify-center gap-4 bg-brand-50 p-6 dark:bg-slate-900">
            <p className="flex items-center gap-2 font-semibold text-brand-800 dark:text-brand-100">
              <MapPinned aria-hidden="true" className="h-5 w-5" />
              {status === "failed" ? "La carte n’a pas pu être chargée. Choisissez un quartier :" : "Choisissez un quartier :"}
            </p>
            <NeighbourhoodSelector neighbourhoods={neighbourhoods} selected={selected} label="Quartiers (liste)" />
          </div>
        ) : null}
      </div>
      {ready && tilesAllowed && tilesMissing ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Fond de carte indisponible pour le moment : les quartiers restent affichés sur un tracé simplifié.
        </p>
      ) : null}
      {ready && asksForTiles ? (
        tilesAllowed ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Le fond de carte vient de {frenchList(tiles.externalHosts)}.{" "}
            <button type="button" onClick={() => allowTiles(false)} className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700 dark:text-brand-100">
              Ne plus l’afficher
            </button>
          </p>
        ) : (
          <p id="carte-fond-info" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            Le fond de carte vient d’autres sites ({frenchList(tiles.externalHosts)}) : il n’est chargé qu’à votre demande, car l’afficher leur transmet
            votre adresse IP. Votre choix est retenu sur cet appareil.
          </p>
        )
      ) : null}
    </div>
  );
}
