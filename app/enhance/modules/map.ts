// The neighbourhoods map (features/neighbourhoods/components/NeighbourhoodMap.tsx): the page shows
// the server's static plan (a link per neighbourhood); Leaflet and its CSS are fetched only when
// the visitor presses « Afficher la carte interactive », then the interactive map replaces the
// plan and takes the focus. Markers are keyboard-usable buttons; choosing one (or a link of the
// plan) follows the selector's link for it, which the page's swap module answers in place (the
// map itself is kept across swaps: data-swap-keep) and the map follows the address
// (SWAPPED_EVENT). Tiles from other sites load only once the visitor asks, a choice kept on the
// device; a visitor who made it gets the interactive map at once on later visits, without the
// button (they asked for it and for its background already; « Ne plus l’afficher » forgets the
// choice, and the next visit starts from the plan again). Without tiles, and when they fail, the
// markers stand over a drawing of the two rivers. "Ma position" places a marker.
import type * as Leaflet from "leaflet";
import { geolocationErrorMessage, geolocationOptions } from "~/features/neighbourhoods/geolocation";
import type { MapSetup } from "~/features/neighbourhoods/components/NeighbourhoodMap";
import { SWAPPED_EVENT } from "../swap-events";
import type { EnhancementModule } from "../module";

type LeafletModule = typeof Leaflet;
type BaseLayer = "street" | "satellite";
type Slug = MapSetup["selected"];

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
  const openButton = part<HTMLButtonElement>("open")!;
  /** Set once the interactive map is up: it follows the neighbourhood shown. */
  let follow: ((slug: Slug) => void) | null = null;

  const start = async (takeFocus: boolean) => {
    // aria-disabled rather than disabled while Leaflet loads: the button keeps the focus.
    if (openButton.getAttribute("aria-disabled") === "true" || follow) return;
    openButton.setAttribute("aria-disabled", "true");
    part("failed")!.hidden = true;
    let L: LeafletModule;
    try {
      // Leaflet's ES module build: no CommonJS runtime to fetch along with it.
      const [leaflet] = await Promise.all([import("leaflet/dist/leaflet-src.esm.js"), import("leaflet/dist/leaflet.css"), import("~/features/neighbourhoods/components/map.css")]);
      L = leaflet;
    } catch (error) {
      console.warn("[map] Leaflet could not be loaded", error);
      // The plan stays, and the button can be pressed again.
      part("failed")!.hidden = false;
      part("offer")!.hidden = false;
      openButton.removeAttribute("aria-disabled");
      return;
    }
    // Shown before Leaflet measures it; the plan stays until the map is drawn.
    part("interactive")!.hidden = false;
    const leafletMap = L.map(canvas, { center: [...setup.center], zoom: 14, zoomSnap: 0.5, zoomControl: false, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: "Zoom avant", zoomOutTitle: "Zoom arrière" }).addTo(leafletMap);
    leafletMap.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');

    const sketch = Object.values(setup.rivers).map((course) =>
      L.polyline(course.map(([lat, lng]) => [lat, lng] as [number, number]), { color: "#7fb3e8", weight: 14, opacity: 0.9, interactive: false, lineCap: "round" }),
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

    follow = (slug) => {
      if (slug !== selected) select(slug, true);
    };
    part("static")!.hidden = true;
    part("toolbar")!.hidden = false;
    // The button that had the focus is gone with the plan: the map takes it (arrows pan it, Tab
    // reaches the markers).
    if (takeFocus) canvas.focus();
  };

  // Another neighbourhood shown in place: the plan's links, or the interactive map, follow the address.
  document.addEventListener(SWAPPED_EVENT, () => {
    const address = window.location.pathname + window.location.search;
    const shown = setup.neighbourhoods.find((n) => n.href === address)?.slug ?? setup.defaultSlug;
    const href = setup.neighbourhoods.find((n) => n.slug === shown)?.href;
    part("static")?.querySelectorAll("a").forEach((link) => {
      if (link.getAttribute("href") === href) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    });
    if (follow) follow(shown);
    else selected = shown;
  });

  openButton.addEventListener("click", () => void start(true));
  if (asksForTiles && tilesAllowedOnThisDevice()) void start(false);
  else part("offer")!.hidden = false;
};

export default map;
