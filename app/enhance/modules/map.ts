// The neighbourhoods map (features/neighbourhoods/components/NeighbourhoodMap.tsx): Leaflet and
// its CSS are fetched when the map nears the viewport (on a phone it sits below the card), then
// the map replaces the list of links. Markers are keyboard-usable buttons; choosing one follows
// the selector's link for it, which the page's swap module answers in place (the map itself is
// kept across swaps: data-swap-keep) and the map follows the address (SWAPPED_EVENT). Tiles from
// other sites load only once the visitor asks, a choice kept on the device; until then, and when
// tiles fail, the markers stand over a drawing of the two rivers. "Ma position" places a marker.
import type * as Leaflet from "leaflet";
import { geolocationErrorMessage, geolocationOptions } from "~/features/neighbourhoods/geolocation";
import type { MapSetup } from "~/features/neighbourhoods/components/NeighbourhoodMap";
import { SWAPPED_EVENT } from "../swap-events";
import type { EnhancementModule } from "../module";

type LeafletModule = typeof Leaflet;
type BaseLayer = "street" | "satellite";
type Slug = MapSetup["selected"];

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

/** localStorage: the visitor asked for the tiles from other sites on this device. */
const TILES_ALLOWED_KEY = "adpl-map-tiles-allowed";

function tilesAllowedOnThisDevice(): boolean {
  try {
    return localStorage.getItem(TILES_ALLOWED_KEY) === "true";
  } catch {
    return false; // storage unavailable (private mode): ask on each visit
  }
}

function rememberTilesChoice(allowed: boolean): void {
  try {
    if (allowed) localStorage.setItem(TILES_ALLOWED_KEY, "true");
    else localStorage.removeItem(TILES_ALLOWED_KEY);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
}

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

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

function showSelection(marker: Leaflet.Marker, selected: boolean): void {
  const element = marker.getElement();
  element?.classList.toggle("adpl-map-marker--selected", selected);
  element?.setAttribute("aria-pressed", String(selected));
  marker.setZIndexOffset(selected ? 1000 : 0);
}

const map: EnhancementModule = (root) => {
  const setup = JSON.parse(root.dataset.map ?? "null") as MapSetup | null;
  const canvas = root.querySelector<HTMLElement>("[data-map-canvas]");
  if (!setup || !canvas) return;
  const part = <T extends HTMLElement = HTMLElement>(name: string) => root.querySelector<T>(`[data-map-${name}]`);
  const asksForTiles = setup.tiles.externalHosts.length > 0;
  let selected: Slug = setup.selected;
  let tilesAllowed = !asksForTiles;
  let baseLayer: BaseLayer = "street";

  const start = async () => {
    let L: LeafletModule;
    try {
      const [leaflet] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css"), import("~/features/neighbourhoods/components/map.css")]);
      L = leaflet;
    } catch (error) {
      console.warn("[map] Leaflet could not be loaded", error);
      part("failed")!.hidden = false;
      part("choose")!.hidden = true;
      return;
    }
    const leafletMap = L.map(canvas, { center: [...setup.center], zoom: 14, zoomSnap: 0.5, zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: "Zoom avant", zoomOutTitle: "Zoom arrière" }).addTo(leafletMap);
    leafletMap.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');

    const sketch = Object.values(riversWithoutTiles).map((course) =>
      L.polyline(course, { color: "#7fb3e8", weight: 14, opacity: 0.9, interactive: false, lineCap: "round" }),
    );
    const showSketch = () => {
      for (const line of sketch) if (!leafletMap.hasLayer(line)) line.addTo(leafletMap).bringToBack();
    };
    let tilesMissing = false;
    const onTileError = () => {
      tilesMissing = true;
      showSketch();
      render();
    };
    const makeLayer = (layer: BaseLayer) =>
      L.tileLayer(setup.tiles[layer].url, { attribution: setup.tiles[layer].attribution, maxZoom: setup.tiles[layer].maxZoom }).on("tileerror", onTileError);
    const layers: Record<BaseLayer, Leaflet.TileLayer> = { street: makeLayer("street"), satellite: makeLayer("satellite") };
    if (asksForTiles && tilesAllowedOnThisDevice()) tilesAllowed = true;

    const markers = new Map<Slug, { marker: Leaflet.Marker; outline: Leaflet.Circle; name: string }>();
    const choose = (slug: Slug) => {
      const href = setup.neighbourhoods.find((n) => n.slug === slug)!.href;
      // The selector's link for it: answered in place by the page's swap module.
      const link = document.querySelector<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`);
      if (link) link.click();
      else window.location.assign(href);
    };
    const bounds = L.latLngBounds([]);
    for (const n of setup.neighbourhoods) {
      const outline = L.circle([...n.center], { radius: 230, color: "#1c3d6b", weight: 2, fillOpacity: 0.1, interactive: false }).addTo(leafletMap);
      const marker = L.marker([...n.center], { icon: markerIcon(L, n.name), title: n.name, keyboard: true, riseOnHover: true })
        .on("click", () => choose(n.slug))
        .on("keypress", (event: Leaflet.LeafletKeyboardEvent) => {
          const key = event.originalEvent.key;
          if (key === "Enter" || key === " ") {
            event.originalEvent.preventDefault();
            choose(n.slug);
          }
        })
        .addTo(leafletMap);
      markers.set(n.slug, { marker, outline, name: n.name });
      bounds.extend([...n.center]);
    }

    const select = (slug: Slug, pan: boolean) => {
      selected = slug;
      for (const [each, { marker, outline, name }] of markers) {
        const isSelected = each === slug;
        showSelection(marker, isSelected);
        marker.unbindTooltip().bindTooltip(name, { direction: "right", offset: [14, 0], permanent: isSelected });
        outline.setStyle({ color: isSelected ? "#a65f1c" : "#1c3d6b", fillOpacity: isSelected ? 0.25 : 0.1 });
      }
      const target = setup.neighbourhoods.find((n) => n.slug === slug);
      if (pan && target) leafletMap.panTo([...target.center], { animate: !reducedMotion() });
    };
    select(selected, false);
    leafletMap.fitBounds(bounds, { padding: [24, 24], animate: false });
    // Below zoom 14 the markers of the central neighbourhoods crowd each other (targets under
    // 24 px apart): start closer, on the selected one; the others are a pan away.
    if (leafletMap.getZoom() < MIN_INITIAL_ZOOM) {
      const focus = setup.neighbourhoods.find((n) => n.slug === selected)?.center ?? setup.center;
      leafletMap.setView([...focus], MIN_INITIAL_ZOOM, { animate: false });
    }

    // The background: street or satellite tiles once allowed, else the drawing of the rivers.
    const render = () => {
      const other: BaseLayer = baseLayer === "street" ? "satellite" : "street";
      if (leafletMap.hasLayer(layers[other])) leafletMap.removeLayer(layers[other]);
      if (tilesAllowed) {
        if (!tilesMissing) for (const line of sketch) line.remove();
        if (!leafletMap.hasLayer(layers[baseLayer])) layers[baseLayer].addTo(leafletMap).bringToBack();
      } else {
        if (leafletMap.hasLayer(layers[baseLayer])) leafletMap.removeLayer(layers[baseLayer]);
        tilesMissing = false;
        showSketch();
      }
      part("layers")!.hidden = !tilesAllowed;
      part("allow")!.hidden = tilesAllowed;
      root.querySelectorAll<HTMLButtonElement>("[data-map-layer]").forEach((button) => button.setAttribute("aria-pressed", String(button.dataset.mapLayer === baseLayer)));
      part("tiles-missing")!.hidden = !(tilesAllowed && tilesMissing);
      const shown = part("tiles-shown");
      const info = part("tiles-info");
      if (shown) shown.hidden = !tilesAllowed;
      if (info) info.hidden = tilesAllowed;
    };
    const allowTiles = (allowed: boolean) => {
      rememberTilesChoice(allowed);
      tilesAllowed = allowed;
      render();
    };
    render();

    let here: Leaflet.Marker | null = null;
    const locateButton = part<HTMLButtonElement>("locate")!;
    const geo = part("geo")!;
    const geoFailed = (message: string) => {
      geo.querySelector("[data-map-geo-text]")!.textContent = message;
      geo.hidden = false;
    };
    const locate = () => {
      geo.hidden = true;
      if (!("geolocation" in navigator)) return geoFailed(geolocationErrorMessage("unsupported"));
      locateButton.disabled = true;
      navigator.geolocation.getCurrentPosition(
        (position) => {
          locateButton.disabled = false;
          const at: [number, number] = [position.coords.latitude, position.coords.longitude];
          here?.remove();
          here = L.marker(at, {
            icon: L.divIcon({ className: "adpl-map-position", html: "<span>Vous êtes ici</span>", iconSize: undefined, iconAnchor: [10, 10] }),
            keyboard: false,
            interactive: false,
            zIndexOffset: 2000,
          }).addTo(leafletMap);
          leafletMap.setView(at, Math.max(leafletMap.getZoom(), 15), { animate: !reducedMotion() });
        },
        (error) => {
          locateButton.disabled = false;
          geoFailed(geolocationErrorMessage(error));
        },
        geolocationOptions,
      );
    };

    root.addEventListener("click", (event) => {
      const target = event.target as Element;
      const layer = target.closest<HTMLElement>("[data-map-layer]")?.dataset.mapLayer as BaseLayer | undefined;
      if (layer) {
        baseLayer = layer;
        render();
      } else if (target.closest("[data-map-allow]")) allowTiles(true);
      else if (target.closest("[data-map-refuse]")) allowTiles(false);
      else if (target.closest("[data-map-locate]")) locate();
    });

    // Another neighbourhood shown in place: the map follows the address.
    document.addEventListener(SWAPPED_EVENT, () => {
      const address = window.location.pathname + window.location.search;
      const shown = setup.neighbourhoods.find((n) => n.href === address)?.slug ?? setup.defaultSlug;
      if (shown !== selected) select(shown, true);
    });

    part("fallback")!.hidden = true;
    part("toolbar")!.hidden = false;
  };

  // The list standing in for the map until it loads follows the address too.
  document.addEventListener(SWAPPED_EVENT, () => {
    const address = window.location.pathname + window.location.search;
    const shown = setup.neighbourhoods.find((n) => n.href === address) ?? setup.neighbourhoods.find((n) => n.slug === setup.defaultSlug);
    part("fallback")?.querySelectorAll("a").forEach((link) => {
      if (link.getAttribute("href") === shown?.href) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    });
  });

  if (!("IntersectionObserver" in window)) {
    void start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin: "300px 0px" },
  );
  observer.observe(canvas);
};

export default map;
